/** @jest-environment node */
// The event log's multipart part: gzip of the EventLogFile's JSON; over the bound or without CompressionStream it is
// left out and the reason given instead.
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eventLogPart, gzipText } from '../../../infrastructure/test-engine/event-log-part';

const log = {
  schemaVersion: 1,
  logId: 'log-7',
  events: Array.from({ length: 200 }, (_, i) => ({ seq: i + 1, at: 1_000 + i, event: { type: 'Navigated', v: 1, data: { from: i, to: i + 1 } } })),
};

let errors: jest.SpiedFunction<typeof console.error>;
beforeEach(() => { errors = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => { errors.mockRestore(); });

describe('eventLogPart', () => {
  it('gives a gzip blob whose content is the log JSON, smaller than the JSON', async () => {
    const part = await eventLogPart(log);
    expect(part.status).toBeUndefined();
    const bytes = Buffer.from(await part.blob!.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(log);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(log).length / 4);
  });

  it('over the bound: too_large, and no blob', async () => {
    expect(await eventLogPart(log, 64)).toEqual({ status: 'too_large' });
    expect(errors).toHaveBeenCalled();
  });

  it('without CompressionStream: unavailable', async () => {
    const saved = globalThis.CompressionStream;
    // @ts-expect-error the platform without it
    delete globalThis.CompressionStream;
    try {
      expect(await gzipText('x')).toBeNull();
      expect(await eventLogPart(log)).toEqual({ status: 'unavailable' });
    } finally {
      globalThis.CompressionStream = saved;
    }
  });

  it('a log that cannot be serialised: unavailable', async () => {
    const cyclic: Record<string, unknown> = { schemaVersion: 1, logId: 'c', events: [] };
    cyclic.self = cyclic;
    expect(await eventLogPart(cyclic as unknown as typeof log)).toEqual({ status: 'unavailable' });
  });
});
