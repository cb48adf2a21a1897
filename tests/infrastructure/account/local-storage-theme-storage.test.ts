import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LocalStorageThemeStorage } from '../../../infrastructure/account/local-storage-theme-storage';

beforeEach(() => localStorage.clear());

describe('UI preference darkMode: persisted, default the system preference', () => {
  it('is null until the user chooses, then remembers the choice under theme-preference', () => {
    const store = new LocalStorageThemeStorage(localStorage, undefined);
    expect(store.load()).toBeNull();
    store.save(true);
    expect(localStorage.getItem('theme-preference')).toBe('dark');
    expect(store.load()).toBe(true);
    store.save(false);
    expect(store.load()).toBe(false);
  });

  it('reads an unknown stored value as no choice', () => {
    localStorage.setItem('theme-preference', 'purple');
    expect(new LocalStorageThemeStorage(localStorage, undefined).load()).toBeNull();
  });

  it('asks prefers-color-scheme for the system preference', () => {
    const matchMedia = jest.fn((q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }));
    expect(new LocalStorageThemeStorage(localStorage, matchMedia).systemPrefersDark()).toBe(true);
    expect(new LocalStorageThemeStorage(localStorage, () => ({ matches: false })).systemPrefersDark()).toBe(false);
    expect(new LocalStorageThemeStorage(localStorage, undefined).systemPrefersDark()).toBe(false);
  });
});
