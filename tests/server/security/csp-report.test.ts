/** @jest-environment node */
// docs/security.md "Headers": POST /api/csp-report takes both report formats browsers send, without a session;
// stores each violation (URLs without their query) and logs it; keeps the newest 1000; 60 a minute per address
// (429 with Retry-After beyond); refuses a body that is not JSON or not a report (400), another type (415) and
// more than 16 KB (413), storing nothing.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { CSP_REPORT_RULE, KEPT_REPORTS, MAX_REPORT_BYTES } from '../../../server/routes/csp-report-routes';
import { makeServer, MINUTE, TEST_ADDRESS_HEADER, type TestServer } from '../test-server';

let s: TestServer;
beforeEach(async () => {
  s = await makeServer();
});

// what chromium 156 sent for an inline script on a page with report-uri (captured)
const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/student/logindirect?token=secret#x', referrer: '',
    'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'self'; report-uri /api/csp-report", disposition: 'enforce', 'blocked-uri': 'inline',
    'line-number': 1, 'column-number': 17, 'source-file': 'http://localhost:8080/student/logindirect?token=secret',
    'status-code': 200, 'script-sample': '',
  },
};
// what it sent to the report-to endpoint over https (captured), plus a report of another type in the same batch
const REPORTS_JSON_BODY = [
  { age: 0, type: 'csp-violation', url: 'https://exam.example/student/login', user_agent: 'HeadlessChrome/156',
    body: { blockedURL: 'https://evil.example/x.js?q=1', columnNumber: 3, disposition: 'report', documentURL: 'https://exam.example/student/login',
      effectiveDirective: 'script-src-elem', lineNumber: 9, originalPolicy: "script-src 'self'", referrer: '', sample: '',
      sourceFile: 'https://exam.example/student/assets/index.js', statusCode: 200 } },
  { age: 5, type: 'deprecation', url: 'https://exam.example/student/login', body: { id: 'x', message: 'old API' } },
];

const post = (body: string, type = 'application/csp-report', address = '10.0.0.1') =>
  s.request('/api/csp-report', { method: 'POST', body, headers: { 'content-type': type, [TEST_ADDRESS_HEADER]: address } });
const rows = () => s.db.prepare('SELECT id, document_uri, directive, blocked_uri, body FROM csp_reports ORDER BY id').all() as
  { id: number; document_uri: string; directive: string; blocked_uri: string; body: string }[];

describe('storing reports', () => {
  it('takes the report-uri format without a session: 204, one row without the query (a token), logged', async () => {
    const res = await post(JSON.stringify(REPORT_URI_BODY));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const [row] = rows();
    expect(row).toMatchObject({ document_uri: 'http://localhost:8080/student/logindirect', directive: 'script-src-elem', blocked_uri: 'inline' });
    expect(JSON.parse(row.body)).toEqual({
      documentUri: 'http://localhost:8080/student/logindirect', directive: 'script-src-elem', blockedUri: 'inline',
      disposition: 'enforce', sourceFile: 'http://localhost:8080/student/logindirect', line: 1, column: 17, sample: '',
    });
    expect(row.body).not.toContain('secret');
    expect(s.logs).toContain('CSP violation: script-src-elem blocked inline on http://localhost:8080/student/logindirect (enforce)');
  });

  it('takes the Reporting API format (application/reports+json): the violations of a batch, other types ignored', async () => {
    expect((await post(JSON.stringify(REPORTS_JSON_BODY), 'application/reports+json')).status).toBe(204);
    expect(rows().map(({ document_uri, directive, blocked_uri }) => ({ document_uri, directive, blocked_uri }))).toEqual([
      { document_uri: 'https://exam.example/student/login', directive: 'script-src-elem', blocked_uri: 'https://evil.example/x.js' },
    ]);
    expect(JSON.parse(rows()[0].body)).toMatchObject({ disposition: 'report', line: 9, column: 3 });
  });

  it('keeps control characters out of the log and the columns', async () => {
    const forged = { 'csp-report': { 'document-uri': 'http://x/\nERROR forged line', 'violated-directive': 'img-src\r\n' } };
    expect((await post(JSON.stringify(forged))).status).toBe(204);
    expect(s.logs.filter((l) => l.includes('forged'))).toEqual(['CSP violation: img-src   blocked (none) on http://x/ ERROR forged line (enforce)']);
    expect(rows()[0].directive).toBe('img-src  ');
  });

  it(`keeps the newest ${KEPT_REPORTS} rows`, async () => {
    expect(KEPT_REPORTS).toBe(1000);
    const insert = s.db.prepare("INSERT INTO csp_reports (received_at, document_uri, directive, blocked_uri, body) VALUES (0, ?, 'img-src', '', '{}')");
    s.db.transaction(() => { for (let i = 0; i < KEPT_REPORTS; i++) insert.run(`old-${i}`); })();
    expect((await post(JSON.stringify(REPORT_URI_BODY))).status).toBe(204);
    const kept = rows();
    expect(kept).toHaveLength(KEPT_REPORTS);
    expect(kept[0].document_uri).toBe('old-1');
    expect(kept.at(-1)!.directive).toBe('script-src-elem');
  });
});

describe('limits', () => {
  it('takes 60 a minute from one address; the 61st gets 429 with Retry-After; other addresses and the next minute are served', async () => {
    expect(CSP_REPORT_RULE).toEqual({ bucket: 'csp-report-address', limit: 60, windowMs: MINUTE });
    const body = JSON.stringify(REPORT_URI_BODY);
    for (let i = 0; i < 60; i++) expect((await post(body)).status).toBe(204);
    const refused = await post(body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ responseTxt: 'too_many_requests', message: 'Too many reports. Please try again in 1 minute.', obj: null });
    expect(rows()).toHaveLength(60);
    expect((await post(body, 'application/csp-report', '10.0.0.2')).status).toBe(204);
    s.advance(MINUTE);
    expect((await post(body)).status).toBe(204);
  });

  it('counts refused posts too: 60 bad bodies use up the minute', async () => {
    for (let i = 0; i < 60; i++) expect((await post('{')).status).toBe(400);
    expect((await post(JSON.stringify(REPORT_URI_BODY))).status).toBe(429);
  });

  it.each([
    ['not JSON', '{"csp-report": ', 'body is not well-formed JSON'],
    ['JSON that is not a report', '{"hello": 1}', 'body is not a CSP violation report'],
    ['a report that is not an object', '{"csp-report": "x"}', 'body is not a CSP violation report'],
  ])('refuses %s with 400 in the API envelope and stores nothing', async (_what, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ responseTxt: 'validation_error', message, obj: null });
    expect(rows()).toEqual([]);
  });

  it('refuses another content type with 415', async () => {
    const res = await post(JSON.stringify(REPORT_URI_BODY), 'text/plain');
    expect(res.status).toBe(415);
    expect((await res.json()).responseTxt).toBe('unsupported_media_type');
    expect(rows()).toEqual([]);
  });

  it('refuses a body over 16 KB with 413', async () => {
    expect(MAX_REPORT_BYTES).toBe(16 * 1024);
    const big = JSON.stringify({ 'csp-report': { ...REPORT_URI_BODY['csp-report'], 'script-sample': 'x'.repeat(MAX_REPORT_BYTES) } });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ responseTxt: 'payload_too_large', message: 'The report is larger than 16 KB', obj: null });
    expect(rows()).toEqual([]);
    const justFits = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(MAX_REPORT_BYTES - 40) } });
    expect(Buffer.byteLength(justFits)).toBeLessThanOrEqual(MAX_REPORT_BYTES);
    expect((await post(justFits)).status).toBe(204);
  });
});
