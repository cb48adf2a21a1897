// Serves the built app (vite base /student/): real files from staticDir, index.html for any other path.
// index.html gets a fresh style nonce per response, in its tags and its Content-Security-Policy; the other security
// headers come from security-headers.ts for every reply.
import { Hono, type Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
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

const sendFile = async (c: Context, path: string, cacheControl: string) =>
  c.body(new Uint8Array(await readFile(path)), 200, {
    'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });

/**
 * index.html with this response's nonce. no-cache and no validator: a cache that keeps it must fetch it again and
 * gets a new nonce, so no two page loads share one.
 */
const sendPage = async (c: Context, path: string, policy: (nonce: string) => string) => {
  const nonce = newNonce();
  return c.body(withNonce(await readFile(path, 'utf8'), nonce), 200, {
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': policy(nonce),
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
