// The PDF/PPT viewer over a fake pdf-engine (jsdom cannot run pdf.js): loading, page navigation, zoom and fit to
// width, cancelling a page being drawn, ending the document on close, and the error state.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageSize, PdfDocument, PdfEngine, PdfLoading } from '../../../../../ui/pages/study-room/viewers/pdf-document';
import { PdfViewer } from '../../../../../ui/pages/study-room/viewers/pdf-viewer';
import { renderThemed } from '../../../components/render-themed';

const openPdf = jest.fn<PdfEngine['openPdf']>();
// not hoisted (SWC), and need not be: the viewer imports the engine only when a document opens
jest.mock('../../../../../ui/pages/study-room/viewers/pdf-engine', () => ({ openPdf: (url: string) => openPdf(url) }));

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

interface Job {
  page: number;
  scale: number;
  ratio: number;
  canvas: HTMLCanvasElement;
  cancelled: boolean;
  finish: (done: boolean) => void;
  fail: (e: unknown) => void;
}

class FakeDoc implements PdfDocument {
  readonly jobs: Job[] = [];
  destroyed = 0;
  /** draw every page at once (else a test finishes the jobs itself) */
  autoFinish = true;
  constructor(readonly pageCount: number, public size: PageSize = { width: 600, height: 800 }) {}
  pageSize = jest.fn(async (_page: number) => this.size);
  renderPage(page: number, canvas: HTMLCanvasElement, scale: number, ratio: number) {
    const d = deferred<boolean>();
    const job: Job = { page, scale, ratio, canvas, cancelled: false, finish: d.resolve, fail: d.reject };
    this.jobs.push(job);
    if (this.autoFinish) d.resolve(true);
    return { promise: d.promise, cancel: () => { job.cancelled = true; d.resolve(false); } };
  }
  destroy() { this.destroyed += 1; }
  get last(): Job { return this.jobs[this.jobs.length - 1]!; }
}

const loadingOf = (doc: FakeDoc | Promise<PdfDocument>): PdfLoading & { cancelled: number } => {
  const loading = { promise: doc instanceof FakeDoc ? Promise.resolve(doc) : doc, cancelled: 0, cancel: () => { loading.cancelled += 1; } };
  return loading;
};

const URL = '/api/study-files/501/file?sid=1&exp=2&sig=abc';

const renderViewer = async (doc: FakeDoc) => {
  openPdf.mockReturnValue(loadingOf(doc));
  const view = renderThemed(<PdfViewer url={URL} title="Kinematics notes" />);
  await screen.findByRole('img', { name: 'Page 1 of Kinematics notes' });
  await waitFor(() => expect(doc.jobs.length).toBeGreaterThan(0));
  return view;
};

const button = (name: string) => screen.getByRole('button', { name });
const status = () => within(screen.getByRole('group', { name: 'Document controls' })).getByRole('status');
const pageField = () => screen.getByRole('textbox', { name: 'Page number' });

let ratioBefore: number;
beforeEach(() => {
  openPdf.mockReset();
  ratioBefore = window.devicePixelRatio;
});
afterEach(() => {
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratioBefore });
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

describe('PdfViewer', () => {
  it('says Loading document while pdf.js loads, then draws page 1 onto a canvas named after the page', async () => {
    const doc = new FakeDoc(3);
    const load = deferred<PdfDocument>();
    openPdf.mockReturnValue(loadingOf(load.promise));
    renderThemed(<PdfViewer url={URL} title="Kinematics notes" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading document...');
    await act(async () => { load.resolve(doc); });
    expect(openPdf).toHaveBeenCalledWith(URL);
    const canvas = await screen.findByRole('img', { name: 'Page 1 of Kinematics notes' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(status()).toHaveTextContent('Page 1 of 3');
    await waitFor(() => expect(doc.jobs).toHaveLength(1));
    expect(doc.last.page).toBe(1);
    expect(doc.last.scale).toBe(1);
    expect(doc.last.canvas).toBe(canvas);
    expect(canvas).toHaveStyle({ width: '600px', height: '800px' });
  });

  it('draws for the screen\'s pixel density', async () => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    const doc = new FakeDoc(1);
    await renderViewer(doc);
    expect(doc.last.ratio).toBe(2);
  });

  it('turns pages with Previous and Next, which are unavailable at the ends', async () => {
    const doc = new FakeDoc(3);
    await renderViewer(doc);
    expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button('Previous page'));
    expect(status()).toHaveTextContent('Page 1 of 3');

    fireEvent.click(button('Next page'));
    expect(await screen.findByRole('img', { name: 'Page 2 of Kinematics notes' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Page 2 of 3');
    expect(pageField()).toHaveValue('2');
    expect(doc.last.page).toBe(2);
    expect(doc.pageSize).toHaveBeenLastCalledWith(2);
    expect(button('Previous page')).not.toHaveAttribute('aria-disabled');

    fireEvent.click(button('Next page'));
    expect(status()).toHaveTextContent('Page 3 of 3');
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button('Next page'));
    expect(status()).toHaveTextContent('Page 3 of 3');
    fireEvent.click(button('Previous page'));
    expect(status()).toHaveTextContent('Page 2 of 3');
    await act(async () => {});
  });

  it('goes to a typed page on Enter or on leaving the field, within 1..N, digits only', async () => {
    const doc = new FakeDoc(10);
    await renderViewer(doc);
    fireEvent.change(pageField(), { target: { value: '7' } });
    expect(status()).toHaveTextContent('Page 1 of 10');
    fireEvent.keyDown(pageField(), { key: 'Enter' });
    expect(status()).toHaveTextContent('Page 7 of 10');
    await act(async () => {});
    expect(doc.last.page).toBe(7);

    fireEvent.change(pageField(), { target: { value: '99' } });
    fireEvent.blur(pageField());
    expect(status()).toHaveTextContent('Page 10 of 10');
    expect(pageField()).toHaveValue('10');

    fireEvent.change(pageField(), { target: { value: '4x' } });
    expect(pageField()).toHaveValue('4');
    fireEvent.change(pageField(), { target: { value: '' } });
    fireEvent.blur(pageField());
    expect(status()).toHaveTextContent('Page 10 of 10');
    expect(pageField()).toHaveValue('10');
    await act(async () => {});
  });

  it('turns pages with the arrow keys and zooms with + and - while the page area has focus', async () => {
    const doc = new FakeDoc(3);
    await renderViewer(doc);
    const area = screen.getByRole('region', { name: 'Kinematics notes' });
    expect(area).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    expect(status()).toHaveTextContent('Page 2 of 3');
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    expect(status()).toHaveTextContent('Page 1 of 3');
    fireEvent.keyDown(area, { key: '+' });
    expect(screen.getByText('125%')).toBeInTheDocument();
    fireEvent.keyDown(area, { key: '-' });
    fireEvent.keyDown(area, { key: '-' });
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(fireEvent.keyDown(area, { key: 'ArrowDown' })).toBe(true);
    await act(async () => {});
  });

  it('zooms in and out by steps, redrawing the page at that scale; Fit to width fits it again', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 632 });
    const doc = new FakeDoc(2, { width: 400, height: 500 });
    await renderViewer(doc);
    // 632 px minus the 16 px gutters is 600 px: a 400 px page at 150%
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(doc.last.scale).toBe(1.5);
    expect(screen.getByRole('img')).toHaveStyle({ width: '600px', height: '750px' });

    fireEvent.click(button('Zoom in'));
    expect(screen.getByText('200%')).toBeInTheDocument();
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {});
    expect(doc.last.scale).toBe(2);
    expect(screen.getByRole('img')).toHaveStyle({ width: '800px', height: '1000px' });

    fireEvent.click(button('Zoom out'));
    fireEvent.click(button('Zoom out'));
    expect(screen.getByText('125%')).toBeInTheDocument();

    fireEvent.click(button('Fit to width'));
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(button('Fit to width')).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {});
    expect(doc.last.scale).toBe(1.5);
  });

  it('stops at 25% and 400%', async () => {
    const doc = new FakeDoc(1);
    await renderViewer(doc);
    for (let i = 0; i < 10; i += 1) fireEvent.click(button('Zoom in'));
    expect(screen.getByText('400%')).toBeInTheDocument();
    expect(button('Zoom in')).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 10; i += 1) fireEvent.click(button('Zoom out'));
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(button('Zoom out')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {});
  });

  it('cancels the page being drawn when the page changes, and marks the page area busy while drawing', async () => {
    const doc = new FakeDoc(3);
    doc.autoFinish = false;
    await renderViewer(doc);
    const area = screen.getByRole('region', { name: 'Kinematics notes' });
    expect(area).toHaveAttribute('aria-busy', 'true');
    const first = doc.last;
    fireEvent.click(button('Next page'));
    await act(async () => {});
    expect(first.cancelled).toBe(true);
    const second = doc.last;
    expect(second.page).toBe(2);
    expect(second.cancelled).toBe(false);
    await act(async () => { second.finish(true); });
    expect(area).toHaveAttribute('aria-busy', 'false');
  });

  it('cancels the drawing and ends the document when it closes', async () => {
    const doc = new FakeDoc(3);
    doc.autoFinish = false;
    const { unmount } = await renderViewer(doc);
    unmount();
    expect(doc.last.cancelled).toBe(true);
    expect(doc.destroyed).toBe(1);
  });

  it('stops loading when it closes before the document is there', async () => {
    const load = deferred<PdfDocument>();
    const loading = loadingOf(load.promise);
    openPdf.mockReturnValue(loading);
    const { unmount } = renderThemed(<PdfViewer url={URL} title="Kinematics notes" />);
    await act(async () => {});
    expect(openPdf).toHaveBeenCalled();
    unmount();
    expect(loading.cancelled).toBe(1);
    const doc = new FakeDoc(1);
    await act(async () => { load.resolve(doc); });
    expect(doc.destroyed).toBe(0);
    expect(doc.jobs).toHaveLength(0);
  });

  it('says the document could not be opened when it does not load', async () => {
    openPdf.mockReturnValue(loadingOf(Promise.reject(new Error('InvalidPDFException'))));
    renderThemed(<PdfViewer url={URL} title="Kinematics notes" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This document could not be opened. Please try again.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the engine chunk itself cannot be loaded', async () => {
    openPdf.mockImplementation(() => { throw new Error('Failed to fetch dynamically imported module'); });
    renderThemed(<PdfViewer url={URL} title="Kinematics notes" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This document could not be opened. Please try again.');
  });

  it('says so without a document address, never asking pdf.js', async () => {
    renderThemed(<PdfViewer url="" title="Kinematics notes" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This document could not be opened. Please try again.');
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('says so when a page cannot be drawn, and ends the document', async () => {
    const doc = new FakeDoc(3);
    doc.autoFinish = false;
    const { unmount } = await renderViewer(doc);
    await act(async () => { doc.last.fail(new Error('bad page')); });
    expect(screen.getByRole('alert')).toHaveTextContent('This document could not be opened. Please try again.');
    unmount();
    expect(doc.destroyed).toBe(1);
  });

  it('says so when a page size cannot be read', async () => {
    const doc = new FakeDoc(3);
    doc.pageSize.mockRejectedValue(new Error('bad page'));
    openPdf.mockReturnValue(loadingOf(doc));
    renderThemed(<PdfViewer url={URL} title="Kinematics notes" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This document could not be opened. Please try again.');
  });
});
