/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ThemeStore } from '../../../ui/stores/theme.store';
import { FakeThemePreference } from '../support/fake-account';

describe('ThemeStore', () => {
  it('starts from the saved choice, whatever the system prefers', () => {
    expect(new ThemeStore(new FakeThemePreference(true, false)).darkMode).toBe(true);
    expect(new ThemeStore(new FakeThemePreference(false, true)).darkMode).toBe(false);
  });

  it('follows the system preference when nothing was saved', () => {
    expect(new ThemeStore(new FakeThemePreference(null, true)).darkMode).toBe(true);
    expect(new ThemeStore(new FakeThemePreference(null, false)).darkMode).toBe(false);
  });

  it('saves every choice', () => {
    const preference = new FakeThemePreference(null, false);
    const store = new ThemeStore(preference);
    store.toggle();
    expect(store.darkMode).toBe(true);
    store.set(false);
    store.toggle();
    expect(preference.saves).toEqual([true, false, true]);
    expect(new ThemeStore(preference).darkMode).toBe(true);
  });
});
