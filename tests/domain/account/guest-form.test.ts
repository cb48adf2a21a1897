// The guest verify form's rules (spec 001 §5 Guest form): name and a 10-digit mobile required, the e-mail optional
// but an address when given; the mobile field's sanitising; the sign-up source.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  GUEST_FORM_MESSAGES, GUEST_NAME_MAX_LENGTH, GUEST_RESEND_SECONDS, guestFormErrors, guestSource, sanitiseGuestMobile,
  type GuestForm,
} from '../../../domain/account/guest-form';

const form = (over: Partial<GuestForm> = {}): GuestForm => ({ name: 'Asha Rao', mobile: '9876543210', email: '', ...over });

describe('the messages (verbatim)', () => {
  it('are the spec\'s and the account forms\' words', () => {
    expect(GUEST_FORM_MESSAGES).toEqual({
      nameMissing: 'Please fill your Name',
      mobileMissing: 'Please fill your Mobile Number',
      mobileShort: 'Please enter a valid 10 digit mobile number.',
      emailInvalid: 'Please enter a valid email address.',
    });
  });

  it('the limits: a name of at most 100 characters, a resend after 30 seconds', () => {
    expect(GUEST_NAME_MAX_LENGTH).toBe(100);
    expect(GUEST_RESEND_SECONDS).toBe(30);
  });
});

describe('guestFormErrors', () => {
  it('a name and a 10-digit mobile, without an e-mail, can be sent', () => {
    expect(guestFormErrors(form())).toEqual({});
  });

  it('a name and a mobile with an e-mail address can be sent; blanks around the values are allowed', () => {
    expect(guestFormErrors(form({ email: 'asha@example.com' }))).toEqual({});
    expect(guestFormErrors(form({ name: '  Asha ', mobile: ' 9876543210 ', email: ' asha@example.com ' }))).toEqual({});
  });

  it.each(['', '   ', '\t\n'])("a name %p is 'Please fill your Name'", (name) => {
    expect(guestFormErrors(form({ name }))).toEqual({ name: 'Please fill your Name' });
  });

  it.each(['', '   '])("a mobile %p is 'Please fill your Mobile Number'", (mobile) => {
    expect(guestFormErrors(form({ mobile }))).toEqual({ mobile: 'Please fill your Mobile Number' });
  });

  it.each(['98765', '987654321', '98765432101', '98765 43210', '98765-4321', 'abcdefghij', '+919876543'])(
    "a mobile %p that is not 10 digits is 'Please enter a valid 10 digit mobile number.'",
    (mobile) => {
      expect(guestFormErrors(form({ mobile }))).toEqual({ mobile: 'Please enter a valid 10 digit mobile number.' });
    },
  );

  it.each(['   ', ''])('an e-mail %p is not given: no error', (email) => {
    expect(guestFormErrors(form({ email }))).toEqual({});
  });

  it.each(['asha', 'asha@', 'asha@example', '@example.com', 'a b@example.com', 'asha@@example.com'])(
    "an e-mail %p that is not an address is 'Please enter a valid email address.'",
    (email) => {
      expect(guestFormErrors(form({ email }))).toEqual({ email: 'Please enter a valid email address.' });
    },
  );

  it('reports every field at once, one message each', () => {
    expect(guestFormErrors({ name: '', mobile: '', email: 'nope' })).toEqual({
      name: 'Please fill your Name',
      mobile: 'Please fill your Mobile Number',
      email: 'Please enter a valid email address.',
    });
    expect(guestFormErrors({ name: ' ', mobile: '123', email: '' })).toEqual({
      name: 'Please fill your Name',
      mobile: 'Please enter a valid 10 digit mobile number.',
    });
  });

  it('property: any name with a letter and any 10 digits can be sent', () => {
    fc.assert(fc.property(
      fc.string({ maxLength: 40 }).map((s) => `A${s}`),
      fc.stringMatching(/^\d{10}$/),
      (name, mobile) => { expect(guestFormErrors({ name, mobile, email: '' })).toEqual({}); },
    ));
  });
});

describe('sanitiseGuestMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765', '98765'],
    ['98a76-54 3', '9876543'],
    ['', ''],
    ['abc', ''],
    ['987654321012', '9876543210'],
  ])('keeps digits only, at most 10: %p -> %p', (raw, clean) => {
    expect(sanitiseGuestMobile(raw)).toBe(clean);
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-9876543210', '9876543210'],
    ['919876543210', '9876543210'],
  ])('a pasted number with the country code 91 keeps its last 10 digits: %p -> %p', (raw, clean) => {
    expect(sanitiseGuestMobile(raw)).toBe(clean);
  });

  it('a 10-digit number that starts with 91 is kept as it is', () => {
    expect(sanitiseGuestMobile('9198765432')).toBe('9198765432');
  });

  it('property: the result is at most 10 digits, and sanitising twice changes nothing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (raw) => {
      const clean = sanitiseGuestMobile(raw);
      expect(clean).toMatch(/^\d{0,10}$/);
      expect(sanitiseGuestMobile(clean)).toBe(clean);
    }));
  });
});

describe('guestSource', () => {
  it.each([undefined, '', '   '])("without a utm_source (%p) it is 'Guest Mock Test'", (utm) => {
    expect(guestSource(utm)).toBe('Guest Mock Test');
  });

  it("is the link's utm_source, trimmed", () => {
    expect(guestSource('newsletter')).toBe('newsletter');
    expect(guestSource('  google-ads ')).toBe('google-ads');
  });

  it('keeps at most 100 characters (the server\'s limit)', () => {
    expect(guestSource('x'.repeat(150))).toBe('x'.repeat(100));
    expect(guestSource('y'.repeat(100))).toHaveLength(100);
  });
});
