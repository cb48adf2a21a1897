// The security headers of every reply (docs/security.md "Headers"): a strict Content-Security-Policy with a fresh
// style nonce per HTML page, the other browser protections on pages and assets, and a deny-all policy on API
// replies, which are data and never documents.
import type { MiddlewareHandler } from 'hono';
import { randomBytes } from 'node:crypto';

/** What `vite build` writes as every nonce (vite.config.ts html.cspNonce); replaced per HTML response. */
export const NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';
/** The report endpoint's route under the API base, and its path. */
export const CSP_REPORT_ROUTE = '/csp-report';
export const CSP_REPORT_PATH = `/api${CSP_REPORT_ROUTE}`;
/** The Reporting API endpoint name used by report-to. */
const REPORT_GROUP = 'csp';

/** 128 random bits, base64: a nonce an injected tag cannot guess. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The HTML with the build's nonce placeholder replaced by this response's nonce. */
export const withNonce = (html: string, nonce: string): string =>
  html.replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${nonce}"`);

/** Hosts of this machine: a provider (e.g. a separately started sandbox) there may be plain http. */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The payment provider's origin from PAYMENT_PROVIDER_ORIGIN (the page posts its checkout form there), or null.
 * Anything but a bare https origin (or an http origin on a loopback host: localhost, 127.0.0.1, [::1]) stops the
 * server: a value with spaces or ';' would add directives to the policy.
 */
export const paymentOrigin = (value: string | undefined): string | null => {
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch { /* reported below */ }
  const secure = url !== null && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)));
  if (!url || !secure || url.origin !== value.replace(/\/$/, '').toLowerCase()) {
    throw new Error(`PAYMENT_PROVIDER_ORIGIN must be an https origin such as https://pay.example.com (http only on localhost), got "${value}"`);
  }
  return url.origin;
};

/**
 * The policy of a page (nonce given) or of any other file the app serves. Scripts only from our own files; styles
 * from our files or a <style> carrying the nonce (Emotion's); style attributes allowed for the sanitised rich text
 * (docs/security.md explains why); images also as data: (the status badges, pasted images) and blob: (made by our
 * own script only).
 */
export const documentPolicy = (opts: { nonce?: string; payment?: string | null } = {}): string => [
  "default-src 'self'",
  "script-src 'self'",
  opts.nonce ? `style-src 'self' 'nonce-${opts.nonce}'` : "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  opts.payment ? `form-action 'self' ${opts.payment}` : "form-action 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${REPORT_GROUP}`,
].join('; ');

/** Powerful features the app never uses are off, for us and anything we might embed; fullscreen is the simulator's. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'encrypted-media=()',
  'fullscreen=(self)', 'geolocation=()', 'gyroscope=()', 'hid=()', 'idle-detection=()', 'magnetometer=()',
  'microphone=()', 'midi=()', 'payment=()', 'picture-in-picture=()', 'publickey-credentials-get=()',
  'screen-wake-lock=()', 'serial=()', 'usb=()', 'xr-spatial-tracking=()',
].join(', ');

/** Everything a page or asset carries besides its policy. */
const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Reporting-Endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  // the spec's /logindirect URL carries the token: no page ever sends a referrer
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': PERMISSIONS_POLICY,
  // a window we open (or that opens us) gets no handle on ours
  'Cross-Origin-Opener-Policy': 'same-origin',
  // frame-ancestors for browsers without CSP level 2
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

const API_HEADERS: Readonly<Record<string, string>> = {
  // a reply opened as a document (an uploaded image, a JSON error) can load, run and frame nothing
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The headers of a page or asset with the given policy. */
export const documentHeaders = (policy: string): Record<string, string> =>
  ({ 'Content-Security-Policy': policy, ...DOCUMENT_HEADERS });

/**
 * Adds the headers to every reply a route did not already set them on: the API's under apiBase, a page's (with the
 * nonce-less policy) elsewhere. The HTML route sets its own policy with the response's nonce, which stays.
 */
export function securityHeaders(apiBase: string, env: NodeJS.ProcessEnv = process.env): MiddlewareHandler {
  const page = documentHeaders(documentPolicy({ payment: paymentOrigin(env.PAYMENT_PROVIDER_ORIGIN) }));
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const headers = path === apiBase || path.startsWith(`${apiBase}/`) ? API_HEADERS : page;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
