/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventLogFile } from '../../../application/test-engine/ports';
import { FileEventLogStorage, LogFileError, parseLogFile, readLogFile, writeLogFile } from '../../../infrastructure/test-engine/file-event-log-storage';
import { ev, eventLogStorageContract } from './event-log-storage-contract';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'event-logs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('FileEventLogStorage', () => {
  eventLogStorageContract(() => ({ storage: new FileEventLogStorage(join(dir, 'logs'), 1), reopen: () => new FileEventLogStorage(join(dir, 'logs'), 1) }));

  it('writes one EventLogFile per log, readable by readLogFile', async () => {
    const storage = new FileEventLogStorage(dir, 2);
    await storage.append('attempt-1', [ev(1), ev(2)]);
    const file = await readLogFile(join(dir, 'attempt-1.json'));
    expect(file).toEqual({ schemaVersion: 2, logId: 'attempt-1', events: [ev(1), ev(2)] });
  });

  it('refuses to append to a log of another schema version', async () => {
    await writeLogFile(join(dir, 'old.json'), { schemaVersion: 1, logId: 'old', events: [ev(1)] });
    await expect(new FileEventLogStorage(dir, 2).append('old', [ev(2)])).rejects.toMatchObject({ reason: 'mismatch' });
    expect((await readLogFile(join(dir, 'old.json'))).events).toHaveLength(1);
  });

  it('refuses a file that holds another log than its name says', async () => {
    await writeLogFile(join(dir, 'a.json'), { schemaVersion: 1, logId: 'b', events: [ev(1)] });
    await expect(new FileEventLogStorage(dir, 1).read('a')).rejects.toThrow(`${join(dir, 'a.json')}: holds log "b", expected "a"`);
  });

  it('lists nothing when its folder does not exist yet', async () => {
    expect(await new FileEventLogStorage(join(dir, 'missing'), 1).list()).toEqual([]);
  });
});

describe('log files', () => {
  const file: EventLogFile = { schemaVersion: 1, logId: 'attempt-9', events: [ev(1, 'TestStarted', { testId: 3 }), ev(2), ev(3)] };

  it('round-trips through writeLogFile and readLogFile, leaving no temporary file', async () => {
    const path = join(dir, 'log.json');
    await writeLogFile(path, file);
    expect(await readLogFile(path)).toEqual(file);
    expect(await readdir(dir)).toEqual(['log.json']);
    await writeLogFile(path, { ...file, events: file.events.slice(0, 1) });
    expect((await readLogFile(path)).events).toEqual(file.events.slice(0, 1));
  });

  it('fails a write into a missing folder without leaving a temporary file', async () => {
    await expect(writeLogFile(join(dir, 'missing', 'log.json'), file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps extra fields of an event (the union is the domain\'s business)', () => {
    const text = JSON.stringify({ ...file, events: [{ seq: 1, at: 5, event: { type: 'X', data: { a: 1 }, extra: true } }] });
    expect(parseLogFile(text, 'x.json').events[0].event).toEqual({ type: 'X', data: { a: 1 }, extra: true });
  });

  it('accepts an empty log', () => {
    expect(parseLogFile(JSON.stringify({ ...file, events: [] }), 'x.json').events).toEqual([]);
  });

  const withEvents = (events: unknown) => JSON.stringify({ schemaVersion: 1, logId: 'l', events });

  it.each([
    ['not JSON', '{"schemaVersion": 1,', /^bad\.json: not valid JSON \(/],
    ['JSON that is not an object', '[1, 2]', /^bad\.json: not an event log file: \(top level\): /],
    ['missing events', JSON.stringify({ schemaVersion: 1, logId: 'l' }), /^bad\.json: not an event log file: events: .*expected array/],
    ['a missing logId', JSON.stringify({ schemaVersion: 1, events: [] }), /logId: .*expected string/],
    ['a schemaVersion of 0', JSON.stringify({ schemaVersion: 0, logId: 'l', events: [] }), /schemaVersion: /],
    ['a time that is text', withEvents([ev(1), { ...ev(2), at: 'noon' }]), /events\[1\]\.at: .*expected number/],
    ['an event without a type', withEvents([{ seq: 1, at: 1, event: { data: {} } }]), /events\[0\]\.event\.type: /],
    ['a seq gap', withEvents([ev(1), ev(2), ev(4)]), /^bad\.json: events\[2\]\.seq is 4, expected 3 \(a gap; seq must run 1, 2, 3\.\.\.\)$/],
    ['a duplicate seq', withEvents([ev(1), ev(1)]), /events\[1\]\.seq is 1, expected 2 \(a duplicate or out of order/],
    ['a log that does not start at 1', withEvents([ev(2)]), /events\[0\]\.seq is 2, expected 1/],
  ])('refuses %s with a message naming the problem', (_label, text, message) => {
    expect(() => parseLogFile(text, 'bad.json')).toThrow(LogFileError);
    expect(() => parseLogFile(text, 'bad.json')).toThrow(message);
  });

  it('names a missing file', async () => {
    const path = join(dir, 'nope.json');
    await expect(readLogFile(path)).rejects.toMatchObject({ name: 'LogFileError', reason: 'not_found', message: `${path}: file not found` });
  });

  it('reads a malformed file on disk with the path in the message', async () => {
    const path = join(dir, 'broken.json');
    await writeFile(path, 'not json at all');
    await expect(readLogFile(path)).rejects.toThrow(`${path}: not valid JSON`);
    expect(await readFile(path, 'utf8')).toBe('not json at all');
  });
});
