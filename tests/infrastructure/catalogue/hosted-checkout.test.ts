// The provider's hosted checkout, in jsdom: a hidden form posted to the checkout address.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { HostedCheckout } from '../../../application/catalogue/ports';
import {
  callbackUrlOf, cancelUrlOf, CHECKOUT_FORM_ID, HostedPaymentCheckout,
} from '../../../infrastructure/catalogue/hosted-checkout';

const checkout: HostedCheckout = {
  checkoutUrl: 'https://pay.example/v1/checkout/embedded',
  key: 'rzp_test_key',
  orderId: 'order_a/b c',
  amountPaise: 499950,
  currency: 'INR',
  name: 'Acme Academy',
  description: 'JEE Main - PRO 12 Months',
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
};

const CALLBACK = 'https://app.example/api/payments/callback';

let submitted: HTMLFormElement[];
let submit: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  submitted = [];
  // jsdom does not navigate: record the form instead
  submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) { submitted.push(this); });
  document.body.innerHTML = '';
});
afterEach(() => submit.mockRestore());

const open = (apiBase = '/api', origin = 'https://app.example') =>
  new HostedPaymentCheckout({ document, location: { origin }, apiBase }).open(checkout);

const fieldsOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));

describe('HostedPaymentCheckout', () => {
  it('posts a hidden form to the checkout address with every field the provider takes, and submits it', () => {
    open();
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example/v1/checkout/embedded');
    expect(form.hidden).toBe(true);
    expect([...form.querySelectorAll('input')].every((i) => i.type === 'hidden')).toBe(true);
    expect(fieldsOf(form)).toEqual({
      key_id: 'rzp_test_key',
      order_id: 'order_a/b c',
      amount: '499950',
      currency: 'INR',
      name: 'Acme Academy',
      description: 'JEE Main - PRO 12 Months',
      'prefill[name]': 'Asha Rao',
      'prefill[email]': 'asha@example.com',
      'prefill[contact]': '9876543210',
      callback_url: CALLBACK,
      cancel_url: `${CALLBACK}?status=cancelled&order_id=order_a%2Fb%20c`,
    });
  });

  it('adds no script and no inline handler (the page runs under a strict CSP)', () => {
    open();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.body.innerHTML).not.toMatch(/\son\w+=/i);
  });

  it('a second checkout replaces the form the first left', () => {
    open();
    open();
    expect(document.querySelectorAll(`#${CHECKOUT_FORM_ID}`)).toHaveLength(1);
    expect(submitted).toHaveLength(2);
  });
});

describe('the callback and cancel addresses', () => {
  it("are on this origin under the API base ('/api', with or without a trailing slash)", () => {
    expect(callbackUrlOf('/api', 'https://app.example')).toBe(CALLBACK);
    expect(callbackUrlOf('/api/', 'https://app.example')).toBe(CALLBACK);
    expect(callbackUrlOf('/student-api', 'http://localhost:5173')).toBe('http://localhost:5173/student-api/payments/callback');
  });

  it('follow an absolute API base', () => {
    expect(callbackUrlOf('https://api.example/api', 'https://app.example')).toBe('https://api.example/api/payments/callback');
  });

  it('cancel: the callback with status=cancelled and the order id, encoded', () => {
    expect(cancelUrlOf(CALLBACK, 'order_1&x=2')).toBe(`${CALLBACK}?status=cancelled&order_id=order_1%26x%3D2`);
  });
});
