// The end of a chaos session (npm run chaos): the network back, the test submitted (with the plan's submit faults: a
// reply lost, a 5xx, a double click on Submit Now, Submit pressed offline), the analytics page awaited, then the stored
// attempt read back from the database and compared with the driver's answer book.
//
// The intended behaviour: a submit that fails because the device is offline or the server failed is kept on the device
// (the status banner 'Your answers are saved on this device', Try again now) and sent by itself once it can be; the
// student lands on /student/testanalytics?testSession=... with 'Test Submit Successfully'. Anything else is reported;
// a session that is not submitted within 90 s of the network coming back is stuck.
import { compareAnswers } from './checks';
import type { SessionRunner } from './session-runner';

const SUBMIT_BOUND_MS = 90_000;
/** the banner's automatic tries are given this long before the student presses Try again now */
const AUTO_RETRY_GRACE_MS = 40_000;
/** a submit screen that stays this long without a reply or a banner counts as a failed submit */
const IDLE_RETRY_MS = 6000;

export interface Verdict {
  answersLost: number;
  duplicateSubmits: number;
  stuck: boolean;
}

export async function submitAndVerify(run: SessionRunner, baseline: number): Promise<Verdict> {
  const submitted = await submit(run);
  return verify(run, baseline, submitted);
}

/** Submits; answers whether the analytics page was reached. */
async function submit(run: SessionRunner): Promise<boolean> {
  const { driver, faults, plan } = run;
  const { context } = run.bp;
  faults.disarm();
  if (faults.offline) await faults.setOffline(context, false);
  let screen = await driver.settle(20_000);
  if (screen === 'analytics') return true;
  if (screen === 'switchSection') await driver.dialog('Switch Section').getByRole('button', { name: 'Cancel' }).click().catch(() => undefined);

  if (plan.submit.net) faults.arm(plan.submit.net);
  if (plan.submit.offline) {
    await faults.setOffline(context, true, false);
    faults.counts.submitOffline += 1;
  }
  try {
    await pressSubmitNow(run, plan.submit.double);
    if (plan.submit.double) faults.counts.doubleSubmit += 1;
  } catch (e) {
    run.failures.push(`submit: could not press Submit Now on screen '${await driver.screen()}': ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }

  if (plan.submit.offline) {
    const queued = await driver.queuedBanner().waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false);
    if (!queued) {
      run.failures.push(`submit offline: expected the banner 'Your answers are saved on this device', saw ${await whatIsShown(run)}`);
    }
    await run.page.waitForTimeout(plan.submit.offlineMs);
    await faults.setOffline(context, false);
  }

  if (plan.submit.interrupt) {
    // while the faulted submit is under way (queued, or its request held): the page goes away and comes back
    await driver.queuedBanner().waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
    if ((await driver.screen()) !== 'analytics') {
      await run.reopen(plan.submit.interrupt);
      await driver.settle(20_000);
    }
  }

  const restoredAt = Date.now();
  let retriedByHand = false;
  let failureSeen = false;
  /** since when the screen has shown the test or a submit dialog without the submit going anywhere */
  let idleSince: number | null = null;
  while (Date.now() - restoredAt < SUBMIT_BOUND_MS) {
    screen = await driver.screen();
    if (screen === 'analytics') {
      const toast = await run.page.getByText('Test Submit Successfully').first().waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
      if (!toast) run.failures.push("submit: the analytics page showed without the 'Test Submit Successfully' toast");
      return true;
    }
    const idle = screen === 'submitDialog' || screen === 'timeUp' || screen === 'test';
    idleSince = idle ? idleSince ?? Date.now() : null;
    const failedToast = idle && await run.page.getByText('Failed to submit test.').first().isVisible().catch(() => false);
    if (screen === 'queued' && !retriedByHand && Date.now() - restoredAt > AUTO_RETRY_GRACE_MS) {
      run.failures.push(`submit: still queued ${AUTO_RETRY_GRACE_MS / 1000} s after the network came back; pressed Try again now`);
      retriedByHand = true;
      await driver.queuedBanner().getByRole('button', { name: 'Try again now' }).click({ timeout: 2000 }).catch(() => undefined);
    } else if (idle && (failedToast || Date.now() - (idleSince ?? Date.now()) > IDLE_RETRY_MS)) {
      // the submit failed visibly (the old behaviour: a toast, the test handed in, only Submit Now): retry by hand
      if (!failureSeen) {
        failureSeen = true;
        const seen = await whatIsShown(run);
        const faulted = [plan.submit.offline ? 'offline' : '', plan.submit.net?.fault ?? ''].filter(Boolean).join(', ');
        run.failures.push(faulted
          ? `submit (${faulted}): expected the submit kept on the device and sent by itself, saw ${seen}; pressed Submit Now again`
          : `submit: not submitted, saw ${seen}; pressed Submit Now again`);
      }
      await run.page.waitForTimeout(1000);
      await pressSubmitNow(run, false).catch(() => undefined);
      idleSince = null;
    } else if (screen === 'login') {
      run.failures.push('submit: the app went to the login page');
      return false;
    }
    await run.page.waitForTimeout(250);
  }
  run.failures.push(`stuck: not submitted ${SUBMIT_BOUND_MS / 1000} s after the network came back (last screen: ${await whatIsShown(run)})`);
  return false;
}

/** Submit Now: from Time's Up, or the Submit button of the side panel and then the Submit Test dialog. */
async function pressSubmitNow(run: SessionRunner, double: boolean): Promise<void> {
  const { driver } = run;
  const screen = await driver.screen();
  if (screen === 'queued' || screen === 'analytics') return;
  let dialog = driver.dialog("Time's Up");
  if (screen !== 'timeUp') {
    dialog = driver.dialog('Submit Test');
    if (screen !== 'submitDialog') {
      await run.page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click({ timeout: 5000 });
    }
  }
  const button = dialog.getByRole('button', { name: 'Submit Now' });
  await (double ? button.dblclick({ timeout: 5000 }) : button.click({ timeout: 5000 }));
}

/** A short account of the screen for a report line. */
async function whatIsShown(run: SessionRunner): Promise<string> {
  const screen = await run.driver.screen().catch(() => 'unknown');
  const failed = await run.page.getByText('Failed to submit test.').first().isVisible().catch(() => false);
  return `screen '${screen}'${failed ? " with 'Failed to submit test.'" : ''} at ${run.page.url().replace(/^https?:\/\/[^/]+/, '')}`;
}

/** Reads the stored attempts of this session back and compares them with the answer book. */
async function verify(run: SessionRunner, baseline: number, submitted: boolean): Promise<Verdict> {
  const { store } = run.env;
  const attempts = await store.submittedSince(run.student.studentId, run.plan.test.testId, baseline);
  const verdict: Verdict = { answersLost: 0, duplicateSubmits: Math.max(0, attempts.length - 1), stuck: !submitted };
  if (verdict.duplicateSubmits > 0) {
    run.failures.push(`duplicate submit: ${attempts.length} attempts stored for one submit intent `
      + `(ids ${attempts.map((a) => `${a.id}/${a.clientSubmissionId ?? '-'}`).join(', ')}; /testsubmit posts that reached the server: ${run.faults.submitPosts})`);
  }
  const expected = [...run.driver.book.values()];
  if (!submitted && attempts.length === 0) return verdict;
  const shownSession = submitted ? new URL(run.page.url()).searchParams.get('testSession') : null;
  const attempt = attempts.find((a) => String(a.id) === shownSession) ?? attempts[0];
  if (!attempt) {
    verdict.answersLost = expected.filter((e) => e.values.length > 0).length;
    run.failures.push(`the app showed the analytics of testSession ${shownSession} but no submitted attempt was stored: ${verdict.answersLost} answer(s) lost`);
    return verdict;
  }
  if (shownSession !== null && String(attempt.id) !== shownSession) {
    run.failures.push(`the analytics page shows testSession ${shownSession}, the stored attempt is ${attempt.id}`);
  }
  const stored = await store.questions(attempt.id);
  if (process.env.CHAOS_VERBOSE === '1') {
    for (const e of expected) console.log(`    Q${e.n} ${e.input} expected '${e.values.join('~')}' stored '${stored[e.n - 1]?.studentResponse}' (${stored[e.n - 1]?.questionType})`);
  }
  const mismatches = compareAnswers(expected, stored);
  verdict.answersLost = mismatches.length;
  for (const m of mismatches) {
    run.failures.push(`answer Q${m.n} ${m.reason}: expected '${m.expected}', stored '${m.stored}' (attempt ${attempt.id})`);
  }
  return verdict;
}
