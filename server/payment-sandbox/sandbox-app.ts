// A local stand-in for a Razorpay-compatible payment provider (docs/api.md "The payment provider"): a Hono app with
// its own database, merchant key and routes. REST for the merchant's server (Basic auth with the key id and secret)
// and a hosted checkout for the browser (plain HTML forms, no script). It knows nothing of the API's tables: the API
// reaches it through the same REST shape as a real provider.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { openSqlite, postgresDatabase, isPostgresUrl, type SqlDatabase } from '../db/connect';
import { paymentSignature } from '../payments/signature';
import {
  ALREADY_PAID, CHECKOUT_CSS, CHECKOUT_ICON, checkoutPage, DECLINED_CARD, messagePage, SUCCESS_CARD, USE_TEST_CARD,
} from './checkout-page';
import { randomId, SandboxStore, type CheckoutContext, type SandboxOrder } from './sandbox-store';

export interface PaymentSandboxOptions {
  /**
   * its database: a SQLite file, ':memory:' or a postgres:// URL (two instances share one to take each other's
   * checkouts), or an open database, which close() leaves open; default env PAYMENT_SANDBOX_DB, else
   * data/payment-sandbox.db
   */
  database?: string | SqlDatabase;
  now?: () => number;
  log?: (line: string) => void;
  /** where the sandbox is mounted; default /payment-sandbox */
  publicBase?: string;
  /** the merchant key secret; default env PAYMENT_SANDBOX_KEY_SECRET, else one made once and kept in its database */
  keySecret?: string;
}

export interface PaymentSandbox {
  /** the routes, under publicBase */
  app: Hono;
  keyId: string;
  keySecret: string;
  publicBase: string;
  /** closes the database the sandbox opened */
  close(): Promise<void>;
}

export const SANDBOX_BASE = '/payment-sandbox';
const MAX_BODY_BYTES = 64 * 1024;
const DECLINED = 'Your payment was declined.';

const orderBody = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.union([z.string().max(256), z.number()])).optional(),
});

const field = (form: Record<string, unknown>, name: string, max = 500): string => {
  const value = form[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/** An absolute http(s) URL or a root-relative path: where the sandbox may send the browser. */
export const isReturnUrl = (value: string): boolean => {
  if (value.length === 0 || value.length > 2000) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** The URL with the parameters added (a root-relative URL stays root-relative). */
export const withParams = (target: string, params: Record<string, string>): string => {
  const relative = target.startsWith('/');
  const url = new URL(target, 'http://relative.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
};

/** The page's policy: no script at all; forms may go to the sandbox and to the merchant's return addresses. */
export const checkoutPolicy = (returnUrls: readonly string[]): string => {
  const origins = [...new Set(returnUrls.filter((u) => !u.startsWith('/')).map((u) => new URL(u).origin))];
  return ["default-src 'none'", "style-src 'self'", "img-src 'self'", ["form-action 'self'", ...origins].join(' '),
    "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
};

const sameSecret = (a: string, b: string): boolean => {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
};

/** The sandbox's database of a setting: PostgreSQL at a postgres:// URL (a small pool: it is a test aid), else SQLite. */
const openSandboxDatabase = (setting: string): SqlDatabase =>
  (isPostgresUrl(setting) ? postgresDatabase(setting.trim(), 2) : openSqlite(setting));

/** The sandbox, once its database is open (its tables made, its merchant key read or made). */
export async function createPaymentSandbox(opts: PaymentSandboxOptions = {}): Promise<PaymentSandbox> {
  const publicBase = opts.publicBase ?? SANDBOX_BASE;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? console.log;
  const setting = opts.database ?? (process.env.PAYMENT_SANDBOX_DB || 'data/payment-sandbox.db');
  const db = typeof setting === 'string' ? openSandboxDatabase(setting) : setting;
  let store: SandboxStore;
  try {
    store = await SandboxStore.open(db, opts.keySecret ?? process.env.PAYMENT_SANDBOX_KEY_SECRET);
  } catch (err) {
    if (typeof setting === 'string') await db.close().catch(() => { /* the error that matters is the first */ });
    throw err;
  }
  const app = new Hono().basePath(publicBase);

  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Request body too large', 413) }));
  // a reply opened as a document can load, run and frame nothing unless a route says otherwise (the checkout page)
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.onError((err, c) => {
    log(`PAYMENT SANDBOX ERROR ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.stack : String(err)}`);
    return c.text('Something went wrong', 500);
  });

  const apiError = (c: Context, status: 400 | 401 | 404, description: string) =>
    c.json({ error: { code: 'BAD_REQUEST_ERROR', description } }, status);
  const merchant = (c: Context): boolean => {
    const [scheme, encoded] = (c.req.header('authorization') ?? '').split(' ');
    if (scheme !== 'Basic' || !encoded) return false;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon > 0 && decoded.slice(0, colon) === store.keyId && sameSecret(decoded.slice(colon + 1), store.keySecret);
  };

  app.post('/v1/orders', async (c) => {
    if (!merchant(c)) return apiError(c, 401, 'Authentication failed');
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return apiError(c, 400, 'The request body is not JSON');
    }
    const body = orderBody.safeParse(json);
    if (!body.success) return apiError(c, 400, `Invalid order: ${body.error.issues[0].path.join('.') || 'body'}`);
    const notes = Object.fromEntries(Object.entries(body.data.notes ?? {}).map(([k, v]) => [k, String(v)]));
    const order = await store.addOrder({ id: randomId('order_'), amount: body.data.amount, currency: body.data.currency,
      receipt: body.data.receipt ?? '', notes, createdAt: now() });
    return c.json({ id: order.id, entity: 'order', amount: order.amount, currency: order.currency, receipt: order.receipt,
      status: order.status, notes: order.notes, created_at: Math.floor(order.createdAt / 1000) });
  });

  app.get('/v1/payments/:id', async (c) => {
    if (!merchant(c)) return apiError(c, 401, 'Authentication failed');
    const payment = await store.payment(c.req.param('id'));
    if (!payment) return apiError(c, 404, 'The id provided does not exist');
    return c.json({ id: payment.id, entity: 'payment', order_id: payment.orderId, amount: payment.amount,
      currency: payment.currency, status: payment.status, method: 'card', created_at: Math.floor(payment.createdAt / 1000) });
  });

  app.get('/v1/checkout/checkout.css', (c) =>
    c.body(CHECKOUT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }));
  app.get('/v1/checkout/favicon.svg', (c) =>
    c.body(CHECKOUT_ICON, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }));

  const html = (c: Context, body: string, status: 200 | 400 | 404 | 409, returnUrls: readonly string[] = []) =>
    c.body(body, status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': checkoutPolicy(returnUrls),
    });
  const notice = (c: Context, status: 400 | 404 | 409, message: string, order?: SandboxOrder) =>
    html(c, messagePage(publicBase, order?.checkout?.merchant ?? '', message), status);
  const checkout = (c: Context, order: SandboxOrder, ctx: CheckoutContext, extra: { cardNumber?: string; error?: string } = {}) =>
    html(c, checkoutPage({
      base: publicBase, orderId: order.id, merchant: ctx.merchant, description: ctx.description,
      // the amount is the order's, whatever the form said
      amountPaise: order.amount,
      payer: [ctx.prefillName, ctx.prefillEmail].filter(Boolean).join(', '),
      ...extra,
    }), 200, [ctx.callbackUrl, ctx.cancelUrl]);

  /** The form of a checkout post and the order it names (undefined when unknown). */
  const orderOfForm = async (c: Context) => {
    const form = await c.req.parseBody();
    const order = await store.order(field(form, 'order_id', 100));
    return { form, order };
  };

  app.post('/v1/checkout/embedded', async (c) => {
    const { form, order } = await orderOfForm(c);
    if (field(form, 'key_id', 100) !== store.keyId) return notice(c, 400, 'Unknown merchant key.');
    if (!order) return notice(c, 404, 'Unknown order.');
    const ctx: CheckoutContext = {
      merchant: field(form, 'name', 200),
      description: field(form, 'description', 300),
      prefillName: field(form, 'prefill[name]', 200),
      prefillEmail: field(form, 'prefill[email]', 254),
      callbackUrl: field(form, 'callback_url', 2000),
      cancelUrl: field(form, 'cancel_url', 2000),
    };
    if (!isReturnUrl(ctx.callbackUrl) || !isReturnUrl(ctx.cancelUrl)) {
      return notice(c, 400, 'callback_url and cancel_url must be absolute http(s) URLs or root-relative paths.', order);
    }
    await store.setCheckout(order.id, ctx);
    if (order.status === 'paid') return notice(c, 409, ALREADY_PAID, { ...order, checkout: ctx });
    return checkout(c, order, ctx);
  });

  app.post('/v1/checkout/pay', async (c) => {
    const { form, order } = await orderOfForm(c);
    if (!order) return notice(c, 404, 'Unknown order.');
    const ctx = order.checkout;
    if (!ctx) return notice(c, 400, 'Open the checkout from the merchant first.', order);
    if (order.status === 'paid') return notice(c, 409, ALREADY_PAID, order);
    const typed = field(form, 'card_number', 40);
    const card = typed.replace(/\s+/g, '');
    const outcome = card === SUCCESS_CARD.replace(/ /g, '') ? 'captured' : card === DECLINED_CARD.replace(/ /g, '') ? 'failed' : null;
    if (!outcome) return checkout(c, order, ctx, { cardNumber: typed, error: USE_TEST_CARD });
    const payment = { id: randomId('pay_'), orderId: order.id, amount: order.amount, currency: order.currency, status: outcome, createdAt: now() } as const;
    // paid meanwhile (a second pay form, perhaps through another instance): this card is not charged
    if (!(await store.addPayment(payment))) return notice(c, 409, ALREADY_PAID, order);
    log(`PAYMENT SANDBOX ${payment.id} of ${order.id}: ${outcome}`);
    const params: Record<string, string> = outcome === 'captured'
      ? {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(store.keySecret, order.id, payment.id),
      }
      : {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': DECLINED,
        'error[reason]': 'payment_failed',
        'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
      };
    return c.redirect(withParams(ctx.callbackUrl, params), 303);
  });

  app.post('/v1/checkout/cancel', async (c) => {
    const { order } = await orderOfForm(c);
    if (!order) return notice(c, 404, 'Unknown order.');
    if (!order.checkout) return notice(c, 400, 'Open the checkout from the merchant first.', order);
    return c.redirect(order.checkout.cancelUrl, 303);
  });

  const close = async () => { if (typeof setting === 'string') await store.close(); };
  return { app, keyId: store.keyId, keySecret: store.keySecret, publicBase, close };
}
