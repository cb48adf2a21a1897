// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once,
// at build time and at the highest levels (brotli 11, gzip 9), so the server sends them by Accept-Encoding without
// compressing anything per request (server/http/static-spa.ts). index.html is left alone: the server puts a fresh
// nonce in it for every response, so it is compressed per response instead.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats that shrink; images, fonts, PDFs and videos are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/i;
/** Files so small that the encoding header costs about what compression saves. */
export const MIN_BYTES = 512;

export interface Compressed { brotli: Buffer; gzip: Buffer }

export async function compress(data: Buffer): Promise<Compressed> {
  const [b, g] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  return { brotli: b, gzip: g };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map(async (e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return e.isFile() ? [path] : [];
  }));
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file of `dir` (but index.html and source maps) of at
 * least MIN_BYTES, each only when it is smaller than the file. Answers what it wrote, for the build's log.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f) && !/index\.html$/.test(f));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const c = await compress(data);
    if (c.brotli.length < data.length) await writeFile(`${file}.br`, c.brotli);
    if (c.gzip.length < data.length) await writeFile(`${file}.gz`, c.gzip);
    count += 1;
    bytes += data.length;
    brotliBytes += Math.min(c.brotli.length, data.length);
  }
  return { files: count, bytes, brotliBytes };
}

/** The plugin: runs after Vite has written the bundle. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async closeBundle() {
      const dir = resolve(root, outDir); // outDir may be absolute (the benches build into a temporary folder)
      const r = await precompressDir(dir);
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(`precompressed ${r.files} files in ${relative(root, dir) || '.'}: ${kb(r.bytes)} KB -> ${kb(r.brotliBytes)} KB brotli`);
    },
  };
}
