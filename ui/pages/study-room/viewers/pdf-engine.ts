// The one module that imports pdf.js. It is loaded only when a PDF or PPT (slides delivered as a PDF) opens
// (pdf-viewer.tsx: import('./pdf-engine')), so pdf.js is a chunk of its own, never in the entry or the route's chunk.
//
// Strict CSP (server/http/security-headers.ts): the worker is our own file, emitted by Vite as an asset (`?url`) and
// allowed by script-src 'self' (worker-src falls back to it); isEvalSupported: false (no `new Function`); no wasm
// (useWasm: false: compiling wasm would need 'wasm-unsafe-eval'); nothing is fetched but the document itself (no cMap,
// standard font, ICC or wasm URLs: fonts a PDF does not embed fall back to the system's); embedded fonts load through
// the Font Loading API from memory (no <style> element, no font URL).
//
// The legacy build: the modern one calls JavaScript built-ins only the very latest Chrome and Firefox have
// (Map.prototype.getOrInsertComputed, unpolyfilled) and no Safari, so it fails on most phones; the legacy build is the
// same API with those polyfilled.
import {
  getDocument, GlobalWorkerOptions, RenderingCancelledException, VerbosityLevel,
  type PDFDocumentProxy, type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import type { PdfDocument, PdfLoading } from './pdf-document';
import { outputRatio } from './pdf-view-logic';

/** PDF points to CSS px: a scale of 1 shows a page at its printed size. */
const CSS_PX_PER_PT = 96 / 72;

export function openPdf(url: string): PdfLoading {
  GlobalWorkerOptions.workerSrc = workerUrl;
  const task = getDocument({
    url,
    isEvalSupported: false,
    useWasm: false,
    useSystemFonts: true,
    disableFontFace: false,
    enableXfa: false,
    withCredentials: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  const destroy = () => { void task.destroy(); };
  return { promise: task.promise.then((doc) => wrap(doc, destroy)), cancel: destroy };
}

function wrap(doc: PDFDocumentProxy, destroy: () => void): PdfDocument {
  return {
    pageCount: doc.numPages,
    async pageSize(pageNumber) {
      const viewport = (await doc.getPage(pageNumber)).getViewport({ scale: CSS_PX_PER_PT });
      return { width: viewport.width, height: viewport.height };
    },
    renderPage(pageNumber, canvas, scale, pixelRatio) {
      let cancelled = false;
      let task: RenderTask | null = null;
      const promise = (async () => {
        const page = await doc.getPage(pageNumber);
        if (cancelled) return false;
        const viewport = page.getViewport({ scale: scale * CSS_PX_PER_PT });
        const ratio = outputRatio(viewport.width, viewport.height, pixelRatio);
        canvas.width = Math.max(1, Math.floor(viewport.width * ratio));
        canvas.height = Math.max(1, Math.floor(viewport.height * ratio));
        task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        try {
          await task.promise;
          return true;
        } catch (e) {
          if (cancelled || e instanceof RenderingCancelledException) return false;
          throw e;
        }
      })();
      return {
        promise,
        cancel: () => {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    destroy,
  };
}
