// An on/off switch (role="switch"): the visible label is its accessible name.
export interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function ToggleSwitch({ label, checked, onChange }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      css={(t) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        width: '100%',
        padding: '8px 12px',
        border: 0,
        borderRadius: t.radii.md,
        background: 'none',
        color: t.colors.text,
        font: 'inherit',
        cursor: 'pointer',
        '&:hover': { background: t.colors.surfaceAlt },
      })}
    >
      <span>{label}</span>
      <span
        aria-hidden="true"
        css={(t) => ({
          position: 'relative',
          flex: 'none',
          width: 40,
          height: 22,
          borderRadius: t.radii.pill,
          background: checked ? t.colors.primary : t.colors.border,
          transition: 'background-color 150ms ease',
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 3,
            left: 3,
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: '#ffffff',
            transform: checked ? 'translateX(18px)' : 'none',
            transition: 'transform 150ms ease',
          },
        })}
      />
    </button>
  );
}
