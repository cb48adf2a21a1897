// Every spec imports test and expect from here: the same as @playwright/test's, plus an automatic fixture that
// records every Content-Security-Policy violation in any page of the test (the securitypolicyviolation event and
// the browser's console message) and fails the test when there was one, listing them. The server sends the real
// policy (server/http/security-headers.ts), so a style without the nonce, an inline script or a blocked image in
// any flow fails that flow's test.
import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

// the rest of @playwright/test (expect, types) as is, so a spec swaps only the module name
export * from '@playwright/test';

/** One violation, as the test's failure message lists it. */
export interface CspViolation {
  from: 'event' | 'console';
  text: string;
}

/** What the page reports of a securitypolicyviolation event. */
interface ViolationEvent {
  directive: string;
  blockedURI: string;
  disposition: string;
  documentURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

const BINDING = '__e2eCspViolation';
/** Chromium's console text for refused loads, styles and scripts, report-only ones and broken policies. */
const CSP_CONSOLE = /Content Security Policy|Refused to|Trusted ?Type/i;

const describe = (v: ViolationEvent): string =>
  `${v.disposition} ${v.directive} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI}` +
  `${v.sourceFile ? ` at ${v.sourceFile}:${v.lineNumber}` : ''}${v.sample ? ` (${v.sample})` : ''}`;

async function watch(context: BrowserContext, seen: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, v: ViolationEvent) => { seen.push({ from: 'event', text: describe(v) }); });
  // runs before the page's own scripts on every navigation; the binding outlives the page's window
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (v: ViolationEvent) => void>)[binding];
      report({
        directive: e.effectiveDirective, blockedURI: e.blockedURI, disposition: e.disposition, documentURI: e.documentURI,
        sourceFile: e.sourceFile, lineNumber: e.lineNumber, sample: e.sample,
      });
    }, true);
  }, BINDING);
  context.on('console', (m: ConsoleMessage) => {
    if (CSP_CONSOLE.test(m.text())) seen.push({ from: 'console', text: `${m.type()}: ${m.text()}` });
  });
}

/** Lets events that were queued before the test ended reach the list (violations are reported in a task). */
async function settle(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    await page.evaluate(() => new Promise((done) => setTimeout(done, 50))).catch(() => undefined);
  }
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [async ({ context }, use) => {
    const seen: CspViolation[] = [];
    await watch(context, seen);
    await use(seen);
    await settle(context);
    const list = seen.map((v) => `  [${v.from}] ${v.text}`).join('\n');
    expect(seen, `Content-Security-Policy violations:\n${list}`).toHaveLength(0);
  }, { auto: true }],
});
