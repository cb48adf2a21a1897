/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../../server/http/static-spa';
import { makeServer, type TestServer } from './test-server';

const INDEX = '<!doctype html><title>app</title><script src="/student/assets/index-abc123.js"></script>';
let dir: string;
let s: TestServer;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  s = await makeServer({ staticDir: dir });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the built app at /student', () => {
  it.each(['/student/', '/student/login', '/student/dashboard/reports?x=1', '/student/index.html'])(
    'serves index.html without caching for %s', async (path) => {
      const res = await s.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await s.get('/student/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('serves other real files with revalidation', async () => {
    const res = await s.get('/student/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404, not HTML, for a missing asset', async () => {
    const res = await s.get('/student/assets/gone-999.js');
    expect(res.status).toBe(404);
  });

  it('does not serve files outside the static folder', async () => {
    writeFileSync(join(dir, '..', 'secret-outside.txt'), 'secret');
    try {
      for (const path of ['/student/%2e%2e/secret-outside.txt', '/student/..%2fsecret-outside.txt', '/student/../secret-outside.txt']) {
        const res = await s.get(path);
        expect(await res.text()).not.toBe('secret');
      }
    } finally {
      rmSync(join(dir, '..', 'secret-outside.txt'));
    }
  });

  it('redirects / and /student (keeping the query) to /student/', async () => {
    const root = await s.get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/student/');
    const bare = await s.get('/student?cid=5');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/student/?cid=5');
  });

  it('answers 503 with a hint to build when index.html is missing', async () => {
    rmSync(join(dir, 'index.html'));
    const res = await s.get('/student/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });

  describe('compressed delivery', () => {
    const JS = 'console.log(1)';
    beforeEach(() => {
      const file = join(dir, 'assets', 'index-abc123.js');
      writeFileSync(`${file}.br`, brotliCompressSync(JS));
      writeFileSync(`${file}.gz`, gzipSync(JS));
    });
    const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

    it('sends the brotli copy to a client that accepts br, saying it varies by Accept-Encoding', async () => {
      const res = await s.get('/student/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(await body(res)).toString()).toBe(JS);
    });

    it('sends the gzip copy when br is not accepted, and the file itself when nothing is', async () => {
      const gz = await s.get('/student/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await body(gz)).toString()).toBe(JS);
      const plain = await s.get('/student/assets/index-abc123.js', { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(JS);
    });

    it('sends the file itself when the copy is missing', async () => {
      rmSync(join(dir, 'assets', 'index-abc123.js.br'));
      rmSync(join(dir, 'assets', 'index-abc123.js.gz'));
      const res = await s.get('/student/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe(JS);
    });

    it('compresses index.html per response, with its nonce, and never lets it be cached', async () => {
      const res = await s.get('/student/login', { 'accept-encoding': 'br' });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await body(res)).toString()).toBe(INDEX);
      const gz = await s.get('/student/login', { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await body(gz)).toString()).toBe(INDEX);
    });

    it('does not add Vary to formats that are sent as they are', async () => {
      writeFileSync(join(dir, 'assets', 'photo-abc.png'), Buffer.alloc(10, 1));
      const res = await s.get('/student/assets/photo-abc.png', { 'accept-encoding': 'br' });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
    });
  });
});

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, br', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['BR ; q=0.5, gzip;q=0', ['br']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['deflate, zstd', []],
    ['br;q=abc', []],
  ])('%p -> %p', (header, names) => {
    expect(acceptedEncodings(header).map((e) => e.name)).toEqual(names);
  });
});
