/** @jest-environment node */
// The guest submit flow's store once the guest is known: the code accepted (sign-in, the trial course, the guest
// submit, and their failures and retries), and a student already signed in, who skips the form and the code.
import { describe, expect, it } from '@jest/globals';
import type { ToastAction } from '../../../ui/stores/toast.store';
import { submitNow } from '../../../ui/simulator/simulator-screen';
import { GUEST_COURSE_ID, guestEnv, withTrial } from './fake-guest-account';
import { aGuest, atTheCode, open } from './guest-submit-setup';

describe('guest submit: verified', () => {
  it('signs the guest in (no welcome), adds the trial course, submits as a guest and goes to the analytics', async () => {
    const g = aGuest();
    const screen = await atTheCode(g);
    const guest = screen.guest!;
    guest.setCode('123456');
    await guest.verify();

    expect(g.account.named('verifyGuestOtp')[0].args[0]).toEqual({
      code: '123456', token: 'otp-token-1', studentName: 'Ravi Kumar', email: 'ravi@example.com',
      courseUrl: 'jee-main', source: 'fb', device: 'android',
    });
    expect(g.session.signIns).toHaveLength(1);
    expect(g.session.signIns[0].firstTimeUser).toBe(false);
    expect(g.account.named('addTrialCourse')[0].args).toEqual([7]);
    expect(g.session.replaced).toEqual([withTrial()]);

    const [submit] = g.h.repository.named('submitTest');
    expect(submit.args[0]).toMatchObject({ courseId: 7, templateId: 5001, packTypeId: 4, packTypeTitle: 'FREE' });
    expect(submit.args[1]).toMatchObject({ source: 'guest' });
    expect((submit.args[0] as { questionSet: { studentResponse: string }[] }).questionSet[0].studentResponse).toBe('A');
    expect(g.h.toasts).toContainEqual({ message: 'Test Submit Successfully', variant: 'success', durationMs: 3000 });
    expect(g.h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]);
    expect(guest.step).toBe('closed');
    expect(await g.h.logs.list()).toEqual([]);
  });

  it("the link's utm_source is the sign-up source, else 'Guest Mock Test'", async () => {
    const g = aGuest();
    const screen = await g.h.open('guest', `?courseId=${GUEST_COURSE_ID}`, { guest: guestEnv(g.account, g.session), help: undefined });
    await screen.guest!.start();
    screen.guest!.setName('Ravi');
    screen.guest!.setMobile('9876543210');
    await screen.guest!.sendOtp();
    screen.guest!.setCode('123456');
    await screen.guest!.verify();
    expect(g.account.named('verifyGuestOtp')[0].args[0]).toEqual({
      code: '123456', token: 'otp-token-1', studentName: 'Ravi', email: '', source: 'Guest Mock Test',
    });
  });

  it('a used trial: the toast with Upgrade for 10 s, and the dashboard, signed in', async () => {
    const g = aGuest();
    g.account.failAddCourse(true);
    const screen = await atTheCode(g);
    screen.guest!.setCode('123456');
    await screen.guest!.verify();

    const toast = g.h.lastToast() as { message: string; variant: string; durationMs: number; action: ToastAction };
    expect(toast).toMatchObject({ message: 'You have already attempted free trial test', variant: 'warning', durationMs: 10_000 });
    expect(toast.action.label).toBe('Upgrade');
    expect(g.h.navigations).toEqual([{ to: '/dashboard', replace: false }]);
    expect(g.session.student?.token).toBe('guest-tok');
    expect(g.h.repository.named('submitTest')).toHaveLength(0);
    expect(screen.guest!.open).toBe(false);
    expect(screen.submission.submitPending).toBe(false);
    // the attempt can never be stored: its local log is removed, so the same link starts a fresh test
    await new Promise((r) => setTimeout(r, 0));
    expect(await g.h.logs.list()).toHaveLength(0);

    toast.action.run();
    expect(g.h.navigations.at(-1)).toEqual({ to: '/selectcourse?cid=7', replace: false });
  });

  it("a failed trial course: 'Error Submitting the Test' and Retry adds it again, without the code", async () => {
    const g = aGuest();
    g.account.failAddCourse();
    const screen = await atTheCode(g);
    const guest = screen.guest!;
    guest.setCode('123456');
    await guest.verify();
    expect(guest.step).toBe('finishing');
    expect(guest.busy).toBeNull();
    expect(guest.finishError).toBe('Error Submitting the Test');
    expect(g.h.lastToast()).toEqual({ message: 'Error Submitting the Test', variant: 'danger', durationMs: 3000 });
    expect(g.h.repository.named('submitTest')).toHaveLength(0);
    expect(await g.h.logs.list()).toHaveLength(1);

    g.account.addCourse = () => ({ ok: true, value: withTrial() });
    await guest.retry();
    expect(g.account.named('verifyGuestOtp')).toHaveLength(1);
    expect(g.account.named('addTrialCourse')).toHaveLength(2);
    expect(g.h.repository.named('submitTest')).toHaveLength(1);
    expect(g.h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]);
  });

  it('a failed submit: Retry submits again (same submission) without adding the course again; the answers stay until then', async () => {
    const g = aGuest();
    g.h.repository.submitOk = false;
    const screen = await atTheCode(g);
    const guest = screen.guest!;
    guest.setCode('123456');
    await guest.verify();
    expect(guest.finishError).toBe('Error Submitting the Test');
    expect(g.h.lastToast()).toMatchObject({ message: 'Error Submitting the Test', variant: 'danger' });
    expect(g.h.toasts.some((t) => t.message === 'Failed to submit test.')).toBe(false);
    expect(await g.h.logs.list()).toHaveLength(1);

    // closing and Submit Now again resumes at the submit too: the guest is signed in now
    guest.cancel();
    expect(screen.submission.submitPending).toBe(true);
    g.h.repository.submitOk = true;
    await submitNow(screen);
    expect(g.account.named('addTrialCourse')).toHaveLength(1);
    expect(g.account.named('verifyGuestOtp')).toHaveLength(1);
    const ids = g.h.repository.named('submitTest').map((c) => (c.args[1] as { clientSubmissionId: string }).clientSubmissionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(g.h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]);
    expect(await g.h.logs.list()).toEqual([]);
  });

  it('a reload after the code was accepted skips the form: the trial course and the submit only', async () => {
    const g = aGuest();
    g.h.repository.submitOk = false;
    const screen = await atTheCode(g);
    screen.guest!.setCode('123456');
    await screen.guest!.verify();
    screen.session.dispose();

    g.h.repository.submitOk = true;
    const again = await open(g);
    expect(again.submission.submitPending).toBe(true);
    await submitNow(again);
    expect(g.account.named('sendGuestOtp')).toHaveLength(1);
    expect(g.account.named('addTrialCourse')).toHaveLength(2);
    expect(g.h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]);
  });
});

describe('guest submit: a student already signed in', () => {
  it('skips the form and the code: hands in, adds the trial course and submits', async () => {
    const g = aGuest(true);
    const screen = await open(g);
    await screen.session.answer(['C']);
    await submitNow(screen);
    expect(screen.session.state!.submitted).toBe(true);
    expect(g.account.named('sendGuestOtp')).toHaveLength(0);
    expect(g.account.named('verifyGuestOtp')).toHaveLength(0);
    expect(g.account.named('addTrialCourse')).toHaveLength(1);
    expect(g.session.signIns).toHaveLength(0);
    expect(g.h.repository.named('submitTest')[0].args[1]).toMatchObject({ source: 'guest' });
    expect(g.h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]);
  });

  it('the student whose trial is used is told so and goes to the dashboard', async () => {
    const g = aGuest(true);
    g.account.failAddCourse(true);
    const screen = await open(g);
    await submitNow(screen);
    expect(g.h.lastToast()).toMatchObject({ message: 'You have already attempted free trial test', durationMs: 10_000 });
    expect(g.h.navigations).toEqual([{ to: '/dashboard', replace: false }]);
  });
});
