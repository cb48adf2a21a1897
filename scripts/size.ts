// `npm run size`: the gzip size of the JavaScript that /student/login loads in a real browser.
// Builds if needed, starts the server on a temporary database, opens the page in Debian's chromium,
// gzips every JS response it received, prints each file, and ends with one JSON line {"loginJsGzipKB": n}.
// Usage: npm run size [-- /student/other-route]   (SIZE_REBUILD=0 reuses an existing dist/)
import { printJsSizes, recordJsGzip, serveApp } from './serve-app';

const route = process.argv[2] ?? '/student/login';
const port = 18000 + Math.floor(Math.random() * 1000);
const app = await serveApp({ port, rebuild: process.env.SIZE_REBUILD !== '0', tmpPrefix: 'size-' });
try {
  const page = await app.browser.newPage();
  const js = recordJsGzip(page);
  await page.goto(`${app.base}${route}`, { waitUntil: 'networkidle' });
  const kb = printJsSizes(await js.sizes(), route);
  const key = route === '/student/login' ? 'loginJsGzipKB' : 'jsGzipKB';
  console.log(JSON.stringify({ [key]: kb }));
} finally {
  await app.stop();
}
