/// <reference types="@testing-library/jest-dom/jest-globals" />
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { filterStyle, htmlToText, isSafeImageSrc, isSafeLinkUrl, SafeHtml, sanitizeHtml } from '../../../ui/html/safe-html';

const parse = (html: string): HTMLElement => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
};

/** No element may carry an on* handler or a javascript: URL after sanitising. */
const assertInert = (root: HTMLElement) => {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith('on')).toBe(false);
      expect(attr.value).not.toMatch(/^\s*(javascript|vbscript):/i);
    }
  }
  expect(root.querySelector('script, iframe, svg, object, embed, style, form, base, meta, link')).toBeNull();
};

describe('sanitizeHtml: XSS payloads', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<svg onload="alert(1)"><circle r="5"/></svg>',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">click</a>',
    '<a href=" java\tscript:alert(1)">click</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<body onload="alert(1)">x</body>',
    '<div onclick="alert(1)" onmouseover="alert(2)">x</div>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<img src="javascript:alert(1)">',
    '<object data="javascript:alert(1)"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    '<style>body{display:none}</style>',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<details open ontoggle="alert(1)">x</details>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ];

  it.each(payloads)('neutralises %s', (payload) => {
    const root = parse(payload);
    assertInert(root);
    expect(sanitizeHtml(payload)).not.toMatch(/alert\(1\)/);
  });

  it('drops data: links and non-image data: sources', () => {
    expect(parse('<a href="data:text/html,hi">x</a>').querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(parse('<img src="data:image/svg+xml;base64,PHN2Zz4=">').querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(parse('<img src="data:text/html;base64,PGI+">').querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('strips style-based overlays but keeps harmless formatting styles', () => {
    const root = parse(
      '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background-color:white">fake login</div>'
      + '<p style="color: red; text-align: center; transform: translate(0,-200px); margin-top:-500px">ok</p>'
      + '<span style="background-image:url(https://evil.example/x.png)">bg</span>'
      + '<span style="color: expression(alert(1))">ie</span>',
    );
    const [overlay, p, bg, ie] = Array.from(root.querySelectorAll<HTMLElement>('div, p, span'));
    expect(overlay.getAttribute('style')).toBe('width: 100%; height: 100%; background-color: white');
    expect(overlay.style.position).toBe('');
    expect(overlay.style.zIndex).toBe('');
    expect(p.getAttribute('style')).toBe('color: red; text-align: center');
    expect(bg.hasAttribute('style')).toBe(false);
    expect(ie.hasAttribute('style')).toBe(false);
  });

  it('removes class and non-heading ids (no borrowing of app styles, no clobbering)', () => {
    const root = parse('<p class="modal-backdrop" id="root">x</p><h2 id="intro">Intro</h2><img name="getElementById" src="a.png">');
    expect(root.querySelector('p')?.hasAttribute('class')).toBe(false);
    expect(root.querySelector('p')?.hasAttribute('id')).toBe(false);
    expect(root.querySelector('h2')?.id).toBe('intro');
    expect(root.querySelector('img')?.hasAttribute('name')).toBe(false);
  });
});

describe('sanitizeHtml: allowed content', () => {
  it('keeps formatting, lists, tables, sub/sup and images with http(s), relative or data:image sources', () => {
    const html =
      '<p><b>bold</b> <i>it</i> <u>u</u> H<sub>2</sub>O x<sup>2</sup></p><ul><li>one</li></ul><ol><li>two</li></ol>'
      + '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>'
      + '<img src="https://cdn.example/q.png" alt="diagram"><img src="/media/q2.jpg" alt="r">'
      + '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">';
    const root = parse(html);
    expect(root.querySelector('b')?.textContent).toBe('bold');
    expect(root.querySelector('sub')?.textContent).toBe('2');
    expect(root.querySelector('sup')?.textContent).toBe('2');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const srcs = Array.from(root.querySelectorAll('img')).map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['https://cdn.example/q.png', '/media/q2.jpg', 'data:image/png;base64,iVBORw0KGgo=']);
  });

  it('keeps MathML', () => {
    const root = parse('<math><mfrac><mi>a</mi><mn>2</mn></mfrac></math>');
    expect(root.querySelector('mfrac')).not.toBeNull();
    expect(root.textContent).toBe('a2');
  });

  it('opens external links in a new tab without opener or referrer; in-page anchors stay', () => {
    const root = parse('<a href="https://example.com" target="_self" rel="opener">x</a><a href="#part-2">y</a>');
    const [ext, anchor] = Array.from(root.querySelectorAll('a'));
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor.getAttribute('href')).toBe('#part-2');
    expect(anchor.hasAttribute('target')).toBe(false);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('filterStyle', () => {
  it('keeps allowed declarations with plain values', () => {
    expect(filterStyle('COLOR: rgb(10, 20, 30); font-weight:bold;')).toBe('color: rgb(10, 20, 30); font-weight: bold');
  });
  it('drops positioning and function values', () => {
    expect(filterStyle('position:absolute; inset:0; color: var(--x); font-size: 12px !important')).toBe('');
  });
});

describe('URL guards', () => {
  it.each([
    ['https://cdn.example/a.png', true], ['/media/a.jpg', true], ['a.png', true], ['blob:https://app.example/1', true],
    ['data:image/jpeg;base64,/9j/', true], ['data:image/svg+xml;base64,PHN2Zz4=', false], ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false], [' JAVASCRIPT:alert(1)', false], ['vbscript:x', false], ['', false],
  ])('image src %p is safe: %p', (src, safe) => expect(isSafeImageSrc(src)).toBe(safe));

  it.each([
    ['https://cdn.example/n.pdf', true], ['http://x.example', true], ['/student/report', true], ['//evil.example', false],
    ['javascript:alert(1)', false], ['data:text/html,x', false], ['\u0001javascript:alert(1)', false], ['mailto:a@b.c', false],
  ])('link %p is safe: %p', (url, safe) => expect(isSafeLinkUrl(url)).toBe(safe));
});

describe('htmlToText', () => {
  it('returns readable text without markup or scripts', () => {
    expect(htmlToText('<p>What is H<sub>2</sub>O?</p><p>Pick one</p><script>alert(1)</script>')).toBe('What is H2O? Pick one');
    expect(htmlToText('a &amp; b &lt;c&gt;')).toBe('a & b <c>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised markup in a div or span', () => {
    const { container } = render(
      <>
        <SafeHtml html={'<b>Hi</b><img src=x onerror="window.__xss=1">'} id="body" />
        <SafeHtml html="<i>opt</i>" as="span" />
      </>,
    );
    const div = container.querySelector('div#body')!;
    expect(div.querySelector('b')).toHaveTextContent('Hi');
    expect(div.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('span > i')).toHaveTextContent('opt');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
