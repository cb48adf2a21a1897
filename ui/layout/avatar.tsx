// The student's picture, or the initials of the name when there is none (or it fails to load).
import { useState } from 'react';

export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
};

/**
 * The picture to show, if any: src until it fails to load. The failed address is kept, not a flag, so a new picture
 * (another src) is tried again. One home for that rule: the avatar and a label that names what it shows use it.
 */
export function usePicture(src: string | undefined): { src: string | undefined; failed: () => void } {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return { src: src && src !== failedSrc ? src : undefined, failed: () => setFailedSrc(src ?? null) };
}

/** onFailed: the picture did not load, so the initials show instead (a label that names them can follow). */
export function Avatar({ name, src, size = 40, onFailed }: { name: string; src?: string; size?: number; onFailed?: () => void }) {
  const picture = usePicture(src);
  const box = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (picture.src) {
    return <img src={picture.src} alt="" onError={() => { picture.failed(); onFailed?.(); }} css={{ ...box, objectFit: 'cover' }} />;
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
