// The simulator as a chaos session (npm run chaos) sees it: what the screen is, which question is current, the timer,
// and the student's actions applied to the question on screen. Every answer the app takes is written in the answer
// book (the driver's own record, compared with the stored attempt at the end). Selectors as in e2e/simulator.spec.ts.
import type { Locator, Page } from 'playwright';
import { JOURNAL_KEY_PREFIX } from '../../infrastructure/test-engine/journaled-event-log-storage';
import { parseTimer, type ExpectedAnswer, type TimerRead } from './checks';
import type { ActionStep, TestSpec } from './session-script';

export const TEMPLATE_ID = 5001;
export const COURSE_ID = 101;

export type Screen = 'test' | 'timeUp' | 'switchSection' | 'submitDialog' | 'fullScreenExited' | 'queued' | 'analytics'
  | 'loadError' | 'login' | 'elsewhere' | 'loading';

const SUBMIT_QUEUED_TITLE = 'Your answers are saved on this device';
const ANSWERED = /^Question \d+, Answered( and marked for review)?$/;

export const simulatorPath = (test: TestSpec, testSession?: string): string =>
  `/student/test-simulator?testId=${test.testId}&testType=${test.testType}&templateId=${TEMPLATE_ID}&courseId=${COURSE_ID}`
  + (testSession ? `&testSession=${testSession}` : '');

/** The section (0-based) of question n of a test. */
export const sectionOf = (test: TestSpec, n: number): number => {
  let end = 0;
  for (let s = 0; s < test.sections.length; s++) {
    end += test.sections[s];
    if (n <= end) return s;
  }
  return test.sections.length - 1;
};
const firstOfSection = (test: TestSpec, s: number): number => 1 + test.sections.slice(0, s).reduce((a, b) => a + b, 0);

export class SimulatorDriver {
  page!: Page;
  /** question n -> the final value the script left */
  readonly book = new Map<number, ExpectedAnswer>();
  /** the student confirmed a section switch since the last look (the session re-anchors the clock) */
  switched = false;

  constructor(readonly test: TestSpec, private readonly trueNow: () => number, private readonly note: (line: string) => void) {}

  palette = (): Locator => this.page.getByRole('navigation', { name: 'Question palette' }).first();
  cell = (n: number): Locator => this.palette().getByRole('button', { name: new RegExp(`^Question ${n},`) });
  dialog = (name: string): Locator => this.page.getByRole('dialog', { name });
  queuedBanner = (): Locator => this.page.getByRole('status', { name: SUBMIT_QUEUED_TITLE });
  private actions = (): Locator => this.page.getByRole('group', { name: 'Question actions' });

  async screen(): Promise<Screen> {
    const url = new URL(this.page.url());
    if (/\/testanalytics$/.test(url.pathname) && url.searchParams.get('testSession')) return 'analytics';
    if (/\/login$/.test(url.pathname)) return 'login';
    if (!/\/test-simulator$/.test(url.pathname)) return 'elsewhere';
    const visible = (l: Locator) => l.isVisible().catch(() => false);
    if (await visible(this.queuedBanner())) return 'queued';
    if (await visible(this.dialog("Time's Up"))) return 'timeUp';
    if (await visible(this.dialog('Full Screen Exited'))) return 'fullScreenExited';
    if (await visible(this.dialog('Switch Section'))) return 'switchSection';
    if (await visible(this.dialog('Submit Test'))) return 'submitDialog';
    if (await visible(this.page.getByRole('button', { name: 'Go Back!' }))) return 'loadError';
    if (await this.palette().locator('[aria-current="step"]').count()) return 'test';
    return 'loading';
  }

  /** Waits until the screen is past loading (or the time is up); answers what it shows. */
  async settle(timeoutMs = 15_000): Promise<Screen> {
    const until = Date.now() + timeoutMs;
    let s: Screen = 'loading';
    while (Date.now() < until) {
      s = await this.screen();
      if (s === 'fullScreenExited') {
        await this.dialog('Full Screen Exited').getByRole('button', { name: 'Re-enter' }).click({ timeout: 2000 }).catch(() => undefined);
        continue;
      }
      if (s !== 'loading') break;
      await this.page.waitForTimeout(100);
    }
    if (s === 'test') await this.questionSettled();
    return s;
  }

  /** After a move the old question stays aria-busy for a frame or two (e2e/simulator-support.ts settledQuestion). */
  async questionSettled(): Promise<void> {
    await this.page.getByRole('main').locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
  }

  async current(): Promise<number | null> {
    const label = await this.palette().locator('[aria-current="step"]').first().getAttribute('aria-label', { timeout: 2000 }).catch(() => null);
    const m = label ? /^Question (\d+),/.exec(label) : null;
    return m ? Number(m[1]) : null;
  }

  async questionCount(): Promise<number> {
    return this.palette().getByRole('button', { name: /^Question \d+,/ }).count();
  }

  /** One read of the timer with the true time around it; null when no timer shows. */
  async readTimer(): Promise<TimerRead | null> {
    const before = this.trueNow();
    const text = await this.page.getByRole('timer', { name: 'Time Left' }).first().innerText({ timeout: 1000 }).catch(() => null);
    const after = this.trueNow();
    const shown = text === null ? null : parseTimer(text);
    return shown === null ? null : { before, after, shown };
  }

  /** Applies one action of the script to the question on screen (skipped when the screen is not the test). */
  async act(step: ActionStep): Promise<void> {
    const n = await this.current();
    if (n === null) return;
    switch (step.action) {
      case 'answer':
      case 'change': {
        await this.answer(n, step.r, step.action === 'change' && this.hasAnswer(n));
        // half the time the student moves on after answering (not across a locked section's end)
        const total = this.test.sections.reduce((a, b) => a + b, 0);
        const crossing = this.test.sectionLocked && sectionOf(this.test, n + 1) !== sectionOf(this.test, n);
        if (step.r2 < 0.5 && n < total && !crossing) await this.actions().getByRole('button', { name: 'Next question' }).click({ timeout: 3000 });
        return;
      }
      case 'clear':
        return this.clear(n);
      case 'mark': {
        const mark = this.actions().getByRole('button', { name: /^(Mark for Review|Unmark Review)$/ });
        await mark.click({ timeout: 3000 });
        return;
      }
      case 'next':
      case 'previous': {
        const button = this.actions().getByRole('button', { name: step.action === 'next' ? 'Next question' : 'Previous question' });
        if (await button.isDisabled()) return;
        await button.click({ timeout: 3000 });
        if (step.action === 'next' && this.test.sectionLocked && n + 1 === firstOfSection(this.test, sectionOf(this.test, n) + 1)) {
          await this.confirmSwitch(step.r2);
        }
        return;
      }
      case 'jump':
      case 'sectionSwitch': {
        const total = this.test.sections.reduce((a, b) => a + b, 0);
        const section = sectionOf(this.test, n);
        let m = 1 + Math.floor(step.r * total);
        if (step.action === 'sectionSwitch') m = section + 1 < this.test.sections.length ? firstOfSection(this.test, section + 1) : Math.min(total, n + 1);
        if (m === n) m = (n % total) + 1;
        await this.cell(m).click({ timeout: 3000 });
        if (this.test.sectionLocked && sectionOf(this.test, m) > section) await this.confirmSwitch(step.action === 'sectionSwitch' ? 0 : step.r2);
        return;
      }
    }
  }

  private hasAnswer(n: number): boolean {
    return (this.book.get(n)?.values.length ?? 0) > 0;
  }

  /** The Switch Section warning: Confirm when r2 < 0.75, else Cancel. */
  private async confirmSwitch(r2: number): Promise<void> {
    const dialog = this.dialog('Switch Section');
    if (!(await dialog.waitFor({ state: 'visible', timeout: 1500 }).then(() => true, () => false))) {
      this.note('a forward move across a section did not open the Switch Section warning');
      return;
    }
    await dialog.getByRole('button', { name: r2 < 0.75 ? 'Confirm' : 'Cancel' }).click({ timeout: 3000 });
    await dialog.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
    if (r2 < 0.75) this.switched = true;
  }

  /** Answers given in a section (the attempt limit of 3001's Mathematics is 6). */
  private answeredIn(section: number): number {
    return [...this.book.values()].filter((a) => a.values.length > 0 && sectionOf(this.test, a.n) === section).length;
  }

  /**
   * Waits until every event the app has shown is durable in IndexedDB: the app stages each event in a localStorage
   * journal (`event-journal:<logId>`, infrastructure/test-engine/journaled-event-log-storage.ts) before the screen
   * shows it and drops it once IndexedDB's transaction has completed, so an empty journal means nothing shown is
   * waiting for the disk. Answers how long that took (ms), or null when it did not happen within `timeoutMs`.
   */
  async untilDurable(timeoutMs = 2000): Promise<number | null> {
    const t0 = Date.now();
    const pending = () => this.page.evaluate((prefix) => Object.keys(localStorage).some((k) => k.startsWith(prefix)), JOURNAL_KEY_PREFIX);
    while (Date.now() - t0 < timeoutMs) {
      if (!(await pending().catch(() => false))) return Date.now() - t0;
      await this.page.waitForTimeout(5);
    }
    return null;
  }

  /**
   * Answers the question on screen and records it as soon as the input shows it, without waiting for the palette:
   * the page is about to go away (a hot reload, tab close or browser kill).
   */
  async answerHot(r: number): Promise<void> {
    const n = await this.current();
    if (n !== null) await this.answer(n, r, this.hasAnswer(n), false);
  }

  /** `confirm`: the answer counts once the palette says Answered (else the input showing it is enough). */
  private async answer(n: number, r: number, change: boolean, confirm = true): Promise<void> {
    const section = sectionOf(this.test, n);
    const limit = this.test.attemptLimits[section] ?? 0;
    if (limit > 0 && !this.hasAnswer(n) && this.answeredIn(section) >= limit) return; // would be refused: not an answer
    await this.questionSettled();
    const q = this.page.getByRole('main').getByRole('region', { name: `Q${n}`, exact: true });
    const radios = q.getByRole('radio');
    const boxes = q.getByRole('checkbox');
    const text = q.getByRole('textbox', { name: 'Your answer' });
    const before = this.book.get(n)?.values ?? [];
    let input: Exclude<ExpectedAnswer['input'], 'none'>;
    let values: string[];
    const k = await radios.count();
    const kb = k ? 0 : await boxes.count();
    if (k) {
      input = 'radio';
      let i = Math.floor(r * k);
      if (change && (await radios.nth(i).getAttribute('value')) === before[0]) i = (i + 1) % k;
      await radios.nth(i).check({ timeout: 3000 });
      values = [(await radios.nth(i).getAttribute('value')) ?? ''];
    } else if (kb) {
      input = 'checkbox';
      const full = 2 ** kb - 1;
      let mask = 1 + Math.floor(r * full);
      const current = await boxStates(boxes, kb);
      if (change && current === mask) mask = (mask % full) + 1;
      for (const want of [true, false]) {
        for (let i = 0; i < kb; i++) if (Boolean(mask & (1 << i)) === want) await boxes.nth(i).setChecked(want, { timeout: 3000 });
      }
      values = [];
      for (let i = 0; i < kb; i++) if (mask & (1 << i)) values.push((await boxes.nth(i).getAttribute('value')) ?? '');
    } else if (await text.count()) {
      input = 'text';
      let value = String(Math.floor(r * 2000) - 500);
      if (change && value === before[0]) value = String(Number(value) + 1);
      await text.fill(value, { timeout: 3000 });
      values = [value];
    } else {
      this.note(`Q${n}: no answer input on screen`);
      return;
    }
    if (!confirm) {
      this.book.set(n, { n, input, values });
      return;
    }
    const status = await this.cellStatus(n, ANSWERED);
    if (!ANSWERED.test(status)) {
      this.note(`Q${n}: answered with ${input} '${values.join('~')}' but the palette says '${status}'`);
      return;
    }
    this.book.set(n, { n, input, values });
  }

  private async clear(n: number): Promise<void> {
    await this.actions().getByRole('button', { name: 'Clear' }).click({ timeout: 3000 });
    const status = await this.cellStatus(n, /^Question \d+, (Not answered|Visited|Marked for review)$/);
    if (ANSWERED.test(status)) {
      this.note(`Q${n}: Clear left the palette at '${status}'`);
      return;
    }
    const had = this.book.get(n);
    this.book.set(n, { n, input: had?.input ?? 'none', values: [] });
  }

  /** The cell's accessible name once it matches `want` (or whatever it says after 2 s). */
  private async cellStatus(n: number, want: RegExp): Promise<string> {
    const until = Date.now() + 2000;
    let name = '';
    while (Date.now() < until) {
      name = (await this.cell(n).getAttribute('aria-label', { timeout: 1000 }).catch(() => null)) ?? '';
      if (want.test(name)) return name;
      await this.page.waitForTimeout(50);
    }
    return name;
  }
}

async function boxStates(boxes: Locator, count: number): Promise<number> {
  let mask = 0;
  for (let i = 0; i < count; i++) if (await boxes.nth(i).isChecked()) mask |= 1 << i;
  return mask;
}
