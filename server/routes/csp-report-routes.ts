// POST /api/csp-report: where browsers send Content-Security-Policy violations (report-uri and report-to of
// http/security-headers.ts). Unauthenticated, since browsers send no credentials with reports, so it is small,
// rate limited per address and kept bounded: it must not become a free store or a log flood.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../app-deps';
import { envelope, HttpError, validationError } from '../http/reply';
import { CSP_REPORT_ROUTE } from '../http/security-headers';
import { MINUTE, type Rule } from '../security/throttle';

export const MAX_REPORT_BYTES = 16 * 1024;
/** Rows kept: the newest ones. */
export const KEPT_REPORTS = 1000;
/** Reports stored from one request (the Reporting API batches several). */
const REPORTS_PER_REQUEST = 20;
export const CSP_REPORT_RULE: Rule = { bucket: 'csp-report-address', limit: 60, windowMs: MINUTE };
const MAX_FIELD = 512;

/** One violation as stored, whichever format it came in. */
export interface CspReport {
  documentUri: string;
  directive: string;
  blockedUri: string;
  disposition: string;
  sourceFile: string;
  line: number | null;
  column: number | null;
  sample: string;
}

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text fit for a log line and a column: no control characters, bounded. */
const clean = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, MAX_FIELD) : '';
/** A URL without its query and fragment: a page's query may hold a token (the spec's /logindirect). */
const withoutQuery = (v: unknown): string => clean(v).replace(/[?#].*$/, '');
const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** The report-uri format: {"csp-report": {"document-uri": ..., "violated-directive": ...}}. */
const fromReportUri = (r: Fields): CspReport => ({
  documentUri: withoutQuery(r['document-uri']),
  directive: clean(r['effective-directive'] ?? r['violated-directive']),
  blockedUri: withoutQuery(r['blocked-uri']),
  disposition: clean(r.disposition),
  sourceFile: withoutQuery(r['source-file']),
  line: count(r['line-number']),
  column: count(r['column-number']),
  sample: clean(r['script-sample']),
});

/** The Reporting API format: [{"type": "csp-violation", "body": {"documentURL": ..., "effectiveDirective": ...}}]. */
const fromReportTo = (b: Fields): CspReport => ({
  documentUri: withoutQuery(b.documentURL),
  directive: clean(b.effectiveDirective),
  blockedUri: withoutQuery(b.blockedURL),
  disposition: clean(b.disposition),
  sourceFile: withoutQuery(b.sourceFile),
  line: count(b.lineNumber),
  column: count(b.columnNumber),
  sample: clean(b.sample),
});

/** The violations in a parsed body; other report types in a batch are ignored. Throws 400 for anything else. */
export const cspReportsOf = (body: unknown): CspReport[] => {
  if (Array.isArray(body)) {
    return body.filter((r): r is Fields => isObject(r) && r.type === 'csp-violation' && isObject(r.body))
      .slice(0, REPORTS_PER_REQUEST).map((r) => fromReportTo(r.body as Fields));
  }
  if (isObject(body) && isObject(body['csp-report'])) return [fromReportUri(body['csp-report'])];
  throw validationError('body is not a CSP violation report');
};

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

const readBody = async (c: Context): Promise<unknown> => {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!REPORT_TYPES.includes(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'A report must be application/csp-report or application/reports+json');
  }
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw validationError('body is not well-formed JSON');
  }
};

export function cspReportRoutes({ db, now, log, throttle, clientAddress }: AppDeps): Hono {
  const routes = new Hono();
  const store = (reports: CspReport[], at: number) => db.transaction(async () => {
    const q = db.q();
    await q.insertInto('csp_reports').values(reports.map((r) => ({
      received_at: at, document_uri: r.documentUri, directive: r.directive, blocked_uri: r.blockedUri, body: JSON.stringify(r),
    }))).execute();
    // the newest KEPT_REPORTS stay
    const edge = await q.selectFrom('csp_reports').select('id').orderBy('id', 'desc').limit(1).offset(KEPT_REPORTS).executeTakeFirst();
    if (edge) await q.deleteFrom('csp_reports').where('id', '<=', edge.id).execute();
  });

  routes.post(CSP_REPORT_ROUTE,
    // counted before the body is read, so oversized and malformed posts use up the allowance too
    async (c, next) => {
      await throttle.limit([CSP_REPORT_RULE], clientAddress(c), now(), 'Too many reports');
      await next();
    },
    bodyLimit({
      maxSize: MAX_REPORT_BYTES,
      onError: (c) => c.json(envelope('payload_too_large', 'The report is larger than 16 KB', null), 413),
    }),
    async (c) => {
      const reports = cspReportsOf(await readBody(c));
      if (reports.length > 0) await store(reports, now());
      for (const r of reports) log(`CSP violation: ${r.directive} blocked ${r.blockedUri || '(none)'} on ${r.documentUri} (${r.disposition || 'enforce'})`);
      return c.body(null, 204);
    });
  return routes;
}
