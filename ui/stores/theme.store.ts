// Dark or light mode: the saved choice, else the system preference.
// Choosing saves through the port right away; the body class is applied by the UI (app.tsx).
import { makeAutoObservable } from 'mobx';
import type { ThemePreferenceStorage } from '../../application/account/ports';

export class ThemeStore {
  darkMode: boolean;

  constructor(private readonly preference: ThemePreferenceStorage) {
    this.darkMode = preference.load() ?? preference.systemPrefersDark();
    makeAutoObservable<ThemeStore, 'preference'>(this, { preference: false });
  }

  set(dark: boolean): void {
    this.darkMode = dark;
    this.preference.save(dark);
  }

  toggle(): void {
    this.set(!this.darkMode);
  }
}
