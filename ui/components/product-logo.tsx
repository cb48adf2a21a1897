// The product's own logo (mark + name). The same mark is public/favicon.svg.
export const PRODUCT_NAME = 'ExamPrep';

export function ProductLogo({ size = 32 }: { size?: number }) {
  return (
    <span css={(t) => ({ display: 'inline-flex', alignItems: 'center', gap: 10, color: t.colors.text, fontWeight: 800, fontSize: Math.round(size * 0.7) })}>
      <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#0b5cad" />
        <path d="M9 10h14v3H12.5v2.5H21v3h-8.5V22H23v3H9z" fill="#ffffff" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
