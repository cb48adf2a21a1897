/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { COMPRESS_FROM, reply, sendJson } from '../../../server/http/reply';

const small = { responseTxt: 'success', message: 'Success', obj: { a: 1 } };
const large = { responseTxt: 'success', message: 'Success', obj: Array.from({ length: 400 }, (_, i) => ({ questionId: i, text: `<p>Question ${i}: how fast?</p>` })) };

const app = new Hono()
  .get('/small', (c) => sendJson(c, small))
  .get('/large', (c) => sendJson(c, large))
  .get('/created', (c) => sendJson(c, large, 201))
  .get('/reply', (c) => reply(c, 'success', large.obj));

const get = (path: string, encoding?: string) => app.request(path, encoding === undefined ? {} : { headers: { 'accept-encoding': encoding } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('sendJson', () => {
  it('sends a body under COMPRESS_FROM plain, as c.json does, whatever the request accepts', async () => {
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESS_FROM);
    const res = await get('/small', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual(small);
  });

  it('compresses a large body with brotli, else gzip, as the request accepts, and says it varies', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThanOrEqual(COMPRESS_FROM);
    const br = await get('/large', 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('application/json');
    const brBody = await bytes(br);
    expect(JSON.parse(brotliDecompressSync(brBody).toString('utf8'))).toEqual(large);
    expect(brBody.length).toBeLessThan(JSON.stringify(large).length / 4);

    const gz = await get('/large', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString('utf8'))).toEqual(large);
  });

  it('sends a large body plain to a request that accepts no coding of ours, still saying it varies', async () => {
    for (const encoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/large', encoding);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.json()).toEqual(large);
    }
  });

  it('keeps the status, and reply() goes through it', async () => {
    const created = await get('/created', 'br');
    expect(created.status).toBe(201);
    expect(JSON.parse(brotliDecompressSync(await bytes(created)).toString('utf8'))).toEqual(large);
    const replied = await get('/reply', 'gzip');
    expect(replied.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(replied)).toString('utf8'))).toEqual(large);
  });
});
