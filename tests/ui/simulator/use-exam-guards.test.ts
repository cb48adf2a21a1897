import { describe, expect, it } from '@jest/globals';
import { logFileName } from '../../../ui/simulator/download-log';
import { randomId } from '../../../infrastructure/test-engine/random-id';
import { shortcutFor } from '../../../ui/simulator/use-exam-guards';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('shortcutFor', () => {
  const on = (el: HTMLElement, k: string, mods = {}) => shortcutFor({ ...key(k, mods), target: el });
  const div = document.createElement('div');
  const text = Object.assign(document.createElement('input'), { type: 'text' });
  const radio = Object.assign(document.createElement('input'), { type: 'radio' });
  const nav = document.createElement('nav');
  const inNav = document.createElement('button');
  nav.appendChild(inNav);

  it('maps arrows and N/P to next/previous and digits to options', () => {
    expect(on(div, 'ArrowRight')).toEqual({ type: 'next' });
    expect(on(div, 'n')).toEqual({ type: 'next' });
    expect(on(div, 'ArrowLeft')).toEqual({ type: 'previous' });
    expect(on(div, 'P')).toEqual({ type: 'previous' });
    expect(on(div, '4')).toEqual({ type: 'option', index: 3 });
    expect(on(radio, '2')).toEqual({ type: 'option', index: 1 });
  });

  it('leaves keys to text fields, radio groups, the palette and modified keys', () => {
    expect(on(text, 'ArrowRight')).toBeNull();
    expect(on(text, '1')).toBeNull();
    expect(on(radio, 'ArrowLeft')).toBeNull();
    expect(on(inNav, 'ArrowRight')).toBeNull();
    expect(on(div, 'ArrowRight', { altKey: true })).toBeNull();
    expect(on(div, '0')).toBeNull();
  });
});

describe('support helpers', () => {
  it('names the log file safely', () => {
    expect(logFileName('id-1')).toBe('test-session-id-1.json');
    expect(logFileName('../a b')).toBe('test-session----a-b.json');
  });

  it('makes distinct version-4 UUIDs', () => {
    const a = randomId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomId()).not.toBe(a);
  });
});
