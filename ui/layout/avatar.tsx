// The student's picture, or the initials of the name when there is none (or it fails to load).
import { useState } from 'react';

export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
};

/** onFailed: the picture did not load, so the initials show instead (a label that names them can follow). A new src is
 *  tried again. */
export function Avatar({ name, src, size = 40, onFailed }: { name: string; src?: string; size?: number; onFailed?: () => void }) {
  // the picture that failed, not a flag: a new picture (another src) is tried again
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (src && src !== failedSrc) {
    return <img src={src} alt="" onError={() => { setFailedSrc(src); onFailed?.(); }} css={{ ...box, objectFit: 'cover' }} />;
  }
  return (
    <span
      aria-hidden="true"
      css={(t) => ({ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: t.colors.primary, color: t.colors.primaryText, fontWeight: 700, fontSize: Math.round(size * 0.4) })}
    >
      {initialsOf(name)}
    </span>
  );
}
