// What the PDF viewer needs of a document, whatever draws it: pdf-engine.ts (pdf.js, a lazy chunk) in the app, a fake
// in the tests (jsdom cannot run pdf.js).

export interface PageSize {
  /** CSS px at a scale of 1 */
  width: number;
  height: number;
}

export interface RenderJob {
  /** true once drawn, false when cancelled; rejects when the page cannot be drawn */
  promise: Promise<boolean>;
  cancel(): void;
}

export interface PdfDocument {
  readonly pageCount: number;
  pageSize(pageNumber: number): Promise<PageSize>;
  /** Draws one page onto the canvas at `scale`, with `pixelRatio` device pixels per CSS px (lowered when the canvas
   *  would be larger than MAX_CANVAS_PIXELS, pdf-view-logic.ts). The canvas's CSS size is the caller's. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number, pixelRatio: number): RenderJob;
  /** Ends the document and its worker. */
  destroy(): void;
}

export interface PdfLoading {
  promise: Promise<PdfDocument>;
  /** Stops loading (and ends the document if it had loaded). */
  cancel(): void;
}

/** The lazy module (pdf-engine.ts). */
export interface PdfEngine {
  openPdf(url: string): PdfLoading;
}
