// The small PDF writer of scripts/make-media.ts: pages of text in the standard fonts (no embedding), simple shapes,
// Flate streams; A4 portrait notes (notesPdf) and 16:9 landscape slides (slidesPdf).
import { deflateSync } from 'node:zlib';

/** Helvetica advance widths (1/1000 em) of the printable ASCII characters 32..126 (the AFM's). */
const HELVETICA = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667,
  778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
const widthOf = (s: string, size: number, bold = false): number =>
  [...s].reduce((w, ch) => w + (HELVETICA[ch.charCodeAt(0) - 32] ?? 556), 0) * size / 1000 * (bold ? 1.06 : 1);

const pdfString = (s: string): string => `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')})`;

type Font = 'F1' | 'F2' | 'F3';
type Rgb = [number, number, number];
const rgb = (hex: number): Rgb => [(hex >> 16 & 255) / 255, (hex >> 8 & 255) / 255, (hex & 255) / 255];
const c3 = ([r, g, b]: Rgb) => `${r.toFixed(3)} ${g.toFixed(3)} ${b.toFixed(3)}`;

class Page {
  readonly ops: string[] = [];
  constructor(readonly width: number, readonly height: number) {}
  text(x: number, y: number, s: string, size: number, font: Font = 'F1', color: Rgb = [0.1, 0.1, 0.12]): this {
    this.ops.push(`BT /${font} ${size} Tf ${c3(color)} rg ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(s)} Tj ET`);
    return this;
  }
  rect(x: number, y: number, w: number, h: number, color: Rgb): this {
    this.ops.push(`${c3(color)} rg ${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)} re f`);
    return this;
  }
  line(points: [number, number][], color: Rgb, width = 1, close = false): this {
    const [first, ...rest] = points;
    this.ops.push(`${c3(color)} RG ${width} w ${first[0].toFixed(1)} ${first[1].toFixed(1)} m ${rest.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)} l`).join(' ')} ${close ? 'h ' : ''}S`);
    return this;
  }
}

/** Writes the pages as a PDF 1.4 file (Helvetica, Helvetica-Bold, Helvetica-Oblique: standard fonts, WinAnsi). */
function pdfBytes(pages: Page[], info: { title: string; subject: string }): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const fonts = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'].map((name) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`));
  const kids: number[] = [];
  for (const page of pages) {
    const content = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'), { level: 9 });
    const stream = add(Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]));
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents ${stream} 0 R `
      + `/Resources << /Font << /F1 ${fonts[0]} 0 R /F2 ${fonts[1]} 0 R /F3 ${fonts[2]} 0 R >> >> >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoObj = add(`<< /Title ${pdfString(info.title)} /Subject ${pdfString(info.subject)} /Author (Exam Prep study notes) /Creator (scripts/make-media.ts) >>`);
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(bytes);
    offset += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

/** Words of `s` in lines no wider than `width` points. */
const wrapPoints = (s: string, size: number, width: number, bold = false): string[] => {
  const lines: string[] = [];
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && widthOf(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

export type Block =
  | { h: string }
  | { p: string }
  | { bullets: string[] }
  | { formula: string }
  | { note: string }
  | { table: { head: readonly string[]; rows: readonly (readonly string[])[] } };

export interface NotesDoc { file: string; title: string; subtitle: string; blocks: Block[] }

const INK: Rgb = rgb(0x1b2430);
const ACCENT: Rgb = rgb(0x2f6fab);
const MUTED: Rgb = rgb(0x5b6b7b);
const PALE: Rgb = rgb(0xeef3f8);

/** A4 portrait notes: a title block on the first page, headings, paragraphs, bullets, boxed formulas, page footers. */
export function notesPdf(doc: NotesDoc): Buffer {
  const W = 595;
  const H = 842;
  const M = 64;
  const pages: Page[] = [];
  let page = new Page(W, H);
  let y = H - M;
  const newPage = () => {
    pages.push(page);
    page = new Page(W, H);
    y = H - M;
  };
  const need = (h: number) => { if (y - h < M + 30) newPage(); };
  page.rect(0, H - 150, W, 150, PALE).rect(0, H - 150, 8, 150, ACCENT);
  page.text(M, H - 70, doc.title, 24, 'F2', INK).text(M, H - 96, doc.subtitle, 12, 'F3', MUTED);
  page.text(M, H - 124, 'Exam Prep study notes', 9, 'F1', MUTED);
  y = H - 190;
  for (const b of doc.blocks) {
    if ('h' in b) {
      need(60);
      y -= 8;
      page.text(M, y, b.h, 15, 'F2', ACCENT);
      y -= 8;
      page.line([[M, y], [M + 60, y]], rgb(0xf5a623), 2);
      y -= 18;
    } else if ('p' in b) {
      for (const line of wrapPoints(b.p, 11, W - 2 * M)) {
        need(16);
        page.text(M, y, line, 11, 'F1', INK);
        y -= 15.5;
      }
      y -= 7;
    } else if ('bullets' in b) {
      for (const item of b.bullets) {
        const lines = wrapPoints(item, 11, W - 2 * M - 16);
        need(lines.length * 15.5);
        page.rect(M + 2, y + 3, 4, 4, ACCENT);
        lines.forEach((line) => { page.text(M + 16, y, line, 11, 'F1', INK); y -= 15.5; });
      }
      y -= 7;
    } else if ('formula' in b) {
      need(40);
      page.rect(M, y - 12, W - 2 * M, 30, PALE).rect(M, y - 12, 3, 30, ACCENT);
      page.text(M + 16, y, b.formula, 12, 'F2', INK);
      y -= 42;
    } else if ('table' in b) {
      // a ruled table, the head on a pale band; cells wrap within equal columns
      const colW = (W - 2 * M) / b.table.head.length;
      const row = (cells: readonly string[], head: boolean) => {
        const wrapped = cells.map((c) => wrapPoints(c, 10, colW - 12, head));
        const h = Math.max(...wrapped.map((l) => l.length)) * 13 + 8;
        need(h + 4);
        const top = y + 12;
        if (head) page.rect(M, top - h, W - 2 * M, h, PALE);
        wrapped.forEach((lines, i) => lines.forEach((line, k) => page.text(M + 6 + i * colW, y - k * 13, line, 10, head ? 'F2' : 'F1', INK)));
        page.line([[M, top - h], [W - M, top - h]], rgb(0xc9d6e3), 0.6);
        y = top - h - 12;
      };
      row(b.table.head, true);
      for (const r of b.table.rows) row(r, false);
      y -= 9;
    } else {
      const lines = wrapPoints(b.note, 10, W - 2 * M - 24);
      need(lines.length * 14 + 20);
      page.rect(M, y - lines.length * 14 + 4, W - 2 * M, lines.length * 14 + 14, rgb(0xfff6e5));
      lines.forEach((line) => { page.text(M + 12, y, line, 10, 'F3', rgb(0x7a5200)); y -= 14; });
      y -= 18;
    }
  }
  pages.push(page);
  pages.forEach((p, i) => {
    p.line([[M, 50], [W - M, 50]], rgb(0xc9d6e3), 0.6);
    p.text(M, 36, doc.title, 8, 'F1', MUTED);
    const label = `Page ${i + 1} of ${pages.length}`;
    p.text(W - M - widthOf(label, 8), 36, label, 8, 'F1', MUTED);
  });
  return pdfBytes(pages, { title: doc.title, subject: doc.subtitle });
}

export interface Slide {
  title: string;
  bullets: string[];
  drawing?: 'ethene' | 'benzene' | 'chain' | 'none';
  /** bullets across the whole slide (no drawing or box on the right) */
  wide?: boolean;
  /** a pale box on the right with a caption and short lines in bold */
  box?: { caption: string; lines: string[]; size?: number };
}

/**
 * Landscape slides (16:9, 960 x 540 pt): a title slide, then one slide per topic with bullets and a structure or
 * a box. Throws when a slide's bullets run off it.
 */
export function slidesPdf(file: { title: string; subtitle: string; slides: Slide[]; label?: string }): Buffer {
  const W = 960;
  const H = 540;
  const pages: Page[] = [];
  const cover = new Page(W, H);
  cover.rect(0, 0, W, H, rgb(0x16324f)).rect(0, 250, W, 4, rgb(0xf5a623));
  cover.text(70, 300, file.title, 40, 'F2', [1, 1, 1]).text(70, 200, file.subtitle, 20, 'F3', rgb(0xcfe0f1));
  cover.text(70, 70, file.label ?? 'Exam Prep  |  Chemistry slides', 12, 'F1', rgb(0x9fc3e6));
  pages.push(cover);
  file.slides.forEach((s, i) => {
    const p = new Page(W, H);
    p.rect(0, H - 80, W, 80, rgb(0x16324f)).rect(0, H - 84, W, 4, rgb(0xf5a623));
    p.text(50, H - 52, s.title, 26, 'F2', [1, 1, 1]);
    let y = H - 140;
    for (const b of s.bullets) {
      const lines = wrapPoints(b, 18, s.wide ? 840 : 500);
      p.rect(52, y + 5, 7, 7, ACCENT);
      lines.forEach((line) => { p.text(72, y, line, 18, 'F1', INK); y -= 26; });
      y -= 12;
    }
    if (y < 40) throw new Error(`slide '${s.title}' of ${file.title}: the bullets run off the slide`);
    if (s.box) {
      const size = s.box.size ?? 18;
      p.rect(630, 110, 300, 300, PALE).rect(630, 406, 300, 4, ACCENT);
      p.text(650, 378, s.box.caption, 14, 'F3', MUTED);
      let by = 340;
      for (const item of s.box.lines) {
        for (const line of wrapPoints(item, size, 260, true)) {
          if (by < 125) throw new Error(`slide '${s.title}' of ${file.title}: the box overflows`);
          p.text(650, by, line, size, 'F2', INK);
          by -= size + 6;
        }
        by -= 6;
      }
    }
    const cx = 780;
    const cy = 260;
    const ink = rgb(0x1b2430);
    if (s.drawing === 'benzene' || s.drawing === 'ethene' || s.drawing === 'chain') {
      p.rect(630, 110, 300, 300, PALE);
    }
    if (s.drawing === 'benzene') {
      const r = 80;
      const pts = Array.from({ length: 6 }, (_, k): [number, number] => [cx + r * Math.cos(Math.PI / 6 + (k * Math.PI) / 3), cy + r * Math.sin(Math.PI / 6 + (k * Math.PI) / 3)]);
      p.line(pts, ink, 2.5, true);
      for (const k of [0, 2, 4]) {
        const [a, b] = [pts[k], pts[(k + 1) % 6]];
        const inset = (q: [number, number]): [number, number] => [cx + (q[0] - cx) * 0.8, cy + (q[1] - cy) * 0.8];
        p.line([inset(a), inset(b)], ink, 2.5);
      }
      p.text(cx - 30, 130, 'benzene, C6H6', 14, 'F3', MUTED);
    } else if (s.drawing === 'ethene') {
      p.line([[cx - 50, cy + 4], [cx + 50, cy + 4]], ink, 2.5).line([[cx - 50, cy - 4], [cx + 50, cy - 4]], ink, 2.5);
      for (const [x, dx] of [[cx - 50, -1], [cx + 50, 1]] as const) {
        p.line([[x, cy], [x + dx * 45, cy + 55]], ink, 2.5).line([[x, cy], [x + dx * 45, cy - 55]], ink, 2.5);
        p.text(x + dx * 55 - 5, cy + 60, 'H', 16, 'F2', ink).text(x + dx * 55 - 5, cy - 72, 'H', 16, 'F2', ink);
      }
      p.text(cx - 56, cy + 12, 'C', 16, 'F2', ink).text(cx + 45, cy + 12, 'C', 16, 'F2', ink);
      p.text(cx - 40, 130, 'ethene, C2H4', 14, 'F3', MUTED);
    } else if (s.drawing === 'chain') {
      const pts = Array.from({ length: 6 }, (_, k): [number, number] => [cx - 110 + k * 44, cy + (k % 2 === 0 ? -25 : 25)]);
      p.line(pts, ink, 2.5);
      p.text(cx - 60, 130, 'hexane (skeletal)', 14, 'F3', MUTED);
    }
    p.text(50, 24, `${file.title}  |  ${i + 2}`, 11, 'F1', MUTED);
    pages.push(p);
  });
  return pdfBytes(pages, { title: file.title, subject: file.subtitle });
}
