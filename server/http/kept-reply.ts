// Replies that are the same for every student who asks (a configured test as it is handed out: docs/performance.md
// "Server throughput"), serialised once and then kept with their brotli and gzip copies:
//
//   const replies = keptReplies();
//   return sendKept(c, replies.get(key, () => envelope('success', 'Success', [delivered])));
//
// - The key must name everything the body is made of: the cache never looks at the body again. Nothing personal may go
//   into a kept reply (it is shared by every student whose request maps to its key).
// - The copies are compressed off the event loop (zlib's thread pool), once per kept reply; until they are in, the
//   reply goes out plain. A failed compression leaves the reply plain (it is tried again when the reply is made again).
// - At most `limit` replies are kept (default 64); the one used longest ago goes first.
// - Every kept reply says `Vary: Accept-Encoding`: the body depends on that header. The API's headers (no-store,
//   server/app.ts) still apply, so no cache keeps it.
import type { Context } from 'hono';
import { acceptedEncodings, bytesOf, compressText, type Effort } from './content-coding';

export interface KeptReply {
  /** the body as JSON (UTF-8) */
  readonly json: Uint8Array<ArrayBuffer>;
  /** its compressed copies, once made */
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

export interface KeptReplies {
  /** The kept reply of `key`, made from `body()` (serialised as JSON) when there is none. */
  get(key: string, body: () => unknown): KeptReply;
  /** how many replies are kept */
  readonly size: number;
  /** resolves once every compression started so far has ended (tests) */
  settled(): Promise<void>;
}

/**
 * Brotli at quality 9 and gzip at 9, once a reply: the 200-question test's 192 KB of JSON became 12.0 KB (67 ms of
 * the thread pool) and 14.0 KB (2.5 ms); brotli's 11 gave 10.3 KB for 289 ms.
 */
const EFFORT: Effort = { br: 9, gzip: 9 };

export function keptReplies(limit = 64): KeptReplies {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number of at least 1');
  const kept = new Map<string, KeptReply>();
  const pending = new Set<Promise<void>>();

  const compress = (reply: KeptReply) => {
    const plain = Buffer.from(reply.json.buffer, reply.json.byteOffset, reply.json.byteLength);
    const work = Promise.all([
      compressText('br', plain, EFFORT).then((b) => { reply.br = bytesOf(b); }),
      compressText('gzip', plain, EFFORT).then((b) => { reply.gzip = bytesOf(b); }),
    ]).then(() => undefined, () => undefined);
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  return {
    get(key, body) {
      const found = kept.get(key);
      if (found) {
        // the most recently used goes last, so the first is the one used longest ago
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const reply: KeptReply = { json: bytesOf(Buffer.from(JSON.stringify(body()), 'utf8')) };
      if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
      kept.set(key, reply);
      compress(reply);
      return reply;
    },
    get size() {
      return kept.size;
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** Sends a kept reply (200, JSON) in the best encoding the request accepts that is made already, else plain. */
export function sendKept(c: Context, reply: KeptReply): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
    const body = reply[encoding.name];
    if (body) return c.body(body, 200, { ...headers, 'Content-Encoding': encoding.name });
  }
  return c.body(reply.json, 200, headers);
}
