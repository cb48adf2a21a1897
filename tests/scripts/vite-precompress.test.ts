/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompressDir } from '../../scripts/vite-precompress';

let dir: string;
const script = 'export const answer = () => "a long enough line of JavaScript that compresses well";\n'.repeat(40);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'x()');
  writeFileSync(join(dir, 'assets', 'poster-abc.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the file', async () => {
    const r = await precompressDir(dir);
    const file = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(r).toMatchObject({ files: 1, bytes: script.length });
  });

  it(`leaves alone files under ${MIN_BYTES} bytes, formats that are compressed already, and index.html`, async () => {
    await precompressDir(dir);
    for (const name of ['assets/tiny-abc.js', 'assets/poster-abc.png', 'index.html']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
