// Builds the payment provider of a setup (payment-config.ts): the in-process sandbox, a Razorpay-compatible provider
// over the network, or none. The sandbox opens its database in the background (createApp is synchronous): its routes
// and its provider wait for it.
import { Hono } from 'hono';
import { createPaymentSandbox, SANDBOX_BASE, type PaymentSandbox } from '../payment-sandbox/sandbox-app';
import type { PaymentSetup } from './payment-config';
import {
  type NewProviderOrder, type PaymentProvider, type ProviderOrder, type ProviderPayment, RazorpayCompatibleProvider,
} from './payment-provider';

/** The host name the API uses to reach the in-process sandbox (never resolved: the request goes to sandbox.app). */
export const SANDBOX_INTERNAL_ORIGIN = 'http://sandbox.internal';

/** The sandbox as the app mounts it: routes at once, a database opened in the background. */
export interface MountedSandbox {
  /** the sandbox's routes (under SANDBOX_BASE); a request waits for the database to be open */
  app: Hono;
  /** the sandbox once its database is open; rejects when it cannot be opened (logged) */
  opened: Promise<PaymentSandbox>;
  /** closes the sandbox's database */
  close(): Promise<void>;
}

export interface PaymentWiring {
  provider: PaymentProvider | null;
  /** the sandbox to mount, when the setup uses it */
  sandbox: MountedSandbox | null;
}

/** The API's provider for a sandbox: the same REST shape as a real provider, reached in-process. */
export const sandboxProvider = (sandbox: PaymentSandbox): PaymentProvider => new RazorpayCompatibleProvider({
  apiBase: `${SANDBOX_INTERNAL_ORIGIN}${sandbox.publicBase}`,
  keyId: sandbox.keyId,
  keySecret: sandbox.keySecret,
  checkoutUrl: `${sandbox.publicBase}/v1/checkout/embedded`,
  fetch: (url, init) => Promise.resolve(sandbox.app.fetch(new Request(url, init))),
});

/**
 * The provider of a sandbox still opening its database (createApp is synchronous; the database answers later). Its
 * key id is read by the checkout only after createOrder, which waits for the sandbox.
 */
class OpeningSandboxProvider implements PaymentProvider {
  readonly checkoutUrl = `${SANDBOX_BASE}/v1/checkout/embedded`;
  private provider: PaymentProvider | null = null;

  constructor(private readonly opened: Promise<PaymentSandbox>) {}

  get keyId(): string {
    if (!this.provider) throw new Error('The payment sandbox is still opening its database');
    return this.provider.keyId;
  }

  async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
    return (await this.open()).createOrder(order);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    return (await this.open()).fetchPayment(paymentId);
  }

  async verifySignature(orderId: string, paymentId: string, signature: string): Promise<boolean> {
    return (await this.open()).verifySignature(orderId, paymentId, signature);
  }

  private async open(): Promise<PaymentProvider> {
    this.provider ??= sandboxProvider(await this.opened);
    return this.provider;
  }
}

/** Mounts a sandbox whose database opens in the background: its routes forward to it once it is open. */
export function mountSandbox(opened: Promise<PaymentSandbox>, log: (line: string) => void): MountedSandbox {
  opened.catch((err: unknown) => log(`PAYMENT SANDBOX FAILED to open its database: ${err instanceof Error ? err.message : String(err)}`));
  const app = new Hono();
  app.all(`${SANDBOX_BASE}/*`, async (c) => {
    const sandbox = await opened.catch(() => null);
    return sandbox ? sandbox.app.fetch(c.req.raw) : c.text('The payment sandbox is not available', 503);
  });
  return { app, opened, close: async () => { await (await opened.catch(() => null))?.close(); } };
}

export function wirePayments(setup: PaymentSetup, opts: { sandboxDatabase: string; now: () => number; log: (line: string) => void }): PaymentWiring {
  switch (setup.kind) {
    case 'sandbox': {
      const opened = createPaymentSandbox({ database: opts.sandboxDatabase, now: opts.now, log: opts.log, publicBase: SANDBOX_BASE });
      return { provider: new OpeningSandboxProvider(opened), sandbox: mountSandbox(opened, opts.log) };
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
