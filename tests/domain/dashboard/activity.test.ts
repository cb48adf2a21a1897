/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ACTIVITY_TITLE_MAX, cutTitle, SCHEDULED_CLASS_TITLE_MAX } from '../../../domain/dashboard/activity';

describe('cutTitle: titles cut at 20 (activity card) and 15 (scheduled-class card) characters (spec 000 §9)', () => {
  it('has the two limits of the spec', () => {
    expect(ACTIVITY_TITLE_MAX).toBe(20);
    expect(SCHEDULED_CLASS_TITLE_MAX).toBe(15);
  });

  it('keeps a title of exactly the limit, cuts one over with "..."', () => {
    expect(cutTitle('Thermodynamics Mock1', 20)).toBe('Thermodynamics Mock1');
    expect(cutTitle('Thermodynamics Mock12', 20)).toBe('Thermodynamics Mock1...');
    expect(cutTitle('Organic Chemist', 15)).toBe('Organic Chemist');
    expect(cutTitle('Organic Chemistr', 15)).toBe('Organic Chemist...');
  });

  it('keeps a shorter title and an empty one as they are', () => {
    expect(cutTitle('Algebra', 20)).toBe('Algebra');
    expect(cutTitle('', 15)).toBe('');
  });

  it('counts code points: an emoji or an astral character is never split in half', () => {
    const emoji = '📘'.repeat(20);
    expect(cutTitle(emoji, 20)).toBe(emoji);
    expect(cutTitle(`${emoji}📘`, 20)).toBe(`${emoji}...`);
    const cut = cutTitle('𝐀'.repeat(16), 15);
    expect(cut).toBe(`${'𝐀'.repeat(15)}...`);
    expect(cut.includes('\uFFFD')).toBe(false);
  });

  it('counts Devanagari letters one code point each', () => {
    const title = 'गणित का अभ्यास परीक्षा'; // 22 code points (a vowel sign or a virama is one of its own)
    expect(Array.from(title)).toHaveLength(22);
    expect(cutTitle(title, 22)).toBe(title);
    expect(cutTitle(title, 20)).toBe('गणित का अभ्यास परीक्...');
  });

  it('a cut title is the first max code points then "..."; an uncut one is the title (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer({ min: 0, max: 30 }), (title, max) => {
      const points = Array.from(title);
      const cut = cutTitle(title, max);
      if (points.length <= max) expect(cut).toBe(title);
      else {
        expect(cut.endsWith('...')).toBe(true);
        expect(Array.from(cut)).toHaveLength(max + 3);
        expect(title.startsWith(cut.slice(0, -3))).toBe(true);
      }
    }));
  });
});
