// Which payment provider the server uses (README "Payments"): the sandbox, a Razorpay-compatible provider, or none.
//
// - PAYMENT_PROVIDER=sandbox: the local sandbox (server/payment-sandbox/), mounted at /payment-sandbox.
// - PAYMENT_API_BASE, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_CHECKOUT_URL (all four): a Razorpay-compatible
//   provider.
// - nothing set: the sandbox in demo mode; in production no provider (checkout answers 503 payments_unavailable).
import type { ServerMode } from '../security/code-outbox';

export type PaymentSetup =
  | { kind: 'sandbox' }
  | { kind: 'provider'; apiBase: string; keyId: string; keySecret: string; checkoutUrl: string }
  | { kind: 'none' };

const PROVIDER_VARS = ['PAYMENT_API_BASE', 'PAYMENT_KEY_ID', 'PAYMENT_KEY_SECRET', 'PAYMENT_CHECKOUT_URL'] as const;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The payment setup from the environment; throws (stopping the start) on a half or malformed configuration. */
export function paymentSetupFromEnv(env: Readonly<Record<string, string | undefined>>, mode: ServerMode): PaymentSetup {
  const choice = env.PAYMENT_PROVIDER?.trim();
  if (choice === 'sandbox') return { kind: 'sandbox' };
  if (choice) throw new Error(`PAYMENT_PROVIDER must be "sandbox" or unset, got "${choice}"`);
  const given = PROVIDER_VARS.filter((name) => env[name]?.trim());
  if (given.length === 0) return mode === 'demo' ? { kind: 'sandbox' } : { kind: 'none' };
  const missing = PROVIDER_VARS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`A payment provider needs ${PROVIDER_VARS.join(', ')}; missing ${missing.join(', ')}`);
  const [apiBase, keyId, keySecret, checkoutUrl] = PROVIDER_VARS.map((name) => env[name]!.trim());
  if (!isHttpUrl(apiBase)) throw new Error(`PAYMENT_API_BASE must be an http(s) URL, got "${apiBase}"`);
  if (!isHttpUrl(checkoutUrl)) throw new Error(`PAYMENT_CHECKOUT_URL must be an http(s) URL, got "${checkoutUrl}"`);
  return { kind: 'provider', apiBase, keyId, keySecret, checkoutUrl };
}
