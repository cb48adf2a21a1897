// One chaos session (npm run chaos): a fresh Chromium profile, the student signed in through the login page, the test
// opened, the plan's actions and faults played in order, then the submit and the checks (submit-phase.ts). Never
// throws: whatever goes wrong is a line of the session's failures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import type { ChaosStudent } from './chaos-students';
import type { AttemptStore } from './attempt-store';
import { BrowserProcess } from './browser-process';
import { noFaults, type SessionResult } from './checks';
import { ClockWatch } from './clock-watch';
import { Faults, type TrueClock } from './faults';
import type { FaultStep, NetFault, SessionPlan, Step } from './session-script';
import { sectionOf, simulatorPath, SimulatorDriver } from './simulator-driver';
import { submitAndVerify } from './submit-phase';

export interface RunEnv {
  base: string;
  store: AttemptStore;
  clock: TrueClock;
}

/** A session that runs longer than this stops its script and goes to the submit. */
const SCRIPT_BUDGET_MS = 60_000;

const VERBOSE = process.env.CHAOS_VERBOSE === '1';

const message = (e: unknown): string => (e instanceof Error ? e.message.split('\n')[0] : String(e));
const describe = (s: Step): string =>
  (s.kind === 'action' ? s.action : s.fault + ('net' in s ? `(${s.net.target})` : '') + ('hot' in s && s.hot ? ' right after an answer' : ''));

export class SessionRunner {
  readonly failures: string[] = [];
  readonly warnings: string[] = [];
  readonly bp: BrowserProcess;
  readonly faults: Faults;
  readonly driver: SimulatorDriver;
  readonly watch: ClockWatch;
  private readonly profileDir: string;
  private section = -1;
  private started = Date.now();
  private signedInAt = 0;
  private killedAt = 0;
  /** before each browser kill: how long until everything shown was durable (ms) */
  readonly durableWaitsMs: number[] = [];

  constructor(readonly plan: SessionPlan, readonly student: ChaosStudent, readonly env: RunEnv) {
    this.profileDir = mkdtempSync(join(tmpdir(), 'chaos-profile-'));
    this.bp = new BrowserProcess(this.profileDir);
    this.faults = new Faults(env.base, env.clock, plan.needsClock, plan.initialClockOffsetMs);
    const note = (line: string) => this.failures.push(line);
    this.driver = new SimulatorDriver(plan.test, () => env.clock.now(), note);
    this.watch = new ClockWatch(this.driver, note);
  }

  get page(): Page {
    return this.driver.page;
  }

  async run(): Promise<SessionResult> {
    this.started = Date.now();
    const result: SessionResult = {
      index: this.plan.index, seed: this.plan.seed, testId: this.plan.test.testId, faults: noFaults(),
      answersLost: 0, duplicateSubmits: 0, maxClockErrorMs: 0, maxDurableWaitMs: 0, stuck: false, failures: this.failures, warnings: this.warnings, elapsedMs: 0,
    };
    const baseline = await this.env.store.maxAttemptId();
    try {
      await this.bp.launch();
      await this.faults.attach(this.bp.context);
      await this.newPage();
      await this.signIn();
      if (this.plan.loadFault) this.faults.arm(this.plan.loadFault);
      if (!(await this.open(simulatorPath(this.plan.test)))) {
        result.stuck = true;
        this.failures.push('the test never opened');
      } else {
        this.faults.disarm('load');
        await this.resync('first show');
        await this.play();
        const verdict = await submitAndVerify(this, baseline);
        Object.assign(result, verdict);
      }
    } catch (e) {
      result.stuck = true;
      this.failures.push(`the session broke off: ${message(e)}`);
    } finally {
      await this.bp.close();
      rmSync(this.profileDir, { recursive: true, force: true });
    }
    result.faults = this.faults.counts;
    result.maxClockErrorMs = this.watch.maxErrorMs;
    result.maxDurableWaitMs = Math.max(0, ...this.durableWaitsMs);
    this.failures.push(...this.faults.notes);
    result.elapsedMs = Date.now() - this.started;
    return result;
  }

  /** CHAOS_VERBOSE=1: one line per step. */
  trace(line: string): void {
    console.log(`    [${this.plan.index} +${((Date.now() - this.started) / 1000).toFixed(1)}s] ${line}`);
  }

  /** A new tab in the (current) context, the unload warning accepted. */
  async newPage(): Promise<Page> {
    const page = await this.bp.context.newPage();
    page.on('dialog', (d) => void d.accept().catch(() => undefined));
    if (VERBOSE) page.on('framenavigated', (f) => { if (f === page.mainFrame()) this.trace(`navigated to ${f.url().replace(this.env.base, '')}`); });
    this.driver.page = page;
    return page;
  }

  async signIn(): Promise<void> {
    await this.page.goto(`${this.env.base}/student/login`);
    await this.page.getByLabel('Email or User ID or Mobile').fill(this.student.loginId);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(this.student.password);
    await this.page.getByRole('button', { name: 'Log In' }).click();
    await this.page.waitForURL(/\/student\/(dashboard|select-your-course)/, { timeout: 15_000 });
    this.signedInAt = Date.now();
  }

  /**
   * Opens a simulator URL and waits for the test (or its Time's Up). A load error is retried by reloading, as a
   * student would, up to 4 times; a page that lost its sign-in signs in again. False when it never opened.
   */
  async open(path: string): Promise<boolean> {
    await this.page.goto(`${this.env.base}${path}`);
    for (let tries = 0; tries < 6; tries++) {
      const screen = await this.driver.settle(20_000);
      if (screen === 'login') {
        // Chromium writes localStorage to disk a few seconds late: a crash soon after the sign-in loses it
        this.warnings.push(`the app lost its sign-in in the browser crash ${((this.killedAt - this.signedInAt) / 1000).toFixed(1)} s after `
          + 'signing in (localStorage not yet on disk); signed in again');
        await this.signIn();
        await this.page.goto(`${this.env.base}${path}`);
        continue;
      }
      if (screen === 'loadError' || screen === 'loading') {
        if (screen === 'loading') this.failures.push(`opening ${path}: neither the test nor an error showed within 20 s (reloaded)`);
        await this.page.waitForTimeout(500);
        await this.page.reload();
        continue;
      }
      return screen !== 'elsewhere';
    }
    return false;
  }

  private async play(): Promise<void> {
    let actionsDone = 0;
    let onlineAfter: number | null = null;
    for (const step of this.plan.steps) {
      if (Date.now() - this.started > SCRIPT_BUDGET_MS) {
        this.failures.push(`the script ran over ${SCRIPT_BUDGET_MS / 1000} s and was cut short before '${describe(step)}'`);
        break;
      }
      try {
        if (step.kind === 'action') {
          const screen = await this.driver.screen();
          if (screen === 'switchSection') await this.driver.dialog('Switch Section').getByRole('button', { name: 'Cancel' }).click();
          if (screen === 'test' || screen === 'switchSection') await this.driver.act(step);
          actionsDone += 1;
          if (onlineAfter !== null && actionsDone >= onlineAfter) {
            onlineAfter = null;
            await this.faults.setOffline(this.bp.context, false);
            await this.afterFault('offline');
          }
        } else if (step.fault === 'offline') {
          await this.faults.setOffline(this.bp.context, true);
          onlineAfter = actionsDone + step.actions;
        } else {
          await this.inject(step);
        }
        await this.trackSection(describe(step));
        if (VERBOSE) this.trace(`${describe(step)} -> Q${await this.driver.current()} answers ${this.driver.book.size}`);
      } catch (e) {
        this.failures.push(`step '${describe(step)}': ${message(e)}`);
        await this.driver.settle(5000).catch(() => undefined);
      }
    }
    if (this.faults.offline) await this.faults.setOffline(this.bp.context, false);
    if ((await this.driver.screen()) === 'test') await this.watch.check('the script (before the submit)');
  }

  private async inject(step: Exclude<FaultStep, { fault: 'offline' }>): Promise<void> {
    const { context } = this.bp;
    switch (step.fault) {
      case 'reload':
      case 'tabClose':
      case 'browserKill':
        if (step.hot && (await this.driver.screen()) === 'test') await this.driver.answerHot(step.r);
        await this.reopen(step.fault);
        break;
      case 'clockJump':
        await this.faults.clockJump(context, this.page, step.deltaMs);
        await this.page.waitForTimeout(300);
        break;
      case 'hidden':
        await this.faults.hide(context, this.page);
        await this.page.waitForTimeout(300);
        break;
      default:
        await this.saveAndResume(step.net);
        return;
    }
    await this.afterFault(step.fault);
  }

  /** The page reloaded, the tab closed and opened again on the same URL, or the browser killed and started again. */
  async reopen(kind: 'reload' | 'tabClose' | 'browserKill'): Promise<void> {
    const url = this.page.url();
    this.faults.counts[kind] += 1;
    if (kind === 'reload') {
      await this.page.reload();
    } else if (kind === 'tabClose') {
      await this.page.close();
      await this.newPage();
      await this.page.goto(url);
    } else {
      // A killed browser keeps only what IndexedDB has committed (localStorage reaches the disk seconds later), so
      // the kill comes once the app has made durable everything it showed; the wait is measured (docs/reliability.md)
      const waited = await this.driver.untilDurable();
      if (waited === null) this.failures.push('browser kill: what the screen showed was not durable in IndexedDB within 2 s');
      else this.durableWaitsMs.push(waited);
      this.killedAt = Date.now();
      await this.bp.relaunch();
      await this.faults.attach(this.bp.context);
      await this.newPage();
      if (!(await this.open(new URL(url).pathname + new URL(url).search))) throw new Error('the test did not open after the browser restart');
    }
  }

  /** After a fault: the screen settled, the section followed, the timer checked. */
  private async afterFault(what: string): Promise<void> {
    await this.driver.settle(20_000);
    await this.trackSection(what);
    await this.watch.check(what);
  }

  /**
   * Follows the current section: a confirmed switch re-anchors the deadline; a section that changed by itself (a
   * section time-up) is checked against the old deadline plus the section's time first, then re-anchored.
   */
  async trackSection(after: string): Promise<void> {
    if (!this.plan.test.sectionLocked) return;
    const n = await this.driver.current();
    if (n === null) return;
    const section = sectionOf(this.plan.test, n);
    if (section === this.section) {
      this.driver.switched = false;
      return;
    }
    this.section = section;
    if (!this.driver.switched && this.watch.deadline !== null && this.plan.test.sectionSeconds) {
      await this.watch.check(`${after} (section time-up)`, this.watch.deadline + this.plan.test.sectionSeconds * 1000);
    }
    this.driver.switched = false;
    await this.watch.anchor(`section ${section + 1}`);
  }

  /** Takes the current section as it is and anchors the deadline anew. */
  private async resync(why: string): Promise<void> {
    const n = await this.driver.current();
    if (n !== null) this.section = sectionOf(this.plan.test, n);
    this.driver.switched = false;
    await this.watch.anchor(why);
  }

  /** Save & Continue Later with a fault armed on the save or the reload of the saved test, then the saved test reopened. */
  private async saveAndResume(net: NetFault): Promise<void> {
    if ((await this.driver.screen()) !== 'test') return;
    // the toast of an earlier failed save would read as this save's failure: let it go first (as a student sees it go)
    const failed = this.page.getByText('Failed to Submit Continue Test').first();
    await failed.waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => undefined);
    this.faults.arm(net);
    try {
      await this.page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click({ timeout: 3000 });
      const dialog = this.driver.dialog('Submit Test');
      await dialog.getByRole('button', { name: 'Save & Continue Later' }).click({ timeout: 3000 });
      // saved: the app leaves for the test list; not saved: 'Failed to Submit Continue Test', the test goes on
      const until = Date.now() + 15_000;
      let left = false;
      while (Date.now() < until && !(left = !new URL(this.page.url()).pathname.endsWith('/test-simulator'))) {
        if (await failed.isVisible().catch(() => false)) break;
        await this.page.waitForTimeout(100);
      }
      if (!left) {
        if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 2000 }).catch(() => this.page.keyboard.press('Escape'));
        await this.afterFault(`a failed save (${net.fault})`);
        return;
      }
      const session = this.faults.savedSession;
      if (VERBOSE) this.trace(`saved as testSession ${session}; reopening it`);
      if (!session) throw new Error('the save went through but its testSession was not seen');
      if (!(await this.open(simulatorPath(this.plan.test, session)))) throw new Error(`the saved test ${session} did not open again`);
      // the timer stood still while the test was saved: a new deadline
      await this.resync('the resumed save');
    } finally {
      this.faults.disarm(net.target);
    }
  }
}
