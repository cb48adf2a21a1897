// Shared by the guest trial tests (guest-routes, guest-trial-submit): a fresh seeded server before each test, the
// trial's course and mobiles, and the guest's calls (the free test with its signed delivery, the code, the sign-up).
import { beforeEach, expect } from '@jest/globals';
import type { TestData } from '../../domain/test-engine/test-data';
import type { WireStudent } from '../../server/http/wire-types';
import { parsedTest, postForm } from './delivery-helpers';
import { makeServer, TEST_ADDRESS_HEADER, type TestServer } from './test-server';

/** a course a new mobile takes the trial of (JEE Advanced Problem Solving, template 5005, free test 3905) */
export const TRIAL = { courseId: 105, templateId: 5005, testId: 3905 } as const;
export const NEW_MOBILE = '9000000001';
export const DEMO_MOBILE = '9876543210';

/** The server of the running test (set by freshServerEachTest). */
export let s: TestServer;

/** Gives every test of the file its own freshly seeded server, in `s`. */
export function freshServerEachTest(): void {
  beforeEach(async () => {
    s = await makeServer();
  });
}

export const count = (table: string, where = '1 = 1', ...args: unknown[]) =>
  (s.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;

/** GET /app/guest-testdetails without a session (from `address`, default loopback). */
export async function guestTest(params: Record<string, string | number>, address?: string) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await s.get(`/api/app/guest-testdetails?${query}`, address ? { [TEST_ADDRESS_HEADER]: address } : {});
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** The free test of a course as the app reads it, and its signed delivery. */
export async function freeTest(courseId: number = TRIAL.courseId): Promise<{ test: TestData; guestDelivery: string }> {
  const { status, body } = await guestTest({ courseId, testUid: 'learning' });
  expect(status).toBe(200);
  return { test: parsedTest({ obj: body.obj.list }), guestDelivery: body.obj.guestDelivery };
}

export async function sendOtp(mobile: string) {
  const { status, body } = await postForm(s, null, '/app/sendotp', { mobile });
  expect({ status, responseTxt: body.responseTxt }).toEqual({ status: 200, responseTxt: 'sent_otp' });
  return body.obj.token as string;
}

export const verify = (fields: Record<string, string>) => postForm(s, null, '/app/guest-verifyotp-signup', fields);

/** A code to the mobile, then its check: the signed-up (or signed-in) student. */
export async function signUp(mobile = NEW_MOBILE, extra: Record<string, string> = {}): Promise<WireStudent> {
  const token = await sendOtp(mobile);
  const { status, body } = await verify({ otpNumber: await s.lastOtp(mobile), token, studentName: 'Guest Person', device: 'web', ...extra });
  expect({ status, responseTxt: body.responseTxt }).toEqual({ status: 200, responseTxt: 'success' });
  return body.obj as WireStudent;
}
