/** @jest-environment node */
// docs/security.md "Submit limits": per student, /testsubmit 20 a minute and 200 an hour, /teststop 30 a minute;
// 429 with Retry-After beyond; a replay of a stored clientSubmissionId answers the stored attempt and does not count.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { TestData } from '../../../domain/test-engine/test-data';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { STOP_PER_MINUTE, SUBMIT_PER_HOUR, SUBMIT_PER_MINUTE } from '../../../server/routes/test-delivery-routes';
import { buildSubmitAnsDetails } from '../../../domain/test-engine/payloads';
import { course, loadTest, progressOf, stop, submit } from '../delivery-helpers';
import { authHeaders, makeServer, MINUTE, type TestServer } from '../test-server';

let s: TestServer;
let demo: WireStudent;
let test: TestData;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
  test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
});

const attemptCount = () => (s.db.prepare('SELECT COUNT(*) AS n FROM attempts WHERE status = \'submitted\'').get() as { n: number }).n;

/** Submits `n` times with fresh ids; returns the statuses. */
async function submits(n: number, student = demo): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await submit(s, student, test, new Map())).status);
  return statuses;
}

describe('POST /api/testsubmit per student', () => {
  it('takes 20 a minute; the 21st gets 429 with Retry-After and stores nothing; a minute later it is taken', async () => {
    expect(SUBMIT_PER_MINUTE).toMatchObject({ limit: 20, windowMs: MINUTE });
    expect(await submits(20)).toEqual(Array(20).fill(200));
    const before = attemptCount();
    const res = await submit(s, demo, test, new Map());
    expect(res).toEqual({ status: 429, body: { responseTxt: 'too_many_requests', message: 'You have submitted too many tests in a short time. Please try again in 1 minute.', obj: null } });
    expect(attemptCount()).toBe(before);
    const fd = new FormData();
    fd.append('ansdetails', JSON.stringify(buildSubmitAnsDetails({ test, progress: progressOf(test, new Map()), course: course(), testMode: 'registered', remainingTime: 60, helpCounter: 0 })));
    fd.append('clientSubmissionId', 'x-1');
    const raw = await s.request('/api/testsubmit', { method: 'POST', headers: authHeaders(demo), body: fd });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(raw.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    s.advance(MINUTE);
    expect((await submit(s, demo, test, new Map())).status).toBe(200);
  });

  it('a replay of a stored clientSubmissionId answers the stored attempt even at the limit, and does not count', async () => {
    const first = await submit(s, demo, test, new Map(), 'kept-1');
    for (let i = 0; i < 30; i++) expect(await submit(s, demo, test, new Map(), 'kept-1')).toEqual(first);
    // the 30 replays did not count: 19 more fresh submits are taken this minute
    expect(await submits(19)).toEqual(Array(19).fill(200));
    expect((await submit(s, demo, test, new Map())).status).toBe(429);
    expect(await submit(s, demo, test, new Map(), 'kept-1')).toEqual(first);
  });

  it('takes 200 an hour, however they are spread over the minutes', async () => {
    expect(SUBMIT_PER_HOUR).toMatchObject({ limit: 200, windowMs: 60 * MINUTE });
    for (let minute = 0; minute < 10; minute++) {
      expect(await submits(20)).toEqual(Array(20).fill(200));
      s.advance(MINUTE + 1000);
    }
    const res = await submit(s, demo, test, new Map());
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You have submitted too many tests in a short time\. Please try again in 5\d minutes\.$/);
  }, 30_000); // 201 submits: seconds on a loaded machine

  it('counts per student: another student is not limited by the first', async () => {
    const viewer = s.db.prepare("SELECT id FROM students WHERE login_id = 'new.student'").get() as { id: number };
    s.db.prepare(`INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
                  VALUES (?, 101, 0, 301, 3, 'PRO', '2099-12-31')`).run(viewer.id);
    const other = await s.login('new.student');
    await submits(20);
    expect((await submit(s, demo, test, new Map())).status).toBe(429);
    await loadTest(s, other, { testId: DEMO_TESTS.shortTest });
    expect((await submit(s, other, test, new Map())).status).toBe(200);
  });
});

describe('POST /api/teststop per student', () => {
  it('takes 30 a minute; the 31st gets 429 with Retry-After; a minute later it is taken', async () => {
    expect(STOP_PER_MINUTE).toMatchObject({ limit: 30, windowMs: MINUTE });
    for (let i = 0; i < 30; i++) expect((await stop(s, demo, test, new Map(), 0, 100)).status).toBe(200);
    const res = await stop(s, demo, test, new Map(), 0, 100);
    expect(res).toEqual({ status: 429, body: { responseTxt: 'too_many_requests', message: 'You have saved your progress too many times in a short time. Please try again in 1 minute.', obj: null } });
    s.advance(MINUTE);
    expect((await stop(s, demo, test, new Map(), 0, 100)).status).toBe(200);
  });
});
