/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
