// The adapters' composition root: one inversify container. It binds the storage adapters the app entry built
// (so there is one adapter of each kind), the shared HTTP module and the account module at once; every other
// area brings its own container module, loaded the first time the area is used (its code is a chunk of its own).
// Adapters carry @injectable()/@inject; application classes are built with toDynamicValue, so domain/ and
// application/ stay free of decorators.
// the metadata API without its Map/WeakMap polyfills, which every browser we support has: inversify imports this one
// itself, and the full 'reflect-metadata' beside it shipped a second copy (12 KB minified) in the container chunk
import 'reflect-metadata/lite';
import { Container, type ContainerModule } from 'inversify';
import { ACCOUNT } from '../application/account/tokens';
import type { Token } from '../application/shared/token';
import type { BrowserNavigator } from '../application/account/ports';
import { accountModule } from './account/account.module';
import { createBootAdapters, createBrowserNavigator, type BootAdapters } from './boot-adapters';
import { httpModule } from './http/http.module';

export interface ContainerOptions {
  /** API base; default VITE_API_BASE, else '/api' */
  apiBase?: string;
  /** default window.localStorage */
  storage?: Storage;
  /** default the browser's fetch */
  fetchImpl?: typeof fetch;
  /** the storage adapters the app entry built already (infrastructure/boot-adapters.ts); default new ones */
  boot?: BootAdapters;
  /** how the app leaves for a full page load; default the window's location */
  navigator?: BrowserNavigator;
}

export class AppContainer {
  private readonly container = new Container({ defaultScope: 'Singleton' });
  private readonly loaded = new Set<ContainerModule>();

  constructor(opts: ContainerOptions = {}) {
    const boot = opts.boot ?? createBootAdapters(opts.storage ?? window.localStorage);
    const bind = this.container.bind.bind(this.container);
    bind(ACCOUNT.clock).toConstantValue(boot.clock);
    bind(ACCOUNT.studentStorage).toConstantValue(boot.students);
    bind(ACCOUNT.accountCookieStorage).toConstantValue(boot.cookies);
    bind(ACCOUNT.themePreferenceStorage).toConstantValue(boot.theme);
    bind(ACCOUNT.browserNavigator).toConstantValue(opts.navigator ?? createBrowserNavigator());
    this.load(httpModule({
      apiBase: opts.apiBase ?? import.meta.env.VITE_API_BASE ?? '/api',
      fetchImpl: opts.fetchImpl ?? globalThis.fetch.bind(globalThis),
    }));
    this.load(accountModule);
  }

  /** Loads an area's module once (a second call with the same module does nothing). */
  load(module: ContainerModule): void {
    if (this.loaded.has(module)) return;
    this.container.load(module);
    this.loaded.add(module);
  }

  get<T>(t: Token<T>): T {
    return this.container.get(t);
  }
}

export const createContainer = (opts: ContainerOptions = {}): AppContainer => new AppContainer(opts);
