// A Text item: its sanitised HTML (SafeHtml, the one way server HTML renders) in a scrolling article, with a table of
// contents of its h1..h6 headings (spec 001 §2). After the HTML is in the page the headings are read from the DOM,
// given unique ids (domain/study-room/toc.ts assignHeadingIds) and tabIndex -1; the contents' links scroll to a heading
// and move focus to it. 'Scroll to top' appears once the article has scrolled and brings it back to the top, focus on
// the article. Smooth scrolling only without prefers-reduced-motion.
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { STUDY_ROOM_MESSAGES as M } from '../../../../application/study-room/study-room-messages';
import type { OpenedContent } from '../../../../domain/study-room/content';
import { assignHeadingIds, buildToc, type TocEntry } from '../../../../domain/study-room/toc';
import { prefersReducedMotion } from '../../../components/use-media-query';
import { SafeHtml } from '../../../html/safe-html';
import { ViewerIcon } from './viewer-icons';

/** How far the article scrolls before 'Scroll to top' shows (px). */
export const SCROLL_TOP_AFTER_PX = 240;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

export function TextViewer({ content }: { content: Pick<OpenedContent, 'contentTitle' | 'description'> }) {
  const article = useRef<HTMLElement>(null);
  const [toc, setToc] = useState<TocEntry[]>([]);
  const [showTop, setShowTop] = useState(false);
  const tocId = useId();

  useLayoutEffect(() => {
    const root = article.current;
    if (!root) return;
    const elements = Array.from(root.querySelectorAll<HTMLElement>(HEADINGS));
    const headings = assignHeadingIds(elements.map((el) => ({ level: Number(el.tagName.slice(1)), title: el.textContent ?? '', id: el.id })));
    elements.forEach((el, i) => {
      el.id = headings[i].id;
      el.tabIndex = -1;
    });
    setToc(buildToc(headings));
  }, [content.description]);

  const goToHeading = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = Array.from(article.current?.querySelectorAll<HTMLElement>(HEADINGS) ?? []).find((h) => h.id === id);
    if (!heading) return;
    e.preventDefault();
    heading.scrollIntoView?.({ block: 'start', behavior: behavior() });
    heading.focus({ preventScroll: true });
  };

  const scrollToTop = () => {
    const root = article.current;
    if (!root) return;
    if (typeof root.scrollTo === 'function') root.scrollTo({ top: 0, behavior: behavior() });
    else root.scrollTop = 0;
    root.focus({ preventScroll: true });
    setShowTop(false);
  };

  return (
    <div
      css={(t) => ({
        position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column',
        [`@media (min-width: ${t.layout.mobileBreakpoint * 2}px)`]: { flexDirection: 'row' },
      })}
    >
      {toc.length > 0 && (
        <nav
          aria-labelledby={tocId}
          css={(t) => ({
            flex: 'none', maxHeight: '35%', overflowY: 'auto', padding: '12px 16px',
            borderBottom: `1px solid ${t.colors.border}`, background: t.colors.surface,
            [`@media (min-width: ${t.layout.mobileBreakpoint * 2}px)`]: {
              width: 280, maxHeight: 'none', borderBottom: 0, borderRight: `1px solid ${t.colors.border}`,
            },
          })}
        >
          <h3 id={tocId} css={{ margin: '0 0 8px', fontSize: 16 }}>{M.tableOfContents}</h3>
          <TocList entries={toc} onFollow={goToHeading} />
        </nav>
      )}
      <article
        ref={article}
        tabIndex={0}
        aria-label={M.textBody(content.contentTitle)}
        onScroll={(e) => setShowTop(e.currentTarget.scrollTop > SCROLL_TOP_AFTER_PX)}
        css={(t) => ({
          flex: 1, minHeight: 0, overflowY: 'auto', padding: '16px 20px 72px', lineHeight: 1.6, fontSize: 17,
          '& > div': { maxWidth: 760, margin: '0 auto' },
          '& :is(h1, h2, h3, h4, h5, h6)': { scrollMarginTop: 12, lineHeight: 1.3 },
          '& :is(h1, h2, h3, h4, h5, h6):focus-visible, &:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
        })}
      >
        <SafeHtml html={content.description} />
      </article>
      {showTop && (
        <button
          type="button"
          onClick={scrollToTop}
          css={(t) => ({
            position: 'absolute', right: 16, bottom: 16, display: 'inline-flex', alignItems: 'center', gap: 6,
            padding: '10px 14px', border: 0, borderRadius: t.radii.pill, cursor: 'pointer', font: 'inherit', fontWeight: 600,
            background: t.colors.primary, color: t.colors.primaryText, boxShadow: '0 4px 14px rgba(0, 0, 0, 0.25)',
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <ViewerIcon name="arrowUp" size={18} />
          {M.scrollToTop}
        </button>
      )}
    </div>
  );
}

function TocList({ entries, onFollow, nested = false }: {
  entries: readonly TocEntry[];
  onFollow: (e: MouseEvent<HTMLAnchorElement>, id: string) => void;
  nested?: boolean;
}) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, paddingLeft: nested ? 16 : 0, display: 'grid', gap: 2 }}>
      {entries.map((entry) => (entry.title === '' ? (
        // a heading without text has no link of its own; its subheadings still do
        entry.children.length > 0 && <li key={entry.id}><TocList entries={entry.children} onFollow={onFollow} nested={nested} /></li>
      ) : (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            onClick={(e) => onFollow(e, entry.id)}
            css={(t) => ({
              display: 'block', padding: '6px 8px', borderRadius: t.radii.sm, color: t.colors.primary,
              fontWeight: entry.level <= 2 ? 600 : 400, textDecoration: 'none', overflowWrap: 'anywhere',
              '&:hover': { background: t.colors.surfaceAlt, textDecoration: 'underline' },
              '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
            })}
          >
            {entry.title}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} onFollow={onFollow} nested />}
        </li>
      )))}
    </ul>
  );
}
