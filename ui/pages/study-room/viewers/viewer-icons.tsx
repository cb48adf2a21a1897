// The viewers' small icons and the content type marks (decorative: aria-hidden; the control or text beside them
// carries the name).
import type { ContentType } from '../../../../domain/study-room/content';

const PATHS = {
  chevronLeft: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  chevronRight: 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z',
  plus: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z',
  minus: 'M19 13H5v-2h14v2z',
  fitWidth: 'M3 5h2v14H3V5zm16 0h2v14h-2V5zM7.5 11h9l-2.3-2.3 1.4-1.4L20.3 12l-4.7 4.7-1.4-1.4 2.3-2.3h-9l2.3 2.3-1.4 1.4L3.7 12l4.7-4.7 1.4 1.4L7.5 11z',
  arrowUp: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z',
  text: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zM8 12h8v2H8v-2zm0 4h8v2H8v-2zm5-7V3.5L18.5 9H13z',
  pdf: 'M20 2H8a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-8.5 7.5c0 .83-.67 1.5-1.5 1.5H9v2H7.5V7H10c.83 0 1.5.67 1.5 1.5v1zm5 2c0 .83-.67 1.5-1.5 1.5h-2.5V7H15c.83 0 1.5.67 1.5 1.5v3zm4-3H19v1h1.5V11H19v2h-1.5V7h3v1.5zM9 9.5h1v-1H9v1zM4 6H2v14a2 2 0 0 0 2 2h14v-2H4V6zm10 5.5h1v-3h-1v3z',
  ppt: 'M21 3H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h5l-2 3h2l2-3h4l2 3h2l-2-3h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 14H3V5h18v12zM7 8h10v2H7V8zm0 4h6v2H7v-2z',
  video: 'M17 10.5V7a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3.5l4 4v-11l-4 4z',
} as const;

export type ViewerIconName = keyof typeof PATHS;

export function ViewerIcon({ name, size = 20 }: { name: ViewerIconName; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" css={{ flex: 'none' }}>
      <path d={PATHS[name]} />
    </svg>
  );
}

const TYPE_ICONS: Record<ContentType, ViewerIconName> = { Text: 'text', PDF: 'pdf', PPT: 'ppt', Video: 'video' };

/** The icon of a content type. */
export const typeIcon = (type: ContentType): ViewerIconName => TYPE_ICONS[type];

/** The type of an item as a small labelled mark: its icon and its name (Text, PPT, PDF, Video). */
export function TypeBadge({ type }: { type: ContentType }) {
  return (
    <span
      css={(t) => {
        const color = type === 'PDF' ? t.colors.danger : type === 'PPT' ? t.colors.warning : type === 'Video' ? t.colors.success : t.colors.primary;
        return {
          display: 'inline-flex', alignItems: 'center', gap: 4, padding: '2px 8px', borderRadius: t.radii.pill,
          border: `1px solid ${color}`, background: t.colors.surfaceAlt, color, fontSize: 13, fontWeight: 700, lineHeight: 1.4,
        };
      }}
    >
      <ViewerIcon name={typeIcon(type)} size={16} />
      {type}
    </span>
  );
}
