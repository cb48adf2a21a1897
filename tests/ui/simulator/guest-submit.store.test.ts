/** @jest-environment node */
// The guest submit flow's store: opening the guest test, handing it in, the sign-up form and the code. The verified
// guest and the student already signed in are in guest-submit-verified.store.test.ts.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { submitNow } from '../../../ui/simulator/simulator-screen';
import { guestEnv } from './fake-guest-account';
import { aGuest, atTheCode, atTheForm, open } from './guest-submit-setup';

afterEach(() => {
  jest.useRealTimers();
});

describe('guest mode: opening the test', () => {
  it('loads the free test of the link without a course or help tools, keyed by the link', async () => {
    const g = aGuest();
    const screen = await open(g);
    expect(g.h.repository.named('guestTestDetails')[0].args[0]).toEqual({
      courseId: 7, testUid: 'learning', testType: 3, courseUrl: 'jee-main', searchFlag: undefined, searchQuery: undefined, topicId: undefined,
    });
    expect(screen.session.openRequest()?.testKey).toBe('guest:7:learning:3');
    expect(screen.session.mode).toBe('guest');
    expect(screen.help.canAskTony).toBe(false);
    expect(screen.help.helpAvailable).toBe(false);
    expect(screen.submission.canSaveForLater).toBe(false);
    // the engine's guest flags: timer, mark for review, dynamic status
    expect(screen.session.flags).toMatchObject({ timer: true, markForReview: true, dynamicStatus: true, showCorrect: false });
    expect(screen.session.timerOn).toBe(true);
  });

  it("says 'Failed to load guest test' when the link names no free test, and nothing without a courseId", async () => {
    const g = aGuest();
    g.h.repository.loadResult = { ok: false, error: { kind: 'failed', message: 'Failed to load guest test' } };
    const screen = await open(g);
    expect(screen.session.phase).toBe('error');
    expect(screen.session.error).toEqual({ kind: 'failed', title: 'Failed to load guest test', message: '' });

    const none = await g.h.open('guest', '?testUid=learning', { guest: guestEnv(), help: undefined });
    expect(none.session.error?.kind).toBe('no_test');
  });

  it('a reload resumes the attempt from the local log: same question, answers and statuses', async () => {
    const g = aGuest();
    const first = await open(g);
    await first.session.answer(['B']);
    await first.session.next();
    await first.session.toggleReview();
    first.session.dispose();

    const again = await open(g);
    expect(again.session.resumed).toBe(true);
    expect(g.h.repository.named('guestTestDetails')).toHaveLength(1);
    expect(again.session.currentIndex).toBe(1);
    expect(again.session.state!.questions[0].response.values).toEqual(['B']);
    expect(again.session.state!.questions[0].status).toBe('attempted');
    expect(again.session.currentStatus).toBe('marked_for_review');
  });
});

describe('guest submit: handing in', () => {
  it('Submit Now hands the test in on this device first (the timer stops, nothing is posted) and opens the form', async () => {
    const g = aGuest();
    const screen = await open(g);
    await screen.session.answer(['A']);
    screen.modals.open('submit');
    await submitNow(screen);
    expect(screen.session.state!.submitted).toBe(true);
    expect(screen.session.running).toBe(false);
    expect(screen.session.remaining).toBeNull();
    expect(g.h.repository.named('submitTest')).toHaveLength(0);
    expect(screen.modals.modal).toBeNull();
    expect(screen.guest!.step).toBe('details');
    expect(screen.submission.submitPending).toBe(true);
    // the answer cannot change any more
    expect(await screen.session.answer(['B'])).toBe(false);

    // a reload keeps it handed in: only Submit Now remains, and it opens the flow again
    screen.session.dispose();
    const again = await open(g);
    expect(again.session.state!.submitted).toBe(true);
    expect(again.submission.submitPending).toBe(true);
    expect(again.guest!.step).toBe('closed');
    await submitNow(again);
    expect(again.guest!.step).toBe('details');
    expect(again.session.state!.questions[0].response.values).toEqual(['A']);
  });

  it("Time's Up and full screen exited hand it in with their reason", async () => {
    const g = aGuest();
    const screen = await open(g);
    g.h.scheduler.flush();
    expect(screen.session.timeEnded).toBe(true);
    await submitNow(screen);
    expect(screen.session.state!.submitted).toBe(true);
    expect(screen.guest!.step).toBe('details');
    const [logId] = await g.h.logs.list();
    const events = await g.h.logs.read(logId);
    expect(events.at(-1)!.event).toMatchObject({ type: 'TestSubmitted', data: { reason: 'time_up' } });

    const f = aGuest();
    const other = await open(f);
    await other.session.fullScreenLeft();
    expect(other.session.fullScreenExited).toBe(true);
    await submitNow(other);
    const [otherLog] = await f.h.logs.list();
    expect((await f.h.logs.read(otherLog)).at(-1)!.event).toMatchObject({ type: 'TestSubmitted', data: { reason: 'full_screen' } });
  });

  it('Cancel closes the flow (not while a step runs) and Submit Now reopens it where it was left', async () => {
    const g = aGuest();
    const screen = await atTheForm(g);
    const guest = screen.guest!;
    guest.cancel();
    expect(guest.open).toBe(false);
    await guest.start();
    expect(guest.step).toBe('details');
    expect(guest.name).toBe('  Ravi Kumar ');

    let release!: () => void;
    g.account.send = () => ({ ok: true, value: { token: 't-slow' } });
    const slow = g.account.sendGuestOtp;
    g.account.sendGuestOtp = async (mobile) => { await new Promise<void>((r) => { release = r; }); return slow(mobile); };
    const sending = guest.sendOtp();
    expect(guest.busy).toBe('send');
    expect(guest.dismissable).toBe(false);
    guest.cancel();
    expect(guest.step).toBe('details');
    release();
    await sending;
    expect(guest.step).toBe('code');

    guest.cancel();
    await guest.start();
    expect(guest.step).toBe('code');
    guest.changeNumber();
    expect(guest.step).toBe('details');
    expect(guest.mobile).toBe('9876543210');
  });
});

describe('guest submit: the form', () => {
  it("shows the spec's messages from the first Send OTP on, and sends nothing while they stand", async () => {
    const g = aGuest();
    const screen = await open(g);
    await screen.guest!.start();
    const guest = screen.guest!;
    expect(guest.errors).toEqual({});
    await guest.sendOtp();
    expect(guest.errors).toEqual({ name: 'Please fill your Name', mobile: 'Please fill your Mobile Number' });
    expect(g.account.named('sendGuestOtp')).toHaveLength(0);
    expect(guest.step).toBe('details');

    guest.setName('Ravi');
    guest.setMobile('98765');
    guest.setEmail('not-an-email');
    expect(guest.errors).toEqual({ mobile: 'Please enter a valid 10 digit mobile number.', email: 'Please enter a valid email address.' });
    guest.setEmail('');
    guest.setMobile('+91 98765-43210');
    expect(guest.mobile).toBe('9876543210');
    guest.setMobile('98765432109');
    expect(guest.mobile).toBe('9876543210');
    expect(guest.errors).toEqual({});
  });

  it('sends the code to the mobile and opens the code step with a 30 s countdown', async () => {
    const g = aGuest();
    const screen = await atTheCode(g);
    const guest = screen.guest!;
    expect(g.account.named('sendGuestOtp')[0].args).toEqual(['9876543210']);
    expect(guest.step).toBe('code');
    expect(guest.sentTo).toBe('9876543210');
    expect(guest.resendIn).toBe(30);
    expect(guest.canResend).toBe(false);
    expect(guest.canVerify).toBe(false);
    guest.dispose();
  });

  it('a failed send is told under the form and the form stays', async () => {
    const g = aGuest();
    g.account.send = () => ({ ok: false, error: { message: 'Too many attempts. Please try again later.' } });
    const screen = await atTheForm(g);
    await screen.guest!.sendOtp();
    expect(screen.guest!.step).toBe('details');
    expect(screen.guest!.sendError).toBe('Too many attempts. Please try again later.');
  });
});

describe('guest submit: the code', () => {
  it("Verify waits for all 6 digits; a wrong code shows 'Invalid Otp' and signs nobody in", async () => {
    const g = aGuest();
    const screen = await atTheCode(g);
    const guest = screen.guest!;
    guest.setCode('12345');
    expect(guest.canVerify).toBe(false);
    await guest.verify();
    expect(g.account.named('verifyGuestOtp')).toHaveLength(0);
    guest.setCode('12 456');
    expect(guest.canVerify).toBe(false);

    guest.setCode('111111');
    expect(guest.canVerify).toBe(true);
    await guest.verify();
    expect(guest.codeError).toBe('Invalid Otp');
    expect(guest.step).toBe('code');
    expect(guest.code).toBe('111111');
    expect(g.session.student).toBeNull();
    expect(g.account.named('addTrialCourse')).toHaveLength(0);
    // typing again clears it
    guest.setCode('11111');
    expect(guest.codeError).toBeNull();
    guest.dispose();
  });

  it('an expired code is told, cleared, and Resend OTP is offered at once', async () => {
    const g = aGuest();
    g.account.verify = () => ({ ok: false, error: { message: 'This code has expired. Send a new one.', wrongCode: false, expired: true } });
    const screen = await atTheCode(g);
    const guest = screen.guest!;
    guest.setCode('123456');
    await guest.verify();
    expect(guest.codeError).toBe('This code has expired. Send a new one.');
    expect(guest.code).toBe('');
    expect(guest.canResend).toBe(true);
  });

  it('Resend OTP is offered after the 30 s countdown and sends a new code, whose token the check uses', async () => {
    const g = aGuest();
    const screen = await atTheForm(g);
    const guest = screen.guest!;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    await guest.sendOtp();
    expect(guest.resendIn).toBe(30);
    await guest.resend();
    expect(g.account.named('sendGuestOtp')).toHaveLength(1);

    jest.advanceTimersByTime(1000);
    expect(guest.resendIn).toBe(29);
    jest.advanceTimersByTime(28_000);
    expect(guest.resendIn).toBe(1);
    expect(guest.canResend).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(guest.resendIn).toBe(0);
    expect(guest.canResend).toBe(true);

    await guest.resend();
    expect(g.account.named('sendGuestOtp')).toHaveLength(2);
    expect(guest.resendIn).toBe(30);
    guest.setCode('123456');
    jest.useRealTimers();
    await guest.verify();
    expect((g.account.named('verifyGuestOtp')[0].args[0] as { token: string }).token).toBe('otp-token-2');
  });
});
