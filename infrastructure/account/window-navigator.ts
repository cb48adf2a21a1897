// BrowserNavigator: leaves the SPA with a full page load (logout, invalidToken).
import type { BrowserNavigator } from '../../application/account/ports';

export class WindowNavigator implements BrowserNavigator {
  constructor(private readonly location: Pick<Location, 'assign'>) {}

  hardNavigate(url: string): void {
    this.location.assign(url);
  }
}
