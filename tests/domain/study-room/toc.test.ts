/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { assignHeadingIds, buildToc, type FoundHeading, type Heading, type TocEntry } from '../../../domain/study-room/toc';

const h = (level: number, title: string, id = ''): FoundHeading => ({ level, title, id });

/** The tree as 'title(children)' for short assertions. */
const shape = (entries: TocEntry[]): string =>
  entries.map((e) => (e.children.length ? `${e.title}(${shape(e.children)})` : e.title)).join(' ');

/** The entries depth first: document order. */
const walk = (entries: TocEntry[]): TocEntry[] => entries.flatMap((e) => [e, ...walk(e.children)]);

const headings = (...found: FoundHeading[]): Heading[] => assignHeadingIds(found);

describe('assignHeadingIds', () => {
  it('keeps a valid id the document gave', () => {
    expect(assignHeadingIds([h(1, 'Motion', 'motion'), h(2, 'Speed', 'sec-2.1')])).toEqual([
      { level: 1, title: 'Motion', id: 'motion' },
      { level: 2, title: 'Speed', id: 'sec-2.1' },
    ]);
  });

  it('gives a missing id a slug of the title: lower case, letters and digits joined by -', () => {
    expect(assignHeadingIds([h(2, "  Newton's 2nd Law: F = m·a  ")])).toEqual([{ level: 2, title: "Newton's 2nd Law: F = m·a", id: 'toc-newton-s-2nd-law-f-m-a' }]);
  });

  it('a title without letters or digits is a section', () => {
    expect(assignHeadingIds([h(1, ' *** '), h(1, '')]).map((x) => x.id)).toEqual(['toc-section', 'toc-section-2']);
  });

  it('duplicate ids: the first keeps it, the later ones get a slug with -2, -3 while taken', () => {
    const ids = assignHeadingIds([h(1, 'Intro', 'intro'), h(2, 'Intro', 'intro'), h(2, 'Intro', 'intro'), h(2, 'Intro')]).map((x) => x.id);
    expect(ids).toEqual(['intro', 'toc-intro', 'toc-intro-2', 'toc-intro-3']);
  });

  it('a slug never takes an id a later heading keeps', () => {
    const ids = assignHeadingIds([h(1, 'Intro'), h(1, 'Other', 'toc-intro')]).map((x) => x.id);
    expect(ids).toEqual(['toc-intro-2', 'toc-intro']);
  });

  it('an id with whitespace is not a valid HTML id', () => {
    expect(assignHeadingIds([h(1, 'Waves', 'two words'), h(1, 'Tabs', 'a\tb')]).map((x) => x.id)).toEqual(['toc-waves', 'toc-tabs']);
  });

  it('keeps non-ASCII titles readable: letters of any script (with their marks) stay in the slug', () => {
    const found = [h(1, 'Größe und Maß'), h(2, 'गति के नियम'), h(2, '運動の法則'), h(3, 'Ελληνικά 2')];
    const result = assignHeadingIds(found);
    expect(result.map((x) => x.id)).toEqual(['toc-größe-und-maß', 'toc-गति-के-नियम', 'toc-運動の法則', 'toc-ελληνικά-2']);
    expect(result.map((x) => x.title)).toEqual(found.map((x) => x.title));
  });

  it('trims titles, folds inner whitespace and clamps levels to 1..6', () => {
    expect(assignHeadingIds([h(0, ' A \n  title '), h(9, 'B'), h(2.7, 'C'), h(Number.NaN, 'D')]).map(({ level, title }) => [level, title]))
      .toEqual([[1, 'A title'], [6, 'B'], [2, 'C'], [1, 'D']]);
  });

  it('property: ids are unique and non-empty, one per heading, in order', () => {
    const arbId = fc.oneof(fc.constant(''), fc.constantFrom('a', 'b', 'toc-a', 'toc-section', 'x y'), fc.string({ maxLength: 6 }));
    const arbFound = fc.array(fc.record({ level: fc.integer({ min: -2, max: 9 }), title: fc.oneof(fc.constantFrom('a', 'A', ' a ', ''), fc.string({ maxLength: 8 })), id: arbId }), { maxLength: 40 });
    fc.assert(fc.property(arbFound, (found) => {
      const result = assignHeadingIds(found);
      expect(result).toHaveLength(found.length);
      const ids = result.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const x of result) {
        expect(x.id).not.toBe('');
        expect(x.id).not.toMatch(/[\t\n\f\r ]/);
        expect(x.level).toBeGreaterThanOrEqual(1);
        expect(x.level).toBeLessThanOrEqual(6);
      }
    }));
  });
});

describe('buildToc', () => {
  it('nests each heading under the nearest earlier heading of a lower level', () => {
    const toc = buildToc(headings(h(1, 'A'), h(2, 'A1'), h(3, 'A1a'), h(2, 'A2'), h(1, 'B'), h(2, 'B1')));
    expect(shape(toc)).toBe('A(A1(A1a) A2) B(B1)');
  });

  it('a skipped level nests directly under the lower heading', () => {
    expect(shape(buildToc(headings(h(2, 'A'), h(4, 'A-deep'), h(3, 'A-mid'), h(6, 'A-mid-deep'))))).toBe('A(A-deep A-mid(A-mid-deep))');
  });

  it('headings before the first of a lower level are top-level entries', () => {
    expect(shape(buildToc(headings(h(3, 'x'), h(2, 'y'), h(1, 'z'), h(3, 'w'))))).toBe('x y z(w)');
  });

  it('headings of the same level are siblings', () => {
    expect(shape(buildToc(headings(h(2, 'a'), h(2, 'b'), h(2, 'c'))))).toBe('a b c');
    expect(buildToc([])).toEqual([]);
  });

  it('keeps each heading as assigned (level, title, id) and gives new entries', () => {
    const input = headings(h(1, 'Intro', 'intro'), h(2, 'Intro'));
    const toc = buildToc(input);
    expect(toc).toEqual([{ level: 1, title: 'Intro', id: 'intro', children: [{ level: 2, title: 'Intro', id: 'toc-intro', children: [] }] }]);
    expect(input[0]).not.toHaveProperty('children');
  });

  it('property: every heading appears exactly once in the tree, in document order, under a lower level', () => {
    const arbHeadings = fc.array(fc.record({ level: fc.integer({ min: 1, max: 6 }), title: fc.string({ maxLength: 5 }), id: fc.constant('') }), { maxLength: 50 });
    fc.assert(fc.property(arbHeadings, (found) => {
      const input = assignHeadingIds(found);
      const toc = buildToc(input);
      expect(walk(toc).map((e) => e.id)).toEqual(input.map((x) => x.id));
      const check = (entries: TocEntry[], parentLevel: number): void => {
        for (const e of entries) {
          expect(e.level).toBeGreaterThan(parentLevel);
          check(e.children, e.level);
        }
      };
      check(toc, 0);
    }));
  });
});
