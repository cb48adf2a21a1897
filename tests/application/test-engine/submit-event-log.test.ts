/** @jest-environment node */
// The event log goes with the submit (docs/attempt-timeline.md): the whole log, and when the server refuses it
// (event_log_rejected) the same submit again at once without it, saying so; no other refusal is retried.
import { describe, expect, it } from '@jest/globals';
import { err, ok } from '../../../domain/shared/result';
import { replay } from '../../../domain/test-engine/replay';
import { aFlatTest, text } from '../../mothers/test-data.mother';
import { course, freshDepsEachTest, must, open, repo } from './test-session-setup';

freshDepsEachTest();

const rejected = err({ kind: 'refused' as const, code: 'event_log_rejected', message: 'The event log does not match the submitted answers (question 1)' });

describe('the event log with the submit', () => {
  it('sends the whole log, ending with TestSubmitted, whose fold holds the submitted answers', async () => {
    const { session } = await open(aFlatTest(3));
    await must(session, { type: 'GiveAnswer', data: { response: text('B') } });
    await must(session, { type: 'GoNext', data: {} });
    await must(session, { type: 'GiveAnswer', data: { response: text('C') } });
    expect(await session.submit({ course })).toEqual(ok('mt900'));

    const [{ eventLog, opts, ansdetails }] = repo.submits;
    expect(opts).toEqual({ clientSubmissionId: 'id-2' });
    expect(eventLog?.logId).toBe(session.logId);
    const events = eventLog?.events ?? [];
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)?.event.type).toBe('TestSubmitted');
    const folded = replay(events as Parameters<typeof replay>[0]);
    expect(folded.submitted).toBe(true);
    expect(folded.questions.map((q) => q.response.values.join())).toEqual(['B', 'C', '']);
    expect(ansdetails.questionSet.map((q) => q.studentResponse)).toEqual(['B', 'C', '']);
  });

  it('a refused log: the same submit again at once without it, with eventLogStatus refused', async () => {
    const { session } = await open(aFlatTest(2));
    await must(session, { type: 'GiveAnswer', data: { response: text('A') } });
    const replies = [rejected, ok('mt901')];
    repo.submitReply = async () => replies.shift()!;
    expect(await session.submit({ course })).toEqual(ok('mt901'));

    expect(repo.submits).toHaveLength(2);
    expect(repo.submits[0].eventLog).toBeDefined();
    expect(repo.submits[1].eventLog).toBeUndefined();
    expect(repo.submits[1].opts).toEqual({ clientSubmissionId: 'id-2', eventLogStatus: 'refused' });
    expect(repo.submits[1].ansdetails).toEqual(repo.submits[0].ansdetails);
    expect(session.isClosed).toBe(true);
  });

  it('a refused log whose second post fails leaves the test handed in locally, to be sent again', async () => {
    const { session } = await open(aFlatTest(2));
    const replies = [rejected, err({ kind: 'unavailable' as const })];
    repo.submitReply = async () => replies.shift()!;
    expect(await session.submit({ course })).toEqual(err({ kind: 'not_sent', cause: { kind: 'unavailable' } }));
    expect(session.isClosed).toBe(false);
    expect(session.state.submitted).toBe(true);
  });

  it('any other refusal is not retried (one post)', async () => {
    const { session } = await open(aFlatTest(2));
    repo.submitReply = async () => err({ kind: 'refused' as const, code: 'failed' });
    expect((await session.submit({ course })).ok).toBe(false);
    expect(repo.submits).toHaveLength(1);
  });
});
