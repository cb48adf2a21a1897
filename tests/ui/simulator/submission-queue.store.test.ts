/** @jest-environment node */
// The offline submit queue of SubmissionStore: a submit that is not sent (offline, a server failure) is kept on the
// device and tried again by itself with the same submission id; a refusal is told in a toast instead.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { isRetryableSubmitFailure, submitRetryDelayMs, SUBMIT_RETRY_DELAYS_MS } from '../../../application/test-engine/submit-retry';
import { UNAVAILABLE } from '../../../domain/shared/result';
import { aFlatTest } from '../../mothers/test-data.mother';
import { SimulatorHarness } from './simulator-harness';

const TOPIC = '?testId=42&testType=2&templateId=70';

const submissionIds = (h: SimulatorHarness): string[] =>
  h.repository.named('submitTest').map((c) => (c.args[1] as { clientSubmissionId: string }).clientSubmissionId);

async function openOffline() {
  const h = new SimulatorHarness();
  h.repository.test = aFlatTest(2);
  const screen = await h.open('registered', TOPIC);
  await screen.session.answer(['D']);
  screen.modals.open('submit');
  h.repository.submitOk = false;
  h.repository.submitFailure = UNAVAILABLE;
  return { h, ...screen };
}

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { window?: unknown }).window;
});

describe('submit retry rule', () => {
  it('keeps a post that was not answered, a server failure and a 429; not an engine or server refusal', () => {
    expect(isRetryableSubmitFailure({ kind: 'not_sent', cause: UNAVAILABLE })).toBe(true);
    expect(isRetryableSubmitFailure({ kind: 'not_sent', cause: { kind: 'fault' } })).toBe(true);
    expect(isRetryableSubmitFailure({ kind: 'not_sent', cause: { kind: 'refused', code: 'too_many_requests' } })).toBe(true);
    expect(isRetryableSubmitFailure({ kind: 'not_sent', cause: { kind: 'refused', code: 'already_submitted' } })).toBe(false);
    expect(isRetryableSubmitFailure({ kind: 'refused', refusal: { code: 'closed', message: 'x' } })).toBe(false);
  });

  it('waits 2, 4, 8, 15 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(submitRetryDelayMs)).toEqual([2000, 4000, 8000, 15000, 30000, 30000, 30000]);
    expect(submitRetryDelayMs(-1)).toBe(SUBMIT_RETRY_DELAYS_MS[0]);
  });
});

describe('SubmissionStore: the offline submit queue', () => {
  it('an offline submit is queued (banner, no toast, the modal closed) and goes through by itself with the same id', async () => {
    const { h, submission, modals } = await openOffline();
    jest.useFakeTimers();
    await submission.submit();
    expect(submission.queued).toBe(true);
    expect(submission.nextTryIn).toBe(2);
    expect(modals.modal).toBeNull();
    expect(h.toasts).toEqual([]);
    expect(await h.logs.list()).toHaveLength(1);

    // still offline at the first try: the next wait is longer
    await jest.advanceTimersByTimeAsync(2000);
    expect(h.repository.named('submitTest')).toHaveLength(2);
    expect(submission.queued).toBe(true);
    expect(submission.nextTryIn).toBe(4);
    await jest.advanceTimersByTimeAsync(1000);
    expect(submission.nextTryIn).toBe(3);

    h.repository.submitOk = true;
    await jest.advanceTimersByTimeAsync(3000);
    expect(submission.queued).toBe(false);
    expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=2', replace: false }]);
    expect(h.lastToast()).toEqual({ message: 'Test Submit Successfully', variant: 'success', durationMs: 3000 });
    const ids = submissionIds(h);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    // nothing more is sent afterwards
    await jest.advanceTimersByTimeAsync(120_000);
    expect(h.repository.named('submitTest')).toHaveLength(3);
  });

  it("tries at once when the browser comes back online, and on 'Try again now'", async () => {
    const online = new EventTarget();
    (globalThis as { window?: unknown }).window = online;
    const { h, submission } = await openOffline();
    jest.useFakeTimers();
    await submission.submit();
    await submission.tryNow();
    expect(h.repository.named('submitTest')).toHaveLength(2);
    expect(submission.queued).toBe(true);

    h.repository.submitOk = true;
    online.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.repository.named('submitTest')).toHaveLength(3);
    expect(submission.queued).toBe(false);
    expect(h.navigations).toHaveLength(1);
    // the listener is gone: another 'online' sends nothing
    online.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.repository.named('submitTest')).toHaveLength(3);
  });

  it('a server failure (5xx) is queued too; a refusal is told in a toast and not retried', async () => {
    const { h, submission } = await openOffline();
    h.repository.submitFailure = { kind: 'fault' };
    jest.useFakeTimers();
    await submission.submit();
    expect(submission.queued).toBe(true);

    h.repository.submitFailure = { kind: 'refused', code: 'already_submitted' };
    await submission.tryNow();
    expect(submission.queued).toBe(false);
    expect(h.lastToast()).toEqual({ title: 'Something Went Wrong!', message: 'Failed to submit test.', variant: 'danger', durationMs: 3000 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.repository.named('submitTest')).toHaveLength(2);
  });

  it('a reload of a handed-in test that was not sent sends it at once (and queues it again while offline)', async () => {
    const { h, submission, session } = await openOffline();
    await submission.submit();
    submission.dispose();
    session.dispose();

    const reloaded = await h.open('registered', TOPIC);
    expect(reloaded.submission.submitPending).toBe(true);
    jest.useFakeTimers();
    await reloaded.submission.resumePending();
    expect(h.repository.named('submitTest')).toHaveLength(2);
    expect(reloaded.submission.queued).toBe(true);

    h.repository.submitOk = true;
    await jest.advanceTimersByTimeAsync(2000);
    expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=2', replace: false }]);
    expect(new Set(submissionIds(h)).size).toBe(1);
  });

  it('leaving the page stops the tries; a double click while one runs sends once', async () => {
    const { h, submission } = await openOffline();
    jest.useFakeTimers();
    await Promise.all([submission.submit(), submission.submit()]);
    expect(h.repository.named('submitTest')).toHaveLength(1);
    submission.dispose();
    expect(submission.queued).toBe(false);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(h.repository.named('submitTest')).toHaveLength(1);
  });

  it('submitWith (the guest flow posts through it) answers its failure and queues nothing: the guest flow shows its own Retry', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const { submission } = await h.open('registered', TOPIC);
    h.repository.submitOk = false;
    h.repository.submitFailure = UNAVAILABLE;
    const posted = await submission.submitWith(null);
    expect(posted).toEqual({ ok: false, error: 'Failed to submit test.' });
    expect(submission.queued).toBe(false);
  });
});
