// How a chaos session (npm run chaos) breaks things, and the true time it measures the app against.
//
// - Network faults: one context.route over the test calls (/api/testdetails, /api/testdetailexisting), the save
//   (/api/teststop) and the submit (/api/testsubmit). An armed fault takes the next `times` requests of its target:
//   http5xx fulfils an error envelope with 500/502/503; slow holds the request for delayMs then lets it through;
//   dropped aborts it (connection reset); replyLost lets the server process it (route.fetch()) and then aborts, so the
//   app never sees the reply: the case idempotency is for.
// - Offline: context.setOffline.
// - The clock: context.clock.install({ time: true now + jumps so far }) before any page loads (and again after a
//   browser relaunch); a jump is clock.setSystemTime(page's Date.now() ± 1 h) (Date moves, performance.now does not);
//   a hidden tab overrides document.visibilityState / hidden and dispatches visibilitychange, then moves the browser
//   (clock.fastForward('10:00')) and the server (POST /api/__dev/clock {advanceMs: 600000}, CHAOS_CLOCK=1) together.
//
// True time is this process's Date.now() plus every advance the server's dev clock took (TrueClock).
import type { BrowserContext, Page, Route } from 'playwright';
import { noFaults, type FaultCounts } from './checks';
import type { NetFault, NetTarget } from './session-script';

export const HIDDEN_MS = 600_000;

/** Node's clock plus the advances of the server's dev clock: the time the app should show. */
export class TrueClock {
  advancedMs = 0;
  now(): number {
    return Date.now() + this.advancedMs;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The target of a request URL, or null for any other. */
export const targetOf = (url: string): NetTarget | null => {
  const path = new URL(url).pathname;
  if (/^\/api\/testdetail(s|existing|-existing)$/.test(path)) return 'load';
  if (path === '/api/teststop') return 'save';
  if (path === '/api/testsubmit') return 'submit';
  return null;
};

interface Armed { net: NetFault; left: number; fired: boolean }

export class Faults {
  readonly counts: FaultCounts = noFaults();
  /** sum of the clock jumps: the browser's Date runs this far from true time */
  jumpOffsetMs = 0;
  offline = false;
  /** the testSession of the last save the server took (also when its reply was lost) */
  savedSession: string | null = null;
  /** posts of /testsubmit that reached the server (through the route) */
  submitPosts = 0;
  /** notes for the session's failure list (a fault that could not be applied as planned) */
  readonly notes: string[] = [];
  private armed: Armed[] = [];

  /** withClock: install the browser clock; initialOffsetMs: the device's clock is that far off from the start */
  constructor(private readonly base: string, private readonly clock: TrueClock, private readonly withClock: boolean, initialOffsetMs = 0) {
    this.jumpOffsetMs = initialOffsetMs;
    if (initialOffsetMs !== 0) this.counts.clockJump += 1;
  }

  /** Applies routes, the clock and the network state to a (new) connection's context. */
  async attach(context: BrowserContext): Promise<void> {
    if (this.withClock) await context.clock.install({ time: this.clock.now() + this.jumpOffsetMs });
    await context.route((url) => targetOf(url.href) !== null, (route) => this.handle(route));
    if (this.offline) await context.setOffline(true);
  }

  arm(net: NetFault): void {
    this.armed.push({ net, left: net.times, fired: false });
  }

  /** Armed faults of a target that have not fired yet (or all targets). */
  pending(target?: NetTarget): number {
    return this.armed.filter((a) => a.left > 0 && (!target || a.net.target === target)).length;
  }

  disarm(target?: NetTarget): void {
    this.armed = this.armed.filter((a) => target && a.net.target !== target);
  }

  async setOffline(context: BrowserContext, on: boolean, count = true): Promise<void> {
    if (on && count) this.counts.offline += 1;
    this.offline = on;
    await context.setOffline(on);
  }

  /** Moves the browser's Date by deltaMs (the device's clock changed); performance.now is left alone. */
  async clockJump(context: BrowserContext, page: Page, deltaMs: number): Promise<void> {
    const pageNow = await page.evaluate(() => Date.now());
    await context.clock.setSystemTime(pageNow + deltaMs);
    this.jumpOffsetMs += deltaMs;
    this.counts.clockJump += 1;
  }

  /** The tab hidden for ten minutes: hidden, browser and server clocks forward together, visible again. */
  async hide(context: BrowserContext, page: Page): Promise<void> {
    // a string, not a function: the functions tsx compiles carry a __name helper the page does not have
    await page.evaluate(`(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    })()`);
    const [server] = await Promise.all([this.advanceServer(HIDDEN_MS), context.clock.fastForward(HIDDEN_MS)]);
    if (!server) this.notes.push(`hidden: POST /api/__dev/clock did not move the server's clock (started with CHAOS_CLOCK=1?)`);
    await page.evaluate(`(() => {
      delete document.visibilityState;
      delete document.hidden;
      document.dispatchEvent(new Event('visibilitychange'));
    })()`);
    this.counts.hidden += 1;
  }

  /** POST /api/__dev/clock; true time moves only when the server took it. */
  private async advanceServer(ms: number): Promise<boolean> {
    try {
      const res = await fetch(`${this.base}/api/__dev/clock`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }),
      });
      const body = await res.json().catch(() => null) as { offsetMs?: number } | null;
      if (!res.ok || typeof body?.offsetMs !== 'number') return false;
      this.clock.advancedMs = body.offsetMs;
      return true;
    } catch {
      return false;
    }
  }

  private async handle(route: Route): Promise<void> {
    const target = targetOf(route.request().url());
    const armed = target ? this.armed.find((a) => a.net.target === target && a.left > 0) : undefined;
    try {
      if (this.offline) {
        // route.fetch() would go out from this process, past the browser's offline emulation
        await route.abort('internetdisconnected');
        return;
      }
      if (!armed) {
        await this.pass(route, target);
        return;
      }
      armed.left -= 1;
      if (!armed.fired) this.counts[armed.net.fault] += 1;
      armed.fired = true;
      switch (armed.net.fault) {
        case 'http5xx':
          await route.fulfill({
            status: armed.net.status, contentType: 'application/json',
            body: JSON.stringify({ responseTxt: 'internal_error', message: 'chaos: server error', obj: null }),
          });
          return;
        case 'slow':
          await sleep(armed.net.delayMs);
          await this.pass(route, target);
          return;
        case 'dropped':
          await route.abort('connectionreset');
          return;
        case 'replyLost': {
          const reply = await route.fetch();
          await this.seen(target, reply.status(), await reply.text());
          await route.abort('connectionreset');
          return;
        }
      }
    } catch {
      // the page or the browser went away while the request was held (a kill, a closed tab), or route.fetch() found
      // no server: the browser sees a failed request, never one left hanging
      await route.abort('failed').catch(() => undefined);
    }
  }

  /** Lets a request through, reading the replies the session needs (the saved test's session). */
  private async pass(route: Route, target: NetTarget | null): Promise<void> {
    if (target !== 'save' && target !== 'submit') {
      await route.continue();
      return;
    }
    const reply = await route.fetch();
    const body = await reply.text();
    await this.seen(target, reply.status(), body);
    await route.fulfill({ response: reply, body });
  }

  private async seen(target: NetTarget | null, status: number, body: string): Promise<void> {
    if (target === 'submit') this.submitPosts += 1;
    if (target !== 'save' || status !== 200) return;
    try {
      const session = (JSON.parse(body) as { obj?: { testSession?: unknown } }).obj?.testSession;
      if (session !== undefined && session !== null) this.savedSession = String(session);
    } catch { /* not JSON */ }
  }
}
