// The first focusable element: jumps past the navigation to the main content.
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
      css={(t) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        padding: '10px 16px',
        borderRadius: t.radii.md,
        background: t.colors.surface,
        color: t.colors.primary,
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Skip to main content
    </a>
  );
}
