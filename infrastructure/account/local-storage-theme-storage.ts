// The theme preference in localStorage: key 'theme-preference' holding 'dark' or 'light';
// with no stored choice the system preference (prefers-color-scheme) applies.
import type { ThemePreferenceStorage } from '../../application/account/ports';

export const THEME_PREFERENCE_KEY = 'theme-preference';

export class LocalStorageThemeStorage implements ThemePreferenceStorage {
  constructor(
    private readonly storage: Storage,
    private readonly matchMedia: ((query: string) => { matches: boolean }) | undefined,
  ) {}

  load(): boolean | null {
    try {
      const value = this.storage.getItem(THEME_PREFERENCE_KEY);
      return value === 'dark' ? true : value === 'light' ? false : null;
    } catch {
      return null;
    }
  }

  save(darkMode: boolean): void {
    try {
      this.storage.setItem(THEME_PREFERENCE_KEY, darkMode ? 'dark' : 'light');
    } catch (e) {
      console.error('Theme preference could not be stored', e);
    }
  }

  systemPrefersDark(): boolean {
    return this.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  }
}
