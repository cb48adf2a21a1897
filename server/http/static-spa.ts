// Serves the built app (vite base /student/): real files from staticDir, index.html for any other path.
// index.html gets a fresh style nonce per response, in its tags and its Content-Security-Policy; the other security
// headers come from security-headers.ts for every reply.
import { Hono, type Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings, type Encoding } from './content-coding';
import { documentPolicy, newNonce, paymentOrigin, withNonce } from './security-headers';

export const NOT_BUILT = 'The app is not built yet. Run `npm run build`, then reload this page.';

const HASHED_ASSETS = 'assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/** Types the build precompresses (scripts/vite-precompress.ts): their replies vary by Accept-Encoding. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.html']);
export { acceptedEncodings } from './content-coding';

const fileHeaders = (path: string, cacheControl: string): Record<string, string> => ({
  'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
  'Cache-Control': cacheControl,
  'X-Content-Type-Options': 'nosniff',
});

/**
 * A real file: the build's brotli or gzip copy when the request accepts it and the copy exists, else the file itself.
 * Every reply of a compressible type says `Vary: Accept-Encoding`, so a shared cache never hands a brotli body to a
 * client that cannot read it, nor keeps the plain one for everyone.
 */
const sendFile = async (c: Context, path: string, cacheControl: string) => {
  const headers = fileHeaders(path, cacheControl);
  if (!COMPRESSIBLE.has(extname(path).toLowerCase())) return c.body(new Uint8Array(await readFile(path)), 200, headers);
  headers.Vary = 'Accept-Encoding';
  for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
    const copy = `${path}${encoding.suffix}`;
    if (await isFile(copy)) {
      return c.body(new Uint8Array(await readFile(copy)), 200, { ...headers, 'Content-Encoding': encoding.name });
    }
  }
  return c.body(new Uint8Array(await readFile(path)), 200, headers);
};

/** index.html differs per response (its nonce), so it is compressed per response, quickly: it is about 1 KB. */
const encodeHtml = (html: string, accepted: Encoding[]): { body: Uint8Array<ArrayBuffer>; encoding?: string } => {
  const data = Buffer.from(html, 'utf8');
  const best = accepted[0];
  if (!best) return { body: new Uint8Array(data) };
  const body = best.name === 'br'
    ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(data, { level: 6 });
  return { body: new Uint8Array(body), encoding: best.name };
};

/**
 * index.html with this response's nonce. no-cache and no validator: a cache that keeps it must fetch it again and
 * gets a new nonce, so no two page loads share one.
 */
const sendPage = async (c: Context, path: string, policy: (nonce: string) => string) => {
  const nonce = newNonce();
  const page = encodeHtml(withNonce(await readFile(path, 'utf8'), nonce), acceptedEncodings(c.req.header('accept-encoding')));
  return c.body(page.body, 200, {
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': policy(nonce),
    Vary: 'Accept-Encoding',
    ...(page.encoding ? { 'Content-Encoding': page.encoding } : {}),
  });
};

export function spaRoutes(staticDir: string, env: NodeJS.ProcessEnv = process.env): Hono {
  const payment = paymentOrigin(env.PAYMENT_PROVIDER_ORIGIN);
  const policy = (nonce: string) => documentPolicy({ nonce, payment });
  const root = resolve(staticDir);
  const indexHtml = resolve(root, 'index.html');
  const routes = new Hono();

  routes.get('/', (c) => c.redirect('/student/', 302));
  routes.get('/student', (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`/student/${query}`, 302);
  });
  routes.get('/student/*', async (c) => {
    const relative = c.req.path.slice('/student/'.length);
    if (relative && !relative.includes('\0')) {
      const file = resolve(root, relative);
      if (file.startsWith(root + sep) && (await isFile(file))) {
        if (file === indexHtml) return sendPage(c, file, policy);
        return sendFile(c, file, relative.startsWith(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
      }
      // A missing script or style must not come back as HTML.
      if (relative.startsWith(HASHED_ASSETS)) return c.text('Not found', 404);
    }
    if (!(await isFile(indexHtml))) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
    return sendPage(c, indexHtml, policy);
  });
  return routes;
}
