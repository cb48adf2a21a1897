/** @jest-environment node */
// docs/security.md "Headers": the page, its assets and every other non-API reply carry a strict
// Content-Security-Policy and the browser protections; the page's style nonce is fresh per response and the same
// in the header and the HTML; API replies get a deny-all policy.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NONCE_PLACEHOLDER } from '../../../server/http/security-headers';
import { makeServer, type TestServer } from '../test-server';

// the shape `vite build` writes (vite.config.ts html.cspNonce)
const INDEX = `<!doctype html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/student/assets/index-abc123.js" nonce="${NONCE_PLACEHOLDER}"></script>
<link rel="modulepreload" crossorigin href="/student/assets/chunk-def456.js" nonce="${NONCE_PLACEHOLDER}"></head>`;
let dir: string;
let s: TestServer;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  s = await makeServer({ staticDir: dir });
});
afterEach(() => {
  delete process.env.PAYMENT_PROVIDER_ORIGIN;
  rmSync(dir, { recursive: true, force: true });
});

/** The policy as directive -> its sources. */
const directives = (res: Response): Map<string, string[]> => {
  const policy = res.headers.get('content-security-policy');
  expect(policy).toBeTruthy();
  return new Map(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
};
const nonceOf = (res: Response): string => {
  const styles = directives(res).get('style-src') ?? [];
  const nonce = styles.map((v) => /^'nonce-(.+)'$/.exec(v)?.[1]).find(Boolean);
  expect(nonce).toBeDefined();
  return nonce!;
};

/** What a page or asset carries besides the policy. */
const DOCUMENT_HEADERS = {
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'reporting-endpoints': 'csp="/api/csp-report"',
};

describe('the page (index.html)', () => {
  it('has a strict policy: scripts only from our files, no plugins, no <base>, no framing, forms to us, reports to /api/csp-report', async () => {
    const d = directives(await s.get('/student/login'));
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('font-src')).toEqual(["'self'"]);
    expect(d.get('media-src')).toEqual(["'self'"]);
    expect(d.get('report-uri')).toEqual(['/api/csp-report']);
    expect(d.get('report-to')).toEqual(['csp']);
  });

  it('allows styles from our files and the nonce only; style attributes stay for the sanitised rich text', async () => {
    const res = await s.get('/student/login');
    const d = directives(res);
    expect(d.get('style-src')).toEqual(["'self'", `'nonce-${nonceOf(res)}'`]);
    expect(d.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(d.has('style-src-elem')).toBe(false);
    // no source list anywhere allows inline or eval'd script
    for (const [name, sources] of d) {
      if (name !== 'style-src-attr') expect(sources.filter((v) => /unsafe/.test(v))).toEqual([]);
    }
  });

  it('carries the other protections', async () => {
    const res = await s.get('/student/dashboard/reports');
    expect(Object.fromEntries(Object.keys(DOCUMENT_HEADERS).map((h) => [h, res.headers.get(h)]))).toEqual(DOCUMENT_HEADERS);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('denies the powerful features the app does not use; fullscreen only for itself (the simulator)', async () => {
    const features = new Map((await s.get('/student/')).headers.get('permissions-policy')!.split(',')
      .map((f) => f.trim().split('=') as [string, string]));
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture',
      'screen-wake-lock', 'accelerometer', 'gyroscope', 'magnetometer', 'midi', 'xr-spatial-tracking']) {
      expect([off, features.get(off)]).toEqual([off, '()']);
    }
    expect(features.get('fullscreen')).toBe('(self)');
  });

  it('has a fresh nonce in every response, the same in the header and on every tag, no placeholder left', async () => {
    const nonces = new Set<string>();
    for (const path of ['/student/login', '/student/login', '/student/index.html']) {
      const res = await s.get(path);
      const nonce = nonceOf(res);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
      const html = await res.text();
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      expect(html.match(/nonce="[^"]*"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('adds the payment provider to form-action when PAYMENT_PROVIDER_ORIGIN is set', async () => {
    process.env.PAYMENT_PROVIDER_ORIGIN = 'https://pay.example.com';
    const withPayment = await makeServer({ staticDir: dir });
    expect(directives(await withPayment.get('/student/login')).get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
    expect(directives(await withPayment.get('/student/favicon.svg')).get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
  });

  it.each(['http://localhost:9000', 'http://127.0.0.1:8098', 'http://[::1]:8098'])(
    'accepts a plain http provider on this machine: PAYMENT_PROVIDER_ORIGIN=%s', async (origin) => {
      process.env.PAYMENT_PROVIDER_ORIGIN = origin;
      const local = await makeServer({ staticDir: dir });
      expect(directives(await local.get('/student/login')).get('form-action')).toEqual(["'self'", origin]);
    });

  it.each(['http://pay.example.com', 'http://localhost.example.com', 'https://pay.example.com/checkout', "https://pay.example.com; script-src 'unsafe-inline'", 'pay'])(
    'refuses to start with PAYMENT_PROVIDER_ORIGIN=%s', async (value) => {
      process.env.PAYMENT_PROVIDER_ORIGIN = value;
      await expect(makeServer({ staticDir: dir })).rejects.toThrow(/PAYMENT_PROVIDER_ORIGIN must be an https origin/);
    });
});

describe('assets and other non-API replies', () => {
  it.each(['/student/assets/index-abc123.js', '/student/favicon.svg', '/student/assets/gone-999.js', '/', '/elsewhere'])(
    '%s carries the policy (without a nonce) and the other protections', async (path) => {
      const res = await s.get(path);
      const d = directives(res);
      expect(d.get('script-src')).toEqual(["'self'"]);
      expect(d.get('style-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(Object.fromEntries(Object.keys(DOCUMENT_HEADERS).map((h) => [h, res.headers.get(h)]))).toEqual(DOCUMENT_HEADERS);
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    });
});

describe('API replies', () => {
  it.each([
    ['a success', '/api/health'],
    ['a refusal', '/api/student-panel-notifications'],
    ['an unknown call', '/api/nothing-here'],
  ])('%s gets a deny-all policy, no referrer, nosniff and no-store', async (_what, path) => {
    const res = await s.get(path);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('an uploaded image is served from our origin, which the page policy allows as an image', async () => {
    const student = await s.login();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.append('uploadedFiles', new File([png], 'a.png', { type: 'image/png' }));
    const up = await s.request('/api/student-subjective-tempfile-upload',
      { method: 'POST', body: form, headers: { loginId: student.loginId, token: student.token, device: 'web' } });
    expect(up.status).toBe(200);
    const url = JSON.stringify(await up.json()).match(/\/api\/uploads\/[0-9a-f-]{36}\.png/)?.[0];
    expect(url).toBeDefined();
    const image = await s.get(url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(directives(await s.get('/student/')).get('img-src')).toContain("'self'");
  });
});
