import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LocalStorageThemeStore } from '../../../infrastructure/account/local-storage-theme-store';

beforeEach(() => localStorage.clear());

describe('spec 000 §3 UI preference darkMode: persisted, default the system preference', () => {
  it('is null until the user chooses, then remembers the choice under theme-preference', () => {
    const store = new LocalStorageThemeStore(localStorage, undefined);
    expect(store.load()).toBeNull();
    store.save(true);
    expect(localStorage.getItem('theme-preference')).toBe('dark');
    expect(store.load()).toBe(true);
    store.save(false);
    expect(store.load()).toBe(false);
  });

  it('reads an unknown stored value as no choice', () => {
    localStorage.setItem('theme-preference', 'purple');
    expect(new LocalStorageThemeStore(localStorage, undefined).load()).toBeNull();
  });

  it('asks prefers-color-scheme for the system preference', () => {
    const matchMedia = jest.fn((q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }));
    expect(new LocalStorageThemeStore(localStorage, matchMedia).systemPrefersDark()).toBe(true);
    expect(new LocalStorageThemeStore(localStorage, () => ({ matches: false })).systemPrefersDark()).toBe(false);
    expect(new LocalStorageThemeStore(localStorage, undefined).systemPrefersDark()).toBe(false);
  });
});
