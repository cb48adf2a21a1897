// Chromium as a process of our own, so a chaos session (npm run chaos) can kill it with SIGKILL and start it again
// on the same profile: IndexedDB and localStorage persist as they would after a crash. /usr/bin/chromium is spawned
// headless with --remote-debugging-port=0 and a per-session --user-data-dir plus the launch args of
// playwright.config.ts; the `DevTools listening on ws://...` line of its stderr gives the address for
// chromium.connectOverCDP, and the session works in browser.contexts()[0] (the profile's own, persistent context).
//
// Over CDP, routes, setOffline and context.clock all work (checked by the first runs of the suite): they are applied
// per connection, so faults.ts applies them again after every relaunch.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import config from '../../playwright.config';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch args of the e2e suite (playwright.config.ts), the one list both use. */
export const LAUNCH_ARGS: readonly string[] = config.use?.launchOptions?.args ?? [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class BrowserProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  browser: Browser | null = null;
  /** the persistent context of the profile (set by launch) */
  context!: BrowserContext;
  /** launches so far */
  launches = 0;

  constructor(private readonly profileDir: string) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts Chromium on the profile and connects; resolves with the profile's context. */
  async launch(timeoutMs = 20_000): Promise<BrowserContext> {
    const args = [
      '--headless', '--remote-debugging-port=0', `--user-data-dir=${this.profileDir}`, '--window-size=1280,900',
      '--no-default-browser-check', ...LAUNCH_ARGS, 'about:blank',
    ];
    // its own process group, so that whatever it leaves behind after a kill can be ended by the same id
    const child = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    this.child = child;
    this.exited = new Promise((done) => child.once('exit', () => done()));
    const ws = await new Promise<string>((resolve, reject) => {
      let err = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not print its DevTools address within ${timeoutMs} ms: ${err.slice(-500)}`)), timeoutMs);
      child.stderr!.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited during its start (code ${code}, signal ${signal}): ${err.slice(-500)}`));
      });
    });
    // keep reading stderr so the pipe never fills
    child.stderr!.resume();
    this.browser = await chromium.connectOverCDP(ws, { timeout: timeoutMs });
    this.context = this.browser.contexts()[0];
    this.launches += 1;
    return this.context;
  }

  /** SIGKILL to the browser process (a crash), then whatever is left of its group; resolves once it has exited. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch { /* already gone */ }
    await Promise.race([this.exited, sleep(5000)]);
    this.killGroup(child.pid);
    this.child = null;
    this.browser = null;
    // the renderers notice their browser is gone; give the profile's lock a moment to be free
    await sleep(200);
  }

  /** SIGKILL then a new process on the same profile. */
  async relaunch(): Promise<BrowserContext> {
    await this.kill();
    return this.launch();
  }

  /** The end of the session: close the connection and the process. */
  async close(): Promise<void> {
    const child = this.child;
    try {
      await Promise.race([this.browser?.close(), sleep(3000)]);
    } catch { /* the process may be gone already */ }
    if (child?.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch { /* gone */ }
      await Promise.race([this.exited, sleep(3000)]);
      this.killGroup(child.pid);
    }
    this.child = null;
    this.browser = null;
  }

  private killGroup(pid: number): void {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch { /* the group is empty */ }
  }
}
