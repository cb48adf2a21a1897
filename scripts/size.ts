// `npm run size`: the gzip size of the JavaScript that /student/login loads in a real browser.
// Builds if needed, starts the server on a temporary database, opens the page in Debian's chromium,
// gzips every JS response it received, prints each file, and what the server sent for them (brotli).
// The same-run floor (scripts/size-floor.ts): a one-button React 19 page, and the same page on the design card's
// view stack (MobX observer, @emotion/styled), built with the same Vite; a route cannot load less than these.
// Ends with one JSON line {"loginJsGzipKB": n, "wireKB": w, "reactFloorKB": r, "designFloorKB": d, "target": t}.
// Usage: npm run size [-- /student/other-route]   (SIZE_REBUILD=0 reuses an existing dist/, SIZE_FLOOR=0 skips the
// floor)
import { printJsSizes, recordJsGzip, serveApp } from './serve-app';
import { measureFloors } from './size-floor';

const route = process.argv[2] ?? '/student/login';
const LOGIN_TARGET_KB = 75;
const port = 18000 + Math.floor(Math.random() * 1000);
const app = await serveApp({ port, rebuild: process.env.SIZE_REBUILD !== '0', tmpPrefix: 'size-' });
let result: Record<string, number | string>;
try {
  const page = await app.browser.newPage();
  const js = recordJsGzip(page);
  await page.goto(`${app.base}${route}`, { waitUntil: 'networkidle' });
  const kb = printJsSizes(await js.sizes(), route);
  const wireKB = Math.round(([...(await js.wire()).values()].reduce((a, b) => a + b, 0) / 1024) * 10) / 10;
  console.log(`${wireKB} KB sent by the server for them (precompressed brotli)`);
  result = { [route === '/student/login' ? 'loginJsGzipKB' : 'jsGzipKB']: kb, wireKB };
} finally {
  await app.stop();
}
if (process.env.SIZE_FLOOR !== '0') {
  const floor = await measureFloors();
  console.log(`Floor in the same run: a one-button React 19 page ${floor.react} KB gzip; the same page as a MobX observer `
    + `styled with @emotion/styled ${floor.design} KB`);
  result = { ...result, reactFloorKB: floor.react, designFloorKB: floor.design };
}
if (route === '/student/login') {
  const kb = Number(result.loginJsGzipKB);
  console.log(`  loginJsGzipKB ${kb} <= ${LOGIN_TARGET_KB}: ${kb <= LOGIN_TARGET_KB ? 'ok' : 'MISSED'}`);
  result = { ...result, target: LOGIN_TARGET_KB };
}
console.log(JSON.stringify(result));
