/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { keptReplies, sendKept } from '../../../server/http/kept-reply';

const big = { responseTxt: 'success', message: 'Success', obj: [{ questionSet: Array.from({ length: 300 }, (_, i) => ({ questionId: i, text: `<p>Question ${i}</p>` })) }] };

describe('keptReplies', () => {
  it('makes a body once per key and hands the same reply back', () => {
    const replies = keptReplies();
    let made = 0;
    const a = replies.get('k', () => { made++; return big; });
    const b = replies.get('k', () => { made++; return { other: true }; });
    expect(b).toBe(a);
    expect(made).toBe(1);
    expect(JSON.parse(Buffer.from(a.json).toString('utf8'))).toEqual(big);
  });

  it('keeps brotli and gzip copies of the same bytes once compressed', async () => {
    const replies = keptReplies();
    const reply = replies.get('k', () => big);
    await replies.settled();
    expect(brotliDecompressSync(reply.br!)).toEqual(Buffer.from(reply.json));
    expect(gunzipSync(reply.gzip!)).toEqual(Buffer.from(reply.json));
    expect(reply.br!.byteLength).toBeLessThan(reply.json.byteLength / 4);
  });

  it('keeps at most `limit` replies and drops the one used longest ago', () => {
    const replies = keptReplies(2);
    replies.get('a', () => 1);
    replies.get('b', () => 2);
    replies.get('a', () => 1); // a is now the most recent
    replies.get('c', () => 3);
    expect(replies.size).toBe(2);
    let remade = 0;
    replies.get('a', () => { remade++; return 1; });
    expect(remade).toBe(0);
    replies.get('b', () => { remade++; return 2; });
    expect(remade).toBe(1);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => keptReplies(0)).toThrow(RangeError);
    expect(() => keptReplies(1.5)).toThrow(RangeError);
  });
});

describe('sendKept', () => {
  const replies = keptReplies();
  const app = new Hono().get('/r', (c) => sendKept(c, replies.get('k', () => big)));

  it('sends JSON plain until the copies are made, then in the best encoding the request accepts', async () => {
    const first = await app.request('/r', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(await first.json()).toEqual(big);
    await replies.settled();

    const br = await app.request('/r', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8'))).toEqual(big);

    const gz = await app.request('/r', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(big);

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await app.request('/r', { headers });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.json()).toEqual(big);
    }
  });
});
