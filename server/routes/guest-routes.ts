// The guest trial (docs/api.md "Guest trial", docs/security.md "Guest trial"): a visitor takes a course's free test
// without an account, signs up (or in) by a code to their mobile, gets the course's FREE pack with the trial, and hands
// the test in with an authenticated /testsubmit (source=guest, server/routes/test-delivery-routes.ts).
// Nothing of a guest test is stored before the code is verified: the test goes out with a signed delivery
// (server/test-delivery/guest-delivery.ts) and the only row a visitor makes is the hashed code with its recipient.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { GUEST_TEST_NOT_FOUND, TRIAL_USED } from '../http/messages';
import { HttpError, reply, validationError } from '../http/reply';
import { studentReply } from '../http/student-reply';
import { digits, EMAIL_PATTERN, formOf, optional, optionalText, positiveId, queryOf, text } from '../http/validation';
import { freePlanOf, takeFreeTrial } from '../catalogue/purchase';
import { DEFAULT_TEST_UID } from '../repositories/guest-trial-repository';
import { GUEST_SIGNUP } from '../repositories/one-time-code-repository';
import { deletionPending } from '../repositories/student-repository';
import { codeLimits } from '../security/code-limits';
import { UNUSABLE_PASSWORD_HASH } from '../security/passwords';
import { MINUTE, type Rule } from '../security/throttle';
import { buildConfiguredTest, forDelivery } from '../test-delivery/test-builder';
import { optionalInteger } from '../test-delivery/wire-inputs';
import { deletionPendingError, deviceField, tooManyAttempts } from './account-routes';

/**
 * Guest tests handed out per client address: a visitor opens one test, perhaps reloads it a few times; a classroom
 * behind one address opening the free test together stays inside 60 a minute. Each call builds a test (a read of the
 * bank and an HMAC), writes nothing but the count, and needs no account, so the address is the only key.
 */
export const GUEST_TESTS_PER_ADDRESS: Rule = { bucket: 'guest-testdetails-address-minute', limit: 60, windowMs: MINUTE };
/** /add-course-toguest per student: the app calls it once per guest submit (and again on a retry). */
export const ADD_COURSE_PER_STUDENT: Rule = { bucket: 'add-course-toguest-minute', limit: 10, windowMs: MINUTE };
export const TOO_MANY_GUEST_TESTS = 'Too many free tests were requested';
export const TOO_MANY_TRIAL_REQUESTS = 'Too many free trial requests';

/** signup_source when the link carried no utm_source (spec 001 §7) */
export const DEFAULT_SIGNUP_SOURCE = 'Guest Mock Test';
/** responseTxt of a course the student already has, or whose trial was used */
export const COURSE_ALREADY_EXISTS = 'CourseAlreadyExists';
export const INVALID_GUEST_OTP = 'Invalid Otp';
const OTP_SENT = 'OTP sent';
const CODE_EXPIRED = 'The code has expired or is not known. Request a new code.';

const guestTestNotFound = () => new HttpError(404, 'not_found', GUEST_TEST_NOT_FOUND);

const detailsQuery = z.object({
  // required: a course link alone (courseUrl) names no course here
  courseId: positiveId(),
  testUid: optional(z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -')),
  testType: optionalInteger(),
  courseUrl: optionalText(300),
  // accepted and not used: a guest gets no help content
  searchFlag: optionalText(50),
  searchQuery: optionalText(300),
  topicId: optionalText(20),
});
const sendOtpForm = z.object({ mobile: digits(10) });
const signupForm = z.object({
  otpNumber: digits(6),
  token: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  studentName: text(100),
  email: optional(z.string().trim().max(254, 'must be at most 254 characters').regex(EMAIL_PATTERN, 'must be an e-mail address')),
  courseUrl: optionalText(300),
  source: optionalText(100),
  device: deviceField,
});
const courseForm = z.object({ courseId: positiveId() });

export function guestRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, db, bank, catalog, codes, outbox, students, sessions, courses, courseCatalogue, paymentRecords, guestTrials,
    guestDeliveries, throttle, clientAddress, now } = deps;
  const routes = new Hono<AuthEnv>();
  const limits = codeLimits(deps);

  /** A login id for a new guest student: 'g' + the mobile, with -2, -3 ... while taken. */
  const newLoginId = async (mobile: string): Promise<string> => {
    const base = `g${mobile}`;
    let candidate = base;
    for (let n = 2; await students.loginIdTaken(candidate); n++) candidate = `${base}-${n}`;
    return candidate;
  };

  /** The course becomes the student's opened course (openedCourse indexes the student's courses in their order). */
  const openCourse = async (studentId: number, courseId: number) => {
    const index = (await courses.coursesOf(studentId)).findIndex((c) => c.courseId === courseId);
    if (index >= 0) await students.setOpenedCourse(studentId, index);
  };

  // No authentication and no database row: the test and the signed record of its delivery.
  routes.get('/app/guest-testdetails', async (c) => {
    await throttle.limit([GUEST_TESTS_PER_ADDRESS], clientAddress(c), now(), TOO_MANY_GUEST_TESTS);
    const q = queryOf(c, detailsQuery);
    const ref = await guestTrials.testByUid(q.courseId, q.testUid ?? DEFAULT_TEST_UID);
    if (!ref) throw guestTestNotFound();
    if (q.testType !== undefined && q.testType !== ref.testType) throw validationError(`testType must be ${ref.testType} for this test`);
    const config = await catalog.test(ref.testId);
    const test = config && await buildConfiguredTest(config, bank);
    if (!test || test.questionSet.length === 0) throw guestTestNotFound();
    const guestDelivery = await guestDeliveries.sign({ courseId: q.courseId, testId: test.testId, deliveredAt: now() });
    return reply(c, 'success', { list: [forDelivery(test)], courseId: q.courseId, guestDelivery });
  });

  // A code to any mobile, known or not (a guest may be a student already): the code-send limits of every code.
  routes.post('/app/sendotp', async (c) => {
    const { mobile } = await formOf(c, sendOtpForm);
    await limits.beforeSend(c, mobile);
    const issued = await codes.issueGuest(mobile, now());
    await outbox.deliver(mobile, issued.code);
    return reply(c, 'sent_otp', { token: issued.token }, OTP_SENT);
  });

  // The right code proves the mobile: its student signs in, else one is made. The code is used up in the transaction
  // that makes the student and the session.
  routes.post('/app/guest-verifyotp-signup', async (c) => {
    const form = await formOf(c, signupForm);
    if (!form.token) throw new HttpError(400, 'invalid_token', CODE_EXPIRED);
    const token = form.token;
    const at = now();
    const destination = await codes.pendingRecipient(GUEST_SIGNUP, token, null, at);
    await limits.beforeCheck(c, destination);
    const result = await db.transaction(async () => {
      const check = await codes.redeemGuest(token, form.otpNumber, at);
      if (check.outcome !== 'ok') return check;
      const mobile = check.recipient;
      const existing = await students.findByMobile(mobile);
      if (existing && deletionPending(existing)) return { outcome: 'deletion_pending' as const };
      const studentId = existing ? existing.id : await students.createGuest({
        loginId: await newLoginId(mobile),
        name: form.studentName,
        mobile,
        // an address another account has (any case) is left out: the account is made without it
        email: form.email && !await students.findByEmail(form.email) ? form.email : null,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        deviceType: form.device,
        signupSource: form.source || DEFAULT_SIGNUP_SOURCE,
        signupCourseUrl: form.courseUrl || null,
      });
      return { outcome: 'ok' as const, studentId, session: await sessions.open(studentId, form.device, at) };
    });
    switch (result.outcome) {
      case 'deletion_pending':
        throw deletionPendingError();
      case 'ok': {
        const student = await students.findById(result.studentId);
        if (!student) throw new Error(`student ${result.studentId} vanished during the guest sign-up`);
        return reply(c, 'success', await studentReply(deps, student, result.session), 'OTP verified');
      }
      case 'unknown':
        throw new HttpError(400, 'invalid_token', CODE_EXPIRED);
      case 'wrong_code':
        await limits.afterWrong(c, destination);
        return reply(c, 'invalid_otp', null, INVALID_GUEST_OTP);
      case 'too_many_attempts':
        await limits.afterWrong(c, destination);
        throw tooManyAttempts();
    }
  });

  // The trial: the course's FREE plan and the trial row, in one transaction; a retry before the guest submit answers
  // success again, a course the student has (any pack) or whose trial was used answers CourseAlreadyExists.
  routes.post('/add-course-toguest', auth, async (c) => {
    const { studentId } = c.var.session;
    await throttle.limit([ADD_COURSE_PER_STUDENT], String(studentId), now(), TOO_MANY_TRIAL_REQUESTS);
    const { courseId } = await formOf(c, courseForm);
    if (!await courseCatalogue.course(courseId) || !await guestTrials.offeredTest(courseId)) {
      throw new HttpError(404, 'not_found', 'No such course with a free test');
    }
    const plan = await freePlanOf(deps, courseId);
    if (!plan) throw new HttpError(404, 'not_found', 'This course has no free trial');
    const at = now();
    const added = await db.transaction(async (): Promise<boolean> => {
      // the student's purchases wait first (PostgreSQL locks the student's row; SQLite's BEGIN IMMEDIATE already
      // did): a parallel retry then reads the trial this one wrote, not the state before it
      await paymentRecords.lockPurchasesOf(studentId);
      const trial = await guestTrials.trial(studentId, courseId);
      if (trial && trial.attemptId === null) {
        await openCourse(studentId, courseId);
        return true;
      }
      if (trial || await courses.currentPack(studentId, courseId)) return false;
      if (await takeFreeTrial(deps, studentId, plan, at) !== 'enrolled') return false;
      await guestTrials.addTrial(studentId, courseId, at);
      await openCourse(studentId, courseId);
      return true;
    });
    if (!added) return reply(c, COURSE_ALREADY_EXISTS, null, TRIAL_USED);
    return reply(c, 'success', await courses.coursesOf(studentId), 'Course added successfully.');
  });

  return routes;
}
