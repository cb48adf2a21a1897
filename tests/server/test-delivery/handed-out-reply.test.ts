/** @jest-environment node */
// A configured test's /testdetails reply is kept (server/http/kept-reply.ts): the same bytes for every student, sent
// compressed once the copies are made, while each start is still recorded for its own student.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { JEE } from '../delivery-helpers';
import { authHeaders, makeServer, type TestServer } from '../test-server';

let s: TestServer;
let demo: WireStudent;
let other: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
  other = await s.login('new.student');
  // new.student takes the same course as demo.student
  s.db.prepare(`INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
    SELECT ?, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date FROM enrollments WHERE student_id = ?`)
    .run(other.studentId, demo.studentId);
});

const start = (student: WireStudent, testId: number, encoding?: string) =>
  s.get(`/api/testdetails?templateId=${JEE.templateId}&testId=${testId}`, { ...authHeaders(student), ...(encoding ? { 'accept-encoding': encoding } : {}) });
const deliveriesOf = (student: WireStudent, testId: number) =>
  (s.db.prepare('SELECT COUNT(*) AS n FROM test_deliveries WHERE student_id = ? AND test_id = ?').get(student.studentId, testId) as { n: number }).n;

/** The reply once it comes in `want` (the copies are made off the event loop after the first start, gzip's first). */
async function compressed(student: WireStudent, testId: number, encoding: string, want: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await start(student, testId, encoding);
    if (res.headers.get('content-encoding') === want) return res;
    await new Promise((resolve) => { setTimeout(resolve, 20); });
  }
  throw new Error(`the reply never came in ${want}`);
}

describe('GET /api/testdetails of a configured test', () => {
  it('answers every student with the same bytes, and records each start for its own student', async () => {
    const first = await start(demo, DEMO_TESTS.bigMock);
    const second = await start(other, DEMO_TESTS.bigMock);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    expect(JSON.parse(body).obj[0].questionSet).toHaveLength(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(deliveriesOf(demo, DEMO_TESTS.bigMock)).toBeGreaterThan(0);
    expect(deliveriesOf(other, DEMO_TESTS.bigMock)).toBeGreaterThan(0);
    // another test is another reply
    expect(await (await start(demo, DEMO_TESTS.lockedMock)).text()).not.toBe(body);
  });

  it('sends the brotli or gzip copy of the same JSON to a client that accepts it', async () => {
    const plain = await (await start(demo, DEMO_TESTS.bigMock)).text();
    const br = await compressed(other, DEMO_TESTS.bigMock, 'gzip, deflate, br, zstd', 'br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(plain);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(plain) / 4);
    const gz = await compressed(demo, DEMO_TESTS.bigMock, 'gzip', 'gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(plain);
  });
});
