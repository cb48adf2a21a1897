// Content codings the server sends (RFC 9110 8.4): the build's precompressed files (server/http/static-spa.ts), the
// kept replies (kept-reply.ts) and large JSON replies (reply.ts) are brotli or gzip, as the request's Accept-Encoding
// allows.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings we send, best first, with the suffix of the build's precompressed copy. */
export const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encodings a request's Accept-Encoding allows, best first (ours: br, then gzip). A coding listed with q=0 is
 * refused, `*` stands for any coding not listed, and no header means identity only (RFC 9110 12.5.3).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [raw, ...params] = part.toLowerCase().split(';');
    const coding = raw?.trim();
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return ENCODINGS.filter((e) => weight(e.name) > 0);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How hard each coding works: brotli's quality (0-11, text mode), gzip's level (1-9). */
export interface Effort { br: number; gzip: number }

/** UTF-8 text in a coding, compressed in zlib's thread pool (off the event loop). */
export const compressText = (name: Encoding['name'], data: Buffer, effort: Effort): Promise<Buffer> => (name === 'br'
  ? brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.br, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
  : gzipAsync(data, { level: effort.gzip }));

/** A view of a Buffer's bytes, as a Response body takes them (no copy). */
export const bytesOf = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);
