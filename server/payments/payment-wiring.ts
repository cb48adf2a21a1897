// Builds the payment provider of a setup (payment-config.ts): the in-process sandbox, a Razorpay-compatible provider
// over the network, or none.
import { createPaymentSandbox, SANDBOX_BASE, type PaymentSandbox } from '../payment-sandbox/sandbox-app';
import type { PaymentSetup } from './payment-config';
import { RazorpayCompatibleProvider, type PaymentProvider } from './payment-provider';

/** The host name the API uses to reach the in-process sandbox (never resolved: the request goes to sandbox.app). */
export const SANDBOX_INTERNAL_ORIGIN = 'http://sandbox.internal';

export interface PaymentWiring {
  provider: PaymentProvider | null;
  /** the sandbox to mount, when the setup uses it */
  sandbox: PaymentSandbox | null;
}

/** The API's provider for a sandbox: the same REST shape as a real provider, reached in-process. */
export const sandboxProvider = (sandbox: PaymentSandbox): PaymentProvider => new RazorpayCompatibleProvider({
  apiBase: `${SANDBOX_INTERNAL_ORIGIN}${sandbox.publicBase}`,
  keyId: sandbox.keyId,
  keySecret: sandbox.keySecret,
  checkoutUrl: `${sandbox.publicBase}/v1/checkout/embedded`,
  fetch: (url, init) => Promise.resolve(sandbox.app.fetch(new Request(url, init))),
});

export function wirePayments(setup: PaymentSetup, opts: { sandboxDatabase: string; now: () => number; log: (line: string) => void }): PaymentWiring {
  switch (setup.kind) {
    case 'sandbox': {
      const sandbox = createPaymentSandbox({ database: opts.sandboxDatabase, now: opts.now, log: opts.log, publicBase: SANDBOX_BASE });
      return { provider: sandboxProvider(sandbox), sandbox };
    }
    case 'provider':
      return {
        provider: new RazorpayCompatibleProvider({ ...setup, fetch: (url, init) => fetch(url, init) }),
        sandbox: null,
      };
    case 'none':
      return { provider: null, sandbox: null };
  }
}
