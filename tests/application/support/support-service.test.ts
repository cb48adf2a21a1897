/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { Mocked } from 'jest-mock';
import type { RateLimited } from '../../../application/account/ports';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import type { SupportGateway } from '../../../application/support/ports';
import { SUPPORT_FALLBACKS, SUPPORT_UNAVAILABLE } from '../../../application/support/support-fallbacks';
import { SUPPORT_MESSAGES as M, SUPPORT_TOAST_MS } from '../../../application/support/support-messages';
import { SupportService } from '../../../application/support/support-service';
import type { SupportNotice, SupportUseCases } from '../../../application/support/support-use-cases';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';
import { aCourse, aStudent } from '../../mothers/account.mother';
import { MemoryStudentStorage } from '../account/account-service-setup';

const FAULT: CallFailure = { kind: 'fault' };
const limited = (message?: string, retryAfterSeconds?: number) => err<RateLimited>({
  kind: 'refused', code: 'rate_limited', ...(message ? { message } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});
const success = (message: string) => ok({ tone: 'success', message });
const warning = (message: string) => ok({ tone: 'warning', message });
const danger = (message: string) => err({ tone: 'danger', message });

const setup = (student: Student | null = aStudent()) => {
  const gateway: Mocked<SupportGateway> = {
    feedbackTypes: jest.fn<SupportGateway['feedbackTypes']>(async () => ok(['Bug', 'Suggestion'])),
    sendFeedback: jest.fn<SupportGateway['sendFeedback']>(async () => ok(true)),
    rate: jest.fn<SupportGateway['rate']>(async () => ok('saved')),
    invite: jest.fn<SupportGateway['invite']>(async () => ok(undefined)),
    raiseTicket: jest.fn<SupportGateway['raiseTicket']>(async () => ok({ ticketId: 5 })),
  };
  const log = jest.fn();
  return { gateway, log, service: new SupportService(gateway, new MemoryStudentStorage(student), log) };
};

describe('the messages, verbatim (spec 000 §8, typos included)', () => {
  it('says what the spec says', () => {
    expect(M).toMatchObject({
      feedbackSent: 'Thanks for your Feedback!',
      feedbackFailed: 'Failed to submit your Feedback!',
      ratingSaved: 'Thanks for sharing your experience with us.',
      ratingGiven: 'You have already submitted your experience with us for this course.',
      ratingFailed: 'Rating Could not be saved.',
      tryLater: 'Something went wrong. Please try again later.',
      inviteSent: 'Invitation sent to your teacher.',
      ticketRaised: 'Your ticket has been raised. Our team will get back to you.',
    });
    expect(SUPPORT_TOAST_MS).toBe(5000);
  });
});

describe('feedbackTypes', () => {
  it('answers the titles', async () => {
    expect(await setup().service.feedbackTypes()).toEqual(ok(['Bug', 'Suggestion']));
  });

  it('logs a failure (the modal then offers Other)', async () => {
    const { gateway, log, service } = setup();
    gateway.feedbackTypes.mockResolvedValue(err(FAULT));
    expect(await service.feedbackTypes()).toEqual(danger('Something went wrong'));
    expect(log).toHaveBeenCalledWith('Loading the feedback types failed', FAULT);
  });
});

describe('sendFeedback', () => {
  const form = { type: 'Bug', subject: '  App is slow ', details: ' on the mock test page ' };

  it("sends the trimmed form: 'Thanks for your Feedback!'", async () => {
    const { gateway, service } = setup();
    expect(await service.sendFeedback(form)).toEqual(success('Thanks for your Feedback!'));
    expect(gateway.sendFeedback).toHaveBeenCalledWith({ type: 'Bug', subject: 'App is slow', details: 'on the mock test page' });
  });

  it("a description is optional", async () => {
    const { gateway, service } = setup();
    expect(await service.sendFeedback({ type: 'Bug', subject: 'Slow', details: '' })).toEqual(success(M.feedbackSent));
    expect(gateway.sendFeedback).toHaveBeenCalledWith({ type: 'Bug', subject: 'Slow', details: '' });
  });

  it("a blank subject is not sent: 'Failed to submit your Feedback!'", async () => {
    const { gateway, service } = setup();
    expect(await service.sendFeedback({ ...form, subject: '   ' })).toEqual(danger('Failed to submit your Feedback!'));
    expect(gateway.sendFeedback).not.toHaveBeenCalled();
  });

  it("not success, or no answer (logged): 'Failed to submit your Feedback!'", async () => {
    const { gateway, log, service } = setup();
    gateway.sendFeedback.mockResolvedValue(ok(false));
    expect(await service.sendFeedback(form)).toEqual(danger(M.feedbackFailed));
    expect(log).not.toHaveBeenCalled();
    gateway.sendFeedback.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.sendFeedback(form)).toEqual(danger(M.feedbackFailed));
    expect(log).toHaveBeenCalledWith('Sending the feedback failed', UNAVAILABLE);
  });

  it("429: the throttle's words and the wait", async () => {
    const { gateway, service } = setup();
    gateway.sendFeedback.mockResolvedValue(limited('Too much feedback today. Please try again tomorrow.', 3600));
    expect(await service.sendFeedback(form)).toEqual(err({ tone: 'danger', message: 'Too much feedback today. Please try again tomorrow.', retryAfterSeconds: 3600 }));
    gateway.sendFeedback.mockResolvedValue(limited());
    expect(await service.sendFeedback(form)).toEqual(danger('Too many attempts. Please try again later.'));
  });
});

describe('rateCourse', () => {
  const form = { rating: 4, remarks: '  Good questions ' };

  it("rates the active course under its organisation's name: success 'Thanks for sharing your experience with us.'", async () => {
    const { gateway, service } = setup(aStudent({ openedCourse: 1 }));
    expect(await service.rateCourse(form)).toEqual(success('Thanks for sharing your experience with us.'));
    expect(gateway.rate).toHaveBeenCalledWith({ courseId: 12, courseName: 'Beta Org', rating: 4, remarks: 'Good questions' });
  });

  it("given: warning 'You have already submitted your experience with us for this course.'", async () => {
    const { gateway, service } = setup();
    gateway.rate.mockResolvedValue(ok('already-given'));
    expect(await service.rateCourse(form)).toEqual(warning(M.ratingGiven));
  });

  it("failed: danger 'Rating Could not be saved.'", async () => {
    const { gateway, service } = setup();
    gateway.rate.mockResolvedValue(ok('failed'));
    expect(await service.rateCourse(form)).toEqual(danger('Rating Could not be saved.'));
  });

  it("no answer (logged) or another refusal: danger 'Something went wrong. Please try again later.'", async () => {
    const { gateway, log, service } = setup();
    gateway.rate.mockResolvedValue(err(FAULT));
    expect(await service.rateCourse(form)).toEqual(danger(M.tryLater));
    gateway.rate.mockResolvedValue(err({ kind: 'refused', code: 'validation_error' }));
    expect(await service.rateCourse(form)).toEqual(danger(M.tryLater));
    expect(log).toHaveBeenCalledTimes(1);
    gateway.rate.mockResolvedValue(limited('Please try again tomorrow.', 80000));
    expect(await service.rateCourse(form)).toEqual(err({ tone: 'danger', message: 'Please try again tomorrow.', retryAfterSeconds: 80000 }));
  });

  it('not sent unless a rating 1-5 and a description are given', async () => {
    const { gateway, service } = setup();
    for (const f of [{ rating: null, remarks: 'Good' }, { rating: 0, remarks: 'Good' }, { rating: 6, remarks: 'Good' }, { rating: 3, remarks: ' ' }]) {
      expect(await service.rateCourse(f)).toEqual(danger(M.ratingFailed));
    }
    expect(gateway.rate).not.toHaveBeenCalled();
  });

  it("no active course or nobody signed in: 'Something went wrong. Please try again later.' without a call", async () => {
    for (const student of [null, aStudent({ courses: [] }), aStudent({ token: '' })]) {
      const { gateway, service } = setup(student);
      expect(await service.rateCourse(form)).toEqual(danger(M.tryLater));
      expect(gateway.rate).not.toHaveBeenCalled();
    }
  });

  it('an out-of-range openedCourse rates the first course', async () => {
    const { gateway, service } = setup(aStudent({ openedCourse: 9, courses: [aCourse({ courseId: 33, organisationName: 'Gamma' })] }));
    await service.rateCourse(form);
    expect(gateway.rate).toHaveBeenCalledWith(expect.objectContaining({ courseId: 33, courseName: 'Gamma' }));
  });
});

describe('inviteTeacher', () => {
  it("invites by the trimmed id, from the student's loginId: 'Invitation sent to your teacher.'", async () => {
    const { gateway, service } = setup();
    expect(await service.inviteTeacher(' teacher@example.com ')).toEqual(success('Invitation sent to your teacher.'));
    expect(gateway.invite).toHaveBeenCalledWith({ invitedToUserId: 'teacher@example.com', actionById: 'asha' });
  });

  it("a blank id or nobody signed in: not sent", async () => {
    const { gateway, service } = setup();
    expect(await service.inviteTeacher('  ')).toEqual(danger(M.tryLater));
    expect(await setup(null).service.inviteTeacher('teacher@example.com')).toEqual(danger(M.tryLater));
    expect(gateway.invite).not.toHaveBeenCalled();
  });

  it("a failure: 'Something went wrong. Please try again later.'; the throttle its words", async () => {
    const { gateway, service } = setup();
    gateway.invite.mockResolvedValue(err(FAULT));
    expect(await service.inviteTeacher('t1')).toEqual(danger(M.tryLater));
    gateway.invite.mockResolvedValue(limited('Please try again tomorrow.'));
    expect(await service.inviteTeacher('t1')).toEqual(danger('Please try again tomorrow.'));
  });
});

describe('raiseTicket', () => {
  it("raises a ticket with the trimmed subject and details: 'Your ticket has been raised. Our team will get back to you.'", async () => {
    const { gateway, service } = setup();
    expect(await service.raiseTicket({ subject: ' Cannot open a test ', details: '' })).toEqual(success(M.ticketRaised));
    expect(gateway.raiseTicket).toHaveBeenCalledWith({ subject: 'Cannot open a test', details: '' });
  });

  it('a blank subject is not sent', async () => {
    const { gateway, service } = setup();
    expect(await service.raiseTicket({ subject: ' ', details: 'x' })).toEqual(danger(M.tryLater));
    expect(gateway.raiseTicket).not.toHaveBeenCalled();
  });

  it("a failure (logged): 'Something went wrong. Please try again later.'; the throttle its words and wait", async () => {
    const { gateway, log, service } = setup();
    gateway.raiseTicket.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.raiseTicket({ subject: 'S', details: '' })).toEqual(danger(M.tryLater));
    expect(log).toHaveBeenCalledWith('Raising the support ticket failed', UNAVAILABLE);
    gateway.raiseTicket.mockResolvedValue(limited('10 tickets a day.', 7200));
    expect(await service.raiseTicket({ subject: 'S', details: '' })).toEqual(err({ tone: 'danger', message: '10 tickets a day.', retryAfterSeconds: 7200 }));
  });
});

describe('fallbacks', () => {
  it('every method answers a danger toast with the generic failure when the area could not load', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = lazyUseCases<SupportUseCases, SupportNotice>('support', async () => { throw new Error('offline'); }, SUPPORT_FALLBACKS);
    expect(await lazy.sendFeedback({ type: 'Bug', subject: 'S', details: '' })).toEqual(danger('Something went wrong'));
    expect(await SUPPORT_UNAVAILABLE.raiseTicket({ subject: 'S', details: '' })).toEqual(danger('Something went wrong'));
    spy.mockRestore();
  });
});
