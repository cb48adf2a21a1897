// The one way server-provided HTML reaches the page (question bodies, options, explanations, common data,
// study text). DOMPurify with an allow-list: formatting, lists, tables, images, sub/sup and MathML stay;
// scripts, event handlers, javascript: URLs, frames, forms, classes and positioning styles go.
// Links open in a new tab with rel="noopener noreferrer".
import { css } from '@emotion/react';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';

const HTML_TAGS = [
  'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del',
  'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i',
  'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'span',
  'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul', 'var', 'wbr',
];
const MATHML_TAGS = [
  'math', 'menclose', 'merror', 'mfrac', 'mi', 'mmultiscripts', 'mn', 'mo', 'mover', 'mpadded', 'mphantom', 'mprescripts',
  'mroot', 'mrow', 'ms', 'mspace', 'msqrt', 'mstyle', 'msub', 'msubsup', 'msup', 'mtable', 'mtd', 'mtext', 'mtr',
  'munder', 'munderover', 'none', 'semantics',
];
const ATTRS = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'headers', 'align', 'valign',
  'start', 'reversed', 'type', 'dir', 'lang', 'color', 'size', 'face', 'style', 'id',
  // MathML presentation attributes
  'display', 'displaystyle', 'mathvariant', 'scriptlevel', 'fence', 'stretchy', 'separator', 'accent', 'accentunder',
  'linethickness', 'notation', 'columnalign', 'rowalign', 'columnspan', 'lspace', 'rspace', 'largeop', 'movablelimits',
];

/** CSS properties a rich-text editor legitimately produces; nothing that positions or layers content. */
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'font-weight', 'font-style', 'font-size', 'font-family', 'text-align',
  'text-decoration', 'text-decoration-line', 'text-transform', 'vertical-align', 'white-space', 'line-height',
  'list-style-type', 'border', 'border-color', 'border-style', 'border-width', 'border-collapse', 'padding',
  'width', 'height', 'max-width',
]);
/** Plain values only: no functions (url(), expression(), var()), escapes, comments or !important. */
const SAFE_STYLE_VALUE = /^[\w\s#.,%'"+-]*(?:rgba?\([\d\s.,%]+\)[\w\s#.,%'"+-]*)*$/;
const UNSAFE_STYLE_VALUE = /expression|javascript|behavior|url|\\|\/\*|!\s*important/i;

/** http(s), mailto and relative URLs; data: only for images (checked in the attribute hook). */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const IMAGE_SRC = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp);base64,|(?![a-z][a-z\d+.-]*:))/i;
const HEADING = /^H[1-6]$/;

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_TAGS, ...MATHML_TAGS],
  ALLOWED_ATTR: ATTRS,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: ['style', 'script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'svg'],
  // Keep the text of removed wrappers but never the content of script-like elements.
  KEEP_CONTENT: true,
};

/** Filters an inline style down to the allowed properties with plain values. */
export const filterStyle = (style: string): string =>
  style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!STYLE_PROPERTIES.has(property) || !value) return null;
      if (UNSAFE_STYLE_VALUE.test(value) || !SAFE_STYLE_VALUE.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((d): d is string => d !== null)
    .join('; ');

/**
 * One purifier per result kind, each given its configuration once (`setConfig`): DOMPurify reads a configuration
 * passed to `sanitize` again on every call (its allow-lists rebuilt as sets), which was 40 % of sanitising a
 * question's option in Chromium (a loop of 400 strings: 284-597 -> 159-341 us a string, the same output).
 */
const purifiers: { html: Purifier | null; dom: Purifier | null } = { html: null, dom: null };

const makePurifier = (config: Config): Purifier => {
  const p = DOMPurify(window);
  p.setConfig(config);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') {
      const kept = filterStyle(data.attrValue);
      data.attrValue = kept;
      data.keepAttr = kept !== '';
    } else if (data.attrName === 'src') {
      // images only; data: URIs only for raster images (DOMPurify then still checks the URI itself)
      data.keepAttr = node.nodeName === 'IMG' && IMAGE_SRC.test(data.attrValue.trim());
    } else if (data.attrName === 'id') {
      // ids only on headings (the study text's table of contents links to them)
      data.keepAttr = HEADING.test(node.nodeName);
    }
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && !href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return p;
};

const htmlPurifier = (): Purifier => (purifiers.html ??= makePurifier(CONFIG));
const domPurifier = (): Purifier => (purifiers.dom ??= makePurifier({ ...CONFIG, RETURN_DOM: true }));

/** Whether a URL may be used as an <img> src: http(s), relative, blob: (a local preview) or a raster data: image. */
export const isSafeImageSrc = (src: string): boolean => {
  // browsers ignore whitespace and control characters inside a scheme ('java\tscript:'), so test without them
  const s = src.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '');
  return s !== '' && (IMAGE_SRC.test(s) || /^blob:https?:\/\//i.test(s));
};

/** Whether a server-given URL may be a link target: http(s) or same-site relative only. */
export const isSafeLinkUrl = (url: string): boolean => /^(?:https?:\/\/|\/(?!\/))/i.test(url.trim());

/** Sanitises untrusted HTML to a string that is safe to put into innerHTML. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return htmlPurifier().sanitize(html) as string;
}

/**
 * The last sanitised strings by their input (least recently used dropped first). The result depends on the input
 * alone, so a question body or option shown again (Next, a palette jump back) is not parsed and purified again.
 */
// a 200-question test renders about 1,400 strings (body, common data, 4-5 options, explanation): all of them fit
const SANITISED_LIMIT = 2000;
const sanitised = new Map<string, string>();

/** sanitizeHtml, remembered for the last SANITISED_LIMIT inputs. */
export function sanitizeHtmlCached(html: string): string {
  const hit = sanitised.get(html);
  if (hit !== undefined) {
    sanitised.delete(html);
    sanitised.set(html, hit);
    return hit;
  }
  const clean = sanitizeHtml(html);
  sanitised.set(html, clean);
  if (sanitised.size > SANITISED_LIMIT) sanitised.delete(sanitised.keys().next().value as string);
  return clean;
}

const BLOCK = /^(?:ADDRESS|BLOCKQUOTE|BR|CAPTION|DD|DIV|DL|DT|FIGCAPTION|FIGURE|H[1-6]|HR|LI|OL|P|PRE|TABLE|TD|TH|TR|UL)$/;

/** Plain text of untrusted HTML (for search queries, labels): block elements become spaces. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const body = domPurifier().sanitize(html) as unknown as HTMLElement;
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
    node.childNodes.forEach(walk);
    if (node.nodeType === Node.ELEMENT_NODE && BLOCK.test(node.nodeName)) text += ' ';
  };
  walk(body);
  return text.replace(/\s+/g, ' ').trim();
}

export interface SafeHtmlProps {
  html: string;
  /** span for inline places such as option labels; div otherwise */
  as?: 'div' | 'span';
  id?: string;
  className?: string;
}

// serialised once here, not on every render of every string
const safeHtmlCss = css({
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
  '& td, & th': { border: '1px solid currentColor', padding: '4px 8px' },
  '& p:first-of-type': { marginTop: 0 },
  '& p:last-of-type': { marginBottom: 0 },
});

export function SafeHtml({ html, as: Tag = 'div', id, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtmlCached(html), [html]);
  return <Tag id={id} className={className} css={safeHtmlCss} dangerouslySetInnerHTML={{ __html: clean }} />;
}
