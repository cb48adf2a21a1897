// For `npm run lighthouse` (scripts/lighthouse.ts): a Lighthouse gatherer and audit that record what the audited
// page showed once it had loaded (its URL, its h1 headings, which of the given selectors match a visible element,
// whether something is still busy, and the start of its text), so the script can tell that Lighthouse measured
// the intended page (not the login page it was redirected to, nor a spinner). Lighthouse closes the tab it audits,
// so the facts have to be gathered inside the run; the audit ('page-check', informative, in no category) only
// exists because Lighthouse drops artifacts no audit needs, and carries the facts into the report.
import { Audit, Gatherer, type Artifacts, type Config } from 'lighthouse';

export const PAGE_CHECK_AUDIT = 'page-check';
const ARTIFACT = 'PageCheck';

/** What the audited page showed when Lighthouse had finished loading it. */
export interface PageFacts {
  href: string;
  title: string;
  /** text of the h1 elements */
  h1: string[];
  /** selector -> number of visible elements it matches */
  visible: Record<string, number>;
  /** elements with aria-busy="true" (a page still loading shows them) */
  busy: number;
  /** the names (or first words) of the dialogs on screen: a modal may cover the content */
  dialogs: string[];
  /** the page is in full screen (the simulator asks for it) */
  fullScreen: boolean;
  /** the first 300 characters of the body's text, whitespace collapsed */
  text: string;
}

/**
 * The expression evaluated in the page. A string, not a function: tsx (esbuild keepNames) would wrap a function
 * in __name(...), which the page does not define.
 */
const factsExpression = (selectors: readonly string[]): string => `(() => {
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const visible = {};
  for (const s of ${JSON.stringify(selectors)}) visible[s] = [...document.querySelectorAll(s)].filter(shown).length;
  return {
    href: location.href,
    title: document.title,
    h1: [...document.querySelectorAll('h1')].filter(shown).map((h) => h.textContent.trim()),
    visible,
    busy: document.querySelectorAll('[aria-busy="true"]').length,
    dialogs: [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].filter(shown).map((d) => {
      const by = d.getAttribute('aria-labelledby');
      const name = d.getAttribute('aria-label') || (by && document.getElementById(by)?.textContent) || d.textContent || '';
      return name.replace(/\s+/g, ' ').trim().slice(0, 60);
    }),
    fullScreen: document.fullscreenElement !== null,
    text: (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').trim().slice(0, 300),
  };
})()`;

class PageCheckGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation' as const] };

  constructor(private readonly selectors: readonly string[]) {
    super();
  }

  override async getArtifact(context: Parameters<Gatherer['getArtifact']>[0]) {
    const facts = await context.driver.executionContext.evaluateAsync(factsExpression(this.selectors)) as PageFacts;
    // a custom artifact: Lighthouse's artifact types only know its own
    return facts as unknown as Awaited<ReturnType<Gatherer['getArtifact']>>;
  }
}

class PageCheckAudit extends Audit {
  static override get meta() {
    return {
      id: PAGE_CHECK_AUDIT,
      title: 'The audited page showed its content',
      description: 'What the page showed after load (scripts/lighthouse-page-check.ts).',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: [ARTIFACT as keyof Artifacts],
    };
  }

  static override audit(artifacts: Artifacts) {
    const facts = (artifacts as unknown as Record<string, PageFacts>)[ARTIFACT];
    return { score: null, details: { type: 'debugdata' as const, facts } };
  }
}

/** The default (mobile) config plus the page check, looking for visible elements matching `selectors`. */
export function configWithPageCheck(selectors: readonly string[]): Config {
  return {
    extends: 'lighthouse:default',
    artifacts: [{ id: ARTIFACT, gatherer: { instance: new PageCheckGatherer(selectors) } }],
    audits: [{ implementation: PageCheckAudit }],
  };
}

/** The facts the page check recorded in a report, or null when it did not run. */
export function pageFacts(audits: Record<string, { details?: unknown }>): PageFacts | null {
  const details = audits[PAGE_CHECK_AUDIT]?.details as { facts?: PageFacts } | undefined;
  return details?.facts ?? null;
}
