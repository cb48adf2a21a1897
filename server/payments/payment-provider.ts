// The payment provider port (docs/api.md "The payment provider") and its one adapter, which speaks the
// Razorpay-compatible REST shape: POST {apiBase}/v1/orders, GET {apiBase}/v1/payments/{id}, HTTP Basic auth with the
// key id and secret. Replies are validated with zod: a provider answering something else is an error, never a payment.
import { z } from 'zod';
import { signatureMatches } from './signature';

export interface NewProviderOrder {
  amountPaise: number;
  currency: string;
  /** our reference of the order (at most 40 characters) */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: 'captured' | 'failed';
}

export interface PaymentProvider {
  /** the public key id the hosted checkout is opened with */
  readonly keyId: string;
  /** where the browser posts the checkout form */
  readonly checkoutUrl: string;
  createOrder(order: NewProviderOrder): Promise<ProviderOrder>;
  /** The payment; null when the provider does not know it or it is neither captured nor failed (not final). */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Whether the callback's signature is the provider's for this order and payment (constant time). May answer
   * later: the in-process sandbox knows its secret once its database is open (server/payments/payment-wiring.ts).
   */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean | Promise<boolean>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface RazorpayCompatibleConfig {
  /** e.g. https://api.razorpay.com (no trailing slash needed) */
  apiBase: string;
  keyId: string;
  keySecret: string;
  checkoutUrl: string;
  fetch: FetchLike;
  /** per request; default 10 s */
  timeoutMs?: number;
}

/** A provider call that failed (network, HTTP status, unexpected reply). */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

const orderReply = z.object({ id: z.string().min(1).max(100), amount: z.number().int().nonnegative(), currency: z.string().min(3).max(3) });
const paymentReply = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3).max(3),
  status: z.string(),
});

export class RazorpayCompatibleProvider implements PaymentProvider {
  readonly keyId: string;
  readonly checkoutUrl: string;
  private readonly base: string;
  private readonly authorization: string;

  constructor(private readonly config: RazorpayCompatibleConfig) {
    this.keyId = config.keyId;
    this.checkoutUrl = config.checkoutUrl;
    this.base = config.apiBase.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  }

  async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
    const res = await this.call('POST', '/v1/orders', {
      amount: order.amountPaise, currency: order.currency, receipt: order.receipt, notes: order.notes,
    });
    if (!res.ok) throw new ProviderError(`creating an order failed: HTTP ${res.status}`);
    const body = await this.parse(res, orderReply, 'order');
    return { id: body.id, amountPaise: body.amount, currency: body.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const res = await this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new ProviderError(`fetching a payment failed: HTTP ${res.status}`);
    const body = await this.parse(res, paymentReply, 'payment');
    if (body.status !== 'captured' && body.status !== 'failed') return null;
    return { id: body.id, orderId: body.order_id, amountPaise: body.amount, currency: body.currency, status: body.status };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.config.keySecret, orderId, paymentId, signature);
  }

  private async call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Authorization: this.authorization, Accept: 'application/json' };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await this.config.fetch(`${this.base}${path}`, {
        method, headers, body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderError(`${method} ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async parse<S extends z.ZodType>(res: Response, schema: S, what: string): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new ProviderError(`the provider's ${what} reply is not JSON`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderError(`the provider's ${what} reply has an unexpected shape`);
    return parsed.data;
  }
}
