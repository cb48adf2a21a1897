// The table of contents of a Text item: its h1..h6 headings, nested by level (spec 001 §2 Study Material).
// Pure: the view reads the headings from the sanitised HTML and gives each heading the id assigned here.

/** A heading as found in the HTML, in document order; `id` is the one it has ('' when none). */
export interface FoundHeading {
  level: number;
  title: string;
  id: string;
}

/** A heading with a unique, non-empty id. */
export interface Heading {
  level: number;
  title: string;
  id: string;
}

export interface TocEntry extends Heading {
  children: TocEntry[];
}

const MIN_LEVEL = 1;
const MAX_LEVEL = 6;

/** A valid HTML id: at least one character and no ASCII whitespace (HTML Living Standard). */
const isValidId = (id: string): boolean => id !== '' && !/[\t\n\f\r ]/.test(id);

/** Letters (with their combining marks, so Devanagari or accented words stay whole) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** `toc-` + the title's letters and digits, lower case, joined by '-'; 'toc-section' when it has none. */
const slugOf = (title: string): string => {
  const words = title.normalize('NFC').match(WORD);
  return `toc-${words ? words.join('-').toLowerCase() : 'section'}`;
};

const levelOf = (level: number): number =>
  Number.isFinite(level) ? Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.trunc(level))) : MIN_LEVEL;

/**
 * Unique ids for the headings, in order: a heading keeps its id when it is a valid HTML id (non-empty, no
 * whitespace) that no earlier heading has; every other heading gets `toc-` + a slug of its title (lower case,
 * letters, their marks and digits of any script joined by '-'; 'section' when the title has none), with -2, -3, ...
 * appended while the id is taken, never taking an id a heading keeps. Titles are trimmed (inner whitespace runs
 * become one space); levels outside 1..6 are clamped (a fraction is truncated, a non-number is 1).
 */
export function assignHeadingIds(found: readonly FoundHeading[]): Heading[] {
  const kept = new Set<string>();
  const keeps = found.map((h) => {
    const keep = isValidId(h.id) && !kept.has(h.id);
    if (keep) kept.add(h.id);
    return keep;
  });
  const used = new Set(kept);
  return found.map((h, i) => {
    const title = h.title.replace(/\s+/g, ' ').trim();
    let id = h.id;
    if (!keeps[i]) {
      const base = slugOf(title);
      id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
    }
    return { level: levelOf(h.level), title, id };
  });
}

/**
 * The headings nested by level: each heading becomes a child of the nearest earlier heading of a lower level
 * (skipped levels nest directly: an h4 after an h2 is the h2's child); the rest are top-level entries. Every heading
 * appears exactly once, and a depth-first walk of the tree gives them in document order.
 */
export function buildToc(headings: readonly Heading[]): TocEntry[] {
  const roots: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const h of headings) {
    const entry: TocEntry = { level: h.level, title: h.title, id: h.id, children: [] };
    while (open.length > 0 && open[open.length - 1]!.level >= h.level) open.pop();
    const parent = open[open.length - 1];
    (parent ? parent.children : roots).push(entry);
    open.push(entry);
  }
  return roots;
}
