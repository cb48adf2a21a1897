// The clearly labelled placeholder of a screen that a later release delivers.
import { useId } from 'react';
import { Icon } from './icons';

export function ComingSoonPanel({ feature }: { feature: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 8,
        padding: 24,
        borderRadius: t.radii.lg,
        border: `1px dashed ${t.colors.border}`,
        background: t.colors.surface,
        color: t.colors.text,
      })}
    >
      <span css={(t) => ({ display: 'inline-flex', alignItems: 'center', gap: 6, padding: '4px 10px', borderRadius: t.radii.pill, background: t.colors.activeBg, color: t.colors.activeText, fontWeight: 700, fontSize: 13 })}>
        <Icon name="sparkle" size={16} />
        <span id={headingId}>Coming soon</span>
      </span>
      <p css={(t) => ({ margin: 0, color: t.colors.textMuted })}>
        {feature} is being built and will be available in an upcoming release.
      </p>
    </section>
  );
}
