// PaymentCheckout through the provider's hosted checkout: a hidden form posted to its checkout address, so the page
// is left for the provider's and comes back to the API's callback (docs/api.md "The payment provider"). No script of
// the provider runs here and nothing is evaluated: the app's CSP lets forms post to the provider's origin
// (form-action), which is all this needs. The document and location are given, so jsdom can stand in for them.
import type { HostedCheckout, PaymentCheckout } from '../../application/catalogue/ports';

export interface HostedCheckoutDeps {
  document: Pick<Document, 'createElement' | 'getElementById' | 'body'>;
  location: Pick<Location, 'origin'>;
  /** the API base the HTTP client calls ('/api', or an absolute address) */
  apiBase: string;
}

/** The form's id: a second checkout replaces a form left by the first (the page had not gone yet). */
export const CHECKOUT_FORM_ID = 'hosted-checkout';

/** Where the provider sends the browser after a payment: the API's callback, as an absolute address. */
export const callbackUrlOf = (apiBase: string, origin: string): string =>
  new URL(`${apiBase.replace(/\/+$/, '')}/payments/callback`, origin).toString();

/** Where the provider's Cancel sends the browser: the callback with the cancelled order. */
export const cancelUrlOf = (callbackUrl: string, orderId: string): string =>
  `${callbackUrl}?status=cancelled&order_id=${encodeURIComponent(orderId)}`;

/** The form fields of the hosted checkout, in the order it lists them. */
export const checkoutFields = (checkout: HostedCheckout, callbackUrl: string): [string, string][] => [
  ['key_id', checkout.key],
  ['order_id', checkout.orderId],
  ['amount', String(checkout.amountPaise)],
  ['currency', checkout.currency],
  ['name', checkout.name],
  ['description', checkout.description],
  ['prefill[name]', checkout.prefill.name],
  ['prefill[email]', checkout.prefill.email],
  ['prefill[contact]', checkout.prefill.contact],
  ['callback_url', callbackUrl],
  ['cancel_url', cancelUrlOf(callbackUrl, checkout.orderId)],
];

export class HostedPaymentCheckout implements PaymentCheckout {
  constructor(private readonly deps: HostedCheckoutDeps) {}

  open(checkout: HostedCheckout): void {
    const { document } = this.deps;
    document.getElementById(CHECKOUT_FORM_ID)?.remove();
    const form = document.createElement('form');
    form.id = CHECKOUT_FORM_ID;
    form.method = 'post';
    form.action = checkout.checkoutUrl;
    form.hidden = true;
    for (const [name, value] of checkoutFields(checkout, callbackUrlOf(this.deps.apiBase, this.deps.location.origin))) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  }
}
