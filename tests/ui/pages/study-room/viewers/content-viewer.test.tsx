// The full-screen viewer: a modal dialog with focus handling, copy blocking, and each type's view (Text with its table
// of contents and Scroll to top, Video, PDF/PPT through the lazy engine).
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { OpenedContent } from '../../../../../domain/study-room/content';
import type { PdfEngine } from '../../../../../ui/pages/study-room/viewers/pdf-document';
import { ContentViewer } from '../../../../../ui/pages/study-room/viewers/content-viewer';
import { studyFileUrl } from '../../../../../ui/pages/study-room/viewers/file-url';
import { SCROLL_TOP_AFTER_PX } from '../../../../../ui/pages/study-room/viewers/text-viewer';
import { renderPage } from '../../../support/render-page';

const openPdf = jest.fn<PdfEngine['openPdf']>();
// not hoisted (SWC), and need not be: the viewer imports the engine only when a document opens
jest.mock('../../../../../ui/pages/study-room/viewers/pdf-engine', () => ({ openPdf: (url: string) => openPdf(url) }));

const anOpened = (over: Partial<OpenedContent> = {}): OpenedContent => ({
  id: 501, contentTitle: 'Kinematics notes', contentType: 'Text', language: 'English', topicId: 11, topicName: 'Kinematics',
  description: '', links: [], contentUrl: '', captionsUrl: '', posterUrl: '', ...over,
});

const TEXT = [
  '<h1 id="intro">Kinematics</h1><p>Motion in a line.</p>',
  '<h2>Velocity</h2><p>v = u + at</p>',
  '<h3>Average velocity</h3><p>Displacement over time.</p>',
  '<h2>Velocity</h2><p>Again, for vectors.</p>',
  '<h2 id="intro">Acceleration</h2><p>The rate of change of velocity.</p>',
  '<h4></h4>',
].join('');

function Opener({ content }: { content: OpenedContent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open item</button>
      {open && <ContentViewer content={content} onClose={() => setOpen(false)} />}
    </>
  );
}

const renderViewer = (content: OpenedContent) => {
  const view = renderPage(<Opener content={content} />, { path: '/study-room/study-material', student: null });
  const opener = screen.getByRole('button', { name: 'Open item' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { ...view, opener, dialog: screen.getByRole('dialog', { name: content.contentTitle }) };
};

afterEach(() => {
  openPdf.mockReset();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ContentViewer', () => {
  it('is a modal dialog over the app titled by the item, with its type; focus moves to Close and back to the opener', () => {
    const { dialog, opener } = renderViewer(anOpened({ description: '<p>Hello</p>' }));
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toBe(document.body);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Kinematics notes' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Text');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and keeps Tab inside', () => {
    const { dialog, opener } = renderViewer(anOpened({ description: '<h2>One</h2><p>Text</p>' }));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // Shift+Tab from the first stop wraps to the last (the article)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(within(dialog).getByRole('article')).toHaveFocus();
    fireEvent.keyDown(within(dialog).getByRole('article'), { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  describe('copy blocking', () => {
    it('prevents copy, cut and the context menu, and says so once per opening', () => {
      const { dialog, services } = renderViewer(anOpened({ description: '<p>Secret notes</p>' }));
      const text = within(dialog).getByText('Secret notes');
      expect(fireEvent.copy(text)).toBe(false);
      expect(services.toasts.toasts).toHaveLength(1);
      expect(services.toasts.toasts[0]).toMatchObject({ message: 'Copying is disabled for study material.', variant: 'warning', durationMs: 2000 });
      expect(fireEvent.cut(text)).toBe(false);
      expect(fireEvent.contextMenu(text)).toBe(false);
      expect(fireEvent.copy(document.body)).toBe(false);
      expect(fireEvent.dragStart(text)).toBe(false);
      expect(services.toasts.toasts).toHaveLength(1);
    });

    it('tells again on the next opening, and leaves copying alone once closed', () => {
      const { dialog, services, opener } = renderViewer(anOpened({ description: '<p>Secret notes</p>' }));
      fireEvent.contextMenu(within(dialog).getByText('Secret notes'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(fireEvent.copy(opener)).toBe(true);
      expect(fireEvent.contextMenu(opener)).toBe(true);
      fireEvent.click(opener);
      fireEvent.copy(screen.getByText('Secret notes'));
      expect(services.toasts.toasts).toHaveLength(2);
    });

    it('makes the text unselectable', () => {
      const { dialog } = renderViewer(anOpened({ description: '<p>Secret notes</p>' }));
      const dialogClass = Array.from(dialog.classList).find((c) => c.startsWith('css-'))!;
      const rules = Array.from(document.styleSheets)
        .flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText))
        .filter((r) => r.startsWith(`.${dialogClass} {`));
      expect(rules.join('\n')).toMatch(/user-select: none;/);
    });
  });

  describe('Text', () => {
    it('renders the sanitised HTML in an article', () => {
      const { dialog } = renderViewer(anOpened({ description: '<p onclick="alert(1)">Safe <b>text</b></p><script>alert(2)</script>' }));
      const article = within(dialog).getByRole('article', { name: 'Kinematics notes text' });
      expect(article.querySelector('script')).toBeNull();
      expect(article.querySelector('p')).not.toHaveAttribute('onclick');
      expect(within(article).getByText('text').tagName).toBe('B');
    });

    it('gives the headings unique ids and lists them, nested by level, in a table of contents linking to them', () => {
      const { dialog } = renderViewer(anOpened({ description: TEXT }));
      const article = within(dialog).getByRole('article');
      const headings = Array.from(article.querySelectorAll('h1, h2, h3, h4'));
      expect(headings.map((h) => h.id)).toEqual(['intro', 'toc-velocity', 'toc-average-velocity', 'toc-velocity-2', 'toc-acceleration', 'toc-section']);
      expect(headings.every((h) => h.getAttribute('tabindex') === '-1')).toBe(true);

      const nav = within(dialog).getByRole('navigation', { name: 'Table of contents' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Kinematics', '#intro'],
        ['Velocity', '#toc-velocity'],
        ['Average velocity', '#toc-average-velocity'],
        ['Velocity', '#toc-velocity-2'],
        ['Acceleration', '#toc-acceleration'],
      ]);
      // Velocity's subheading is in Velocity's own list, under Kinematics'
      const velocity = links[1].closest('li')!;
      expect(within(velocity).getByRole('link', { name: 'Average velocity' })).toBeInTheDocument();
      expect(links[0].closest('li')!.contains(links[4])).toBe(true);
    });

    it('a contents link scrolls to its heading and moves focus to it', () => {
      const scrolled: unknown[] = [];
      const proto = HTMLElement.prototype as { scrollIntoView?: (arg?: unknown) => void };
      proto.scrollIntoView = function scrollIntoView(arg?: unknown) { scrolled.push([(this as HTMLElement).id, arg]); };
      try {
        const { dialog } = renderViewer(anOpened({ description: TEXT }));
        const nav = within(dialog).getByRole('navigation', { name: 'Table of contents' });
        const link = within(nav).getAllByRole('link', { name: 'Velocity' })[1];
        expect(fireEvent.click(link)).toBe(false);
        const heading = within(dialog).getByRole('article').querySelector('#toc-velocity-2');
        expect(heading).toHaveFocus();
        expect(scrolled).toEqual([['toc-velocity-2', { block: 'start', behavior: 'smooth' }]]);
      } finally {
        delete proto.scrollIntoView;
      }
    });

    it('scrolls at once with prefers-reduced-motion', () => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }),
      });
      const scrolled: unknown[] = [];
      const proto = HTMLElement.prototype as { scrollIntoView?: (arg?: unknown) => void };
      proto.scrollIntoView = (arg?: unknown) => { scrolled.push(arg); };
      try {
        const { dialog } = renderViewer(anOpened({ description: TEXT }));
        fireEvent.click(within(dialog).getByRole('link', { name: 'Acceleration' }));
        expect(scrolled).toEqual([{ block: 'start', behavior: 'auto' }]);
      } finally {
        delete proto.scrollIntoView;
      }
    });

    it('has no table of contents without headings', () => {
      const { dialog } = renderViewer(anOpened({ description: '<p>Just a paragraph.</p>' }));
      expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('shows Scroll to top once the article has scrolled; it goes back to the top with focus on the article', () => {
      const { dialog } = renderViewer(anOpened({ description: TEXT }));
      const article = within(dialog).getByRole('article');
      expect(within(dialog).queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
      article.scrollTop = SCROLL_TOP_AFTER_PX;
      fireEvent.scroll(article);
      expect(within(dialog).queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
      article.scrollTop = SCROLL_TOP_AFTER_PX + 400;
      fireEvent.scroll(article);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Scroll to top' }));
      expect(article.scrollTop).toBe(0);
      expect(article).toHaveFocus();
      expect(within(dialog).queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    });
  });

  describe('Video', () => {
    const video = anOpened({
      contentType: 'Video', contentTitle: 'Kinematics lesson',
      contentUrl: '/api/study-files/7/file?sid=1&exp=9&sig=a', posterUrl: '/api/study-files/7/poster?sid=1&exp=9&sig=b',
      captionsUrl: '/api/study-files/7/captions?sid=1&exp=9&sig=c',
    });

    it('plays in the browser\'s player with the signed file, the poster and captions on by default', () => {
      const { dialog } = renderViewer(video);
      const el = dialog.querySelector('video')!;
      expect(el).toHaveAttribute('controls');
      expect(el).toHaveAttribute('src', '/api/study-files/7/file?sid=1&exp=9&sig=a');
      expect(el).toHaveAttribute('poster', '/api/study-files/7/poster?sid=1&exp=9&sig=b');
      expect(el).toHaveAttribute('preload', 'metadata');
      expect(el).toHaveAttribute('playsinline');
      expect(el).toHaveAttribute('controlslist', 'nodownload noremoteplayback');
      expect(el).toHaveAttribute('aria-label', 'Kinematics lesson');
      expect(el).toHaveAttribute('tabindex', '0');
      const track = el.querySelector('track')!;
      expect(track).toHaveAttribute('kind', 'captions');
      expect(track).toHaveAttribute('default');
      expect(track).toHaveAttribute('src', '/api/study-files/7/captions?sid=1&exp=9&sig=c');
    });

    it('is reachable with Tab inside the dialog', () => {
      const { dialog } = renderViewer(video);
      const close = within(dialog).getByRole('button', { name: 'Close' });
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      expect(dialog.querySelector('video')).toHaveFocus();
    });

    it('says it could not be opened when the file does not play', () => {
      const { dialog } = renderViewer(video);
      fireEvent.error(dialog.querySelector('video')!);
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This item could not be opened. Please try again.');
      expect(dialog.querySelector('video')).toBeNull();
    });

    it('has no captions track without captions', () => {
      const { dialog } = renderViewer({ ...video, captionsUrl: '' });
      expect(dialog.querySelector('track')).toBeNull();
    });
  });

  describe('PDF and PPT', () => {
    it.each(['PDF', 'PPT'] as const)('a %s opens in the document viewer with its signed file', async (contentType) => {
      openPdf.mockReturnValue({ promise: new Promise(() => {}), cancel: () => {} });
      const { dialog } = renderViewer(anOpened({ contentType, contentUrl: '/api/study-files/8/file?sid=1&exp=9&sig=d' }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Loading document...');
      await waitFor(() => expect(openPdf).toHaveBeenCalledWith('/api/study-files/8/file?sid=1&exp=9&sig=d'));
    });

    it('refuses an address that is not http(s) or a path on the API host', async () => {
      const { dialog } = renderViewer(anOpened({ contentType: 'PDF', contentUrl: 'javascript:alert(1)' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This document could not be opened. Please try again.');
      expect(openPdf).not.toHaveBeenCalled();
    });
  });
});

describe('studyFileUrl', () => {
  it('keeps a path on the API host and an absolute http(s) URL, and refuses anything else', () => {
    expect(studyFileUrl('/api/study-files/1/file?sig=a')).toBe('/api/study-files/1/file?sig=a');
    expect(studyFileUrl(' https://api.example/api/study-files/1/file ')).toBe('https://api.example/api/study-files/1/file');
    expect(studyFileUrl('javascript:alert(1)')).toBe('');
    expect(studyFileUrl('//evil.example/x.pdf')).toBe('');
    expect(studyFileUrl('data:application/pdf;base64,AAAA')).toBe('');
    expect(studyFileUrl('')).toBe('');
  });
});
