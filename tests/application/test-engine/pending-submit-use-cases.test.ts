// Sending the handed-in attempts a closed simulator page left on the device: only the owner's, only handed-in
// registered attempts, with the attempt's own submission id; a refusal is not sent again from other pages.
import { describe, expect, it } from '@jest/globals';
import { sendPendingSubmits } from '../../../application/test-engine/pending-submit-use-cases';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aFlatTest } from '../../mothers/test-data.mother';
import { course, deps, freshDepsEachTest, must, open, repo, storage } from './test-session-setup';

freshDepsEachTest();

/** A test answered and handed in by `owner` while the server could not be reached: its log stays. */
async function handedInOffline(owner: string | undefined, testKey = '3:42') {
  const { session } = await open(aFlatTest(2), { testKey });
  await must(session, { type: 'GiveAnswer', data: { response: { values: ['B'], fileName: '', url: '' } } });
  repo.submitReply = async () => err(UNAVAILABLE);
  const r = await session.submit({ course, ...(owner && { owner }) });
  expect(r.ok).toBe(false);
  repo.submitReply = async () => ok('mt900');
  return session;
}

describe('sendPendingSubmits', () => {
  it("sends the owner's handed-in attempt with its submission id, then its log is gone", async () => {
    const session = await handedInOffline('stu1');
    const meta = await storage.readMeta(session.logId);
    expect(meta?.pendingSubmit).toMatchObject({ owner: 'stu1', course, testMode: 'advance' });

    const report = await sendPendingSubmits(deps, 'stu1');
    expect(report).toEqual({ sent: [{ testSession: 'mt900', testId: 42, testType: 2, testName: expect.any(String) }], kept: 0, refused: 0 });
    expect(repo.submits).toHaveLength(2);
    expect(repo.submits[1].opts?.clientSubmissionId).toBe(repo.submits[0].opts?.clientSubmissionId);
    expect(repo.submits[1].ansdetails.questionSet[0].studentResponse).toBe('B');
    expect(await storage.list()).toEqual([]);
    // nothing left: a second run sends nothing
    expect(await sendPendingSubmits(deps, 'stu1')).toEqual({ sent: [], kept: 0, refused: 0 });
  });

  it("never sends another student's attempt, a running attempt, or one handed in without an owner", async () => {
    await handedInOffline('stu1', '3:1');
    await handedInOffline(undefined, '3:2');
    await open(aFlatTest(2), { testKey: '3:3' });
    expect(await sendPendingSubmits(deps, 'stu2')).toEqual({ sent: [], kept: 0, refused: 0 });
    expect(repo.submits).toHaveLength(2);
    expect(await storage.list()).toHaveLength(3);
  });

  it('keeps an attempt the server still cannot take, and stops sending one it refuses', async () => {
    const session = await handedInOffline('stu1');
    repo.submitReply = async () => err({ kind: 'fault' });
    expect(await sendPendingSubmits(deps, 'stu1')).toEqual({ sent: [], kept: 1, refused: 0 });
    repo.submitReply = async () => err({ kind: 'refused', code: 'already_submitted' });
    expect(await sendPendingSubmits(deps, 'stu1')).toEqual({ sent: [], kept: 0, refused: 1 });
    // left on the device for the simulator's Submit Now, no longer sent from other pages
    expect(await storage.list()).toEqual([session.logId]);
    expect((await storage.readMeta(session.logId))?.pendingSubmit).toBeUndefined();
    expect(await sendPendingSubmits(deps, 'stu1')).toEqual({ sent: [], kept: 0, refused: 0 });
  });
});
