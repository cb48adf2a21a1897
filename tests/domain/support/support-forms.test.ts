/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  canInvite, canSendFeedback, canSendRating, canSendTicket, isRating, MAX_RATING, MIN_RATING, ratingLabel,
} from '../../../domain/support/support-forms';

describe('feedback: Send disabled while the subject is blank after trimming; the description optional', () => {
  it('needs a subject', () => {
    expect(canSendFeedback({ subject: 'App is slow' })).toBe(true);
    for (const blank of ['', ' ', '\t\n']) expect(canSendFeedback({ subject: blank })).toBe(false);
  });
});

describe('rating (stars 1 to 5)', () => {
  it('has the bounds of the spec', () => {
    expect([MIN_RATING, MAX_RATING]).toEqual([1, 5]);
  });

  it('Send needs a rating 1-5 and a non-blank description', () => {
    expect(canSendRating({ rating: 1, remarks: 'Good' })).toBe(true);
    expect(canSendRating({ rating: 5, remarks: 'Great' })).toBe(true);
    expect(canSendRating({ rating: null, remarks: 'Good' })).toBe(false);
    expect(canSendRating({ rating: 4, remarks: '   ' })).toBe(false);
    expect(canSendRating({ rating: 4, remarks: '' })).toBe(false);
    for (const rating of [0, 6, 2.5, -1, Number.NaN]) expect(canSendRating({ rating, remarks: 'Good' })).toBe(false);
  });

  it("the label is 'n/5', or 'No rating'", () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(ratingLabel(null)).toBe('No rating');
    expect(ratingLabel(0)).toBe('No rating');
    expect(ratingLabel(6)).toBe('No rating');
  });

  it('only a whole number from 1 to 5 is a rating (property)', () => {
    fc.assert(fc.property(fc.double(), (n) => {
      expect(isRating(n)).toBe(Number.isInteger(n) && n >= 1 && n <= 5);
    }));
  });
});

describe('invite teacher: Invite disabled while the input is blank', () => {
  it('needs a user id, e-mail or mobile', () => {
    expect(canInvite({ invitedToUserId: 'teacher@example.com' })).toBe(true);
    expect(canInvite({ invitedToUserId: '9876543210' })).toBe(true);
    expect(canInvite({ invitedToUserId: '  ' })).toBe(false);
    expect(canInvite({ invitedToUserId: '' })).toBe(false);
  });
});

describe('support ticket: Send needs a non-empty trimmed subject; details optional', () => {
  it('needs a subject', () => {
    expect(canSendTicket({ subject: 'Cannot open a test' })).toBe(true);
    expect(canSendTicket({ subject: ' \n ' })).toBe(false);
  });
});
