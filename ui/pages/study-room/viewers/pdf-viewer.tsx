// The document viewer of PDF and PPT items (slides are delivered as a PDF, docs/product-decisions.md): pdf.js loads
// only when a document opens (the lazy pdf-engine chunk) and draws the current page alone onto a canvas, sharp on
// high-density screens. Previous/Next, a page-number field and a 'Page n of N' status; Zoom out, Zoom in and Fit to
// width (the default); ArrowLeft/ArrowRight turn pages and +/- zoom while the page area has focus. A page being drawn
// is cancelled when the page or zoom changes and when the viewer closes; closing ends the document and its worker.
// A document that cannot be loaded or drawn shows 'This document could not be opened. Please try again.'.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { STUDY_ROOM_MESSAGES as M } from '../../../../application/study-room/study-room-messages';
import { Spinner } from '../../../components/spinner';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { PageSize, PdfDocument, PdfEngine } from './pdf-document';
import {
  canZoomIn, canZoomOut, clampPage, fitWidthScale, pageFromInput, zoomIn, zoomOut, zoomPercent,
} from './pdf-view-logic';
import { ViewerIcon, type ViewerIconName } from './viewer-icons';

/** pdf.js and its worker, loaded on first use (a chunk of its own). */
export const loadPdfEngine = (): Promise<PdfEngine> => import('./pdf-engine');

/** The padding around the page, on each side (px). */
const GUTTER = 16;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PdfDocument };

export function PdfViewer({ url, title }: { url: string; title: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    let cancel: (() => void) | null = null;
    (async () => {
      if (!url) throw new Error('no document address');
      const engine = await loadPdfEngine();
      if (!alive) return;
      const loading = engine.openPdf(url);
      cancel = loading.cancel;
      const doc = await loading.promise;
      if (!alive) return;
      cancel = () => doc.destroy();
      setLoaded({ status: 'ready', doc });
    })().catch(() => {
      if (alive) setLoaded({ status: 'error' });
    });
    return () => {
      alive = false;
      cancel?.();
    };
  }, [url]);

  if (loaded.status === 'loading') return <Centered><Spinner label={M.loadingDocument} /></Centered>;
  if (loaded.status === 'error') return <DocumentFailed />;
  return <PdfPages doc={loaded.doc} title={title} onFailed={() => setLoaded({ status: 'error' })} />;
}

function Centered({ children }: { children: ReactNode }) {
  return <div css={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24, textAlign: 'center' }}>{children}</div>;
}

function DocumentFailed() {
  return (
    <Centered>
      <p role="alert" css={(t) => ({ margin: 0, fontWeight: 600, color: t.colors.danger })}>{M.documentFailed}</p>
    </Centered>
  );
}

/** The width of an element, followed as it changes (0 where ResizeObserver is missing: jsdom). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function PdfPages({ doc, title, onFailed }: { doc: PdfDocument; title: string; onFailed: () => void }) {
  const count = doc.pageCount;
  const [page, setPage] = useState(1);
  const [pageText, setPageText] = useState('1');
  const [fit, setFit] = useState(true);
  const [scale, setScale] = useState(1);
  const [size, setSize] = useState<PageSize | null>(null);
  const [drawing, setDrawing] = useState(true);
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const inputId = useId();
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const width = useWidth(area);

  const effective = fit && size ? fitWidthScale(width - 2 * GUTTER, size.width) : scale;
  const sizeWidth = size?.width ?? 0;
  const sizeHeight = size?.height ?? 0;

  useEffect(() => {
    let current = true;
    doc.pageSize(page).then(
      (s) => { if (current) setSize(s); },
      () => { if (current) failed.current(); },
    );
    return () => { current = false; };
  }, [doc, page]);

  useEffect(() => {
    const el = canvas.current;
    if (!sizeWidth || !sizeHeight || !el) return undefined;
    let current = true;
    setDrawing(true);
    const job = doc.renderPage(page, el, effective, window.devicePixelRatio || 1);
    job.promise.then(
      (done) => { if (current && done) setDrawing(false); },
      () => { if (current) failed.current(); },
    );
    return () => {
      current = false;
      job.cancel();
    };
  }, [doc, page, effective, sizeWidth, sizeHeight]);

  const goTo = (next: number) => {
    const p = clampPage(next, count);
    setPageText(String(p));
    if (p === page) return;
    setPage(p);
    area.current?.scrollTo?.({ top: 0, left: 0 });
  };
  const zoomTo = (next: number) => {
    setFit(false);
    setScale(next);
  };

  const onAreaKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const action =
      e.key === 'ArrowRight' ? () => goTo(page + 1)
      : e.key === 'ArrowLeft' ? () => goTo(page - 1)
      : e.key === '+' || e.key === '=' ? () => canZoomIn(effective) && zoomTo(zoomIn(effective))
      : e.key === '-' ? () => canZoomOut(effective) && zoomTo(zoomOut(effective))
      : null;
    if (!action) return;
    e.preventDefault();
    action();
  };

  const cssWidth = Math.round(sizeWidth * effective);
  const cssHeight = Math.round(sizeHeight * effective);

  return (
    <div css={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div
        role="group"
        aria-label={M.documentToolbar}
        css={(t) => ({
          flex: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 8,
          padding: '8px 12px', borderBottom: `1px solid ${t.colors.border}`, background: t.colors.surface,
        })}
      >
        <ToolButton icon="chevronLeft" label={M.previousPage} disabled={page <= 1} onClick={() => goTo(page - 1)} />
        <label htmlFor={inputId}><VisuallyHidden>{M.pageNumber}</VisuallyHidden></label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={3}
          value={pageText}
          onChange={(e) => setPageText(e.target.value.replace(/\D/g, '').slice(0, 5))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            goTo(pageFromInput(pageText, page, count));
          }}
          onBlur={() => goTo(pageFromInput(pageText, page, count))}
          css={(t) => ({
            width: '4.5em', padding: '6px 8px', font: 'inherit', textAlign: 'center', userSelect: 'text',
            border: `1px solid ${t.colors.border}`, borderRadius: t.radii.sm, background: t.colors.bg, color: t.colors.text,
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
          })}
        />
        <span role="status" css={{ minWidth: '7.5em', textAlign: 'center', fontWeight: 600 }}>{M.pageOf(page, count)}</span>
        <ToolButton icon="chevronRight" label={M.nextPage} disabled={page >= count} onClick={() => goTo(page + 1)} />
        <span aria-hidden="true" css={(t) => ({ width: 1, alignSelf: 'stretch', background: t.colors.border, margin: '0 4px' })} />
        <ToolButton icon="minus" label={M.zoomOut} disabled={!canZoomOut(effective)} onClick={() => zoomTo(zoomOut(effective))} />
        <span css={{ minWidth: '3.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>{M.zoomLevel(zoomPercent(effective))}</span>
        <ToolButton icon="plus" label={M.zoomIn} disabled={!canZoomIn(effective)} onClick={() => zoomTo(zoomIn(effective))} />
        <ToolButton icon="fitWidth" label={M.fitWidth} pressed={fit} onClick={() => setFit(true)} />
      </div>
      <div
        ref={area}
        role="region"
        aria-label={title}
        tabIndex={0}
        aria-busy={drawing}
        onKeyDown={onAreaKey}
        css={(t) => ({
          position: 'relative', flex: 1, minHeight: 0, overflow: 'auto', padding: GUTTER, background: t.colors.surfaceAlt,
          '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: -3 },
        })}
      >
        {drawing && (
          <div css={{ position: 'absolute', top: GUTTER + 8, left: 0, right: 0, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}>
            <Spinner />
          </div>
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={M.pageImage(page, title)}
          style={size ? { width: cssWidth, height: cssHeight } : undefined}
          css={{ display: 'block', margin: '0 auto', background: '#fff', boxShadow: '0 2px 12px rgba(0, 0, 0, 0.18)' }}
        />
      </div>
    </div>
  );
}

/** A toolbar button with an icon and a name. Unavailable is aria-disabled, so it keeps focus (Previous on page 1). */
function ToolButton({ icon, label, disabled = false, pressed, onClick }: {
  icon: ViewerIconName;
  label: string;
  disabled?: boolean;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      aria-pressed={pressed}
      onClick={() => { if (!disabled) onClick(); }}
      css={(t) => ({
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 40, minHeight: 40, padding: 8,
        border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, cursor: 'pointer', font: 'inherit',
        background: pressed ? t.colors.activeBg : t.colors.surface, color: pressed ? t.colors.activeText : t.colors.text,
        '&:hover:not([aria-disabled])': { background: t.colors.surfaceAlt },
        '&[aria-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
        '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
      })}
    >
      <ViewerIcon name={icon} />
    </button>
  );
}
