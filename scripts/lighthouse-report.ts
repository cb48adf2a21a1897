// For `npm run lighthouse` (scripts/lighthouse.ts): reading Lighthouse results. The scores and metrics of one
// run, the median of several runs, the table, and the findings worth acting on: failing accessibility and
// best-practices audits with their elements, and the performance opportunities with their estimated savings.
import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];

/** The scores (0-100) and metrics of one run. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** total transferred bytes (total-byte-weight) */
  bytes: number;
}

const score = (lhr: Result, category: string): number => {
  const s = lhr.categories[category]?.score;
  return s === null || s === undefined ? NaN : Math.round(s * 100);
};
const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;

export function figuresOf(lhr: Result): RunFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The median of each figure on its own (Lighthouse scores are noisy). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunFigures;
}

/** The index of the run whose performance score is closest to the median: its findings are printed. */
export function representativeRun(runs: RunFigures[]): number {
  const m = median(runs.map((r) => r.performance));
  let best = 0;
  runs.forEach((r, i) => { if (Math.abs(r.performance - m) < Math.abs(runs[best].performance - m)) best = i; });
  return best;
}

const pad = (s: string, n: number) => s.padStart(n);
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : '-');

/** One row per page. */
export function table(rows: { page: string; figures: RunFigures }[]): string {
  const head = ['page', 'perf', 'a11y', 'best-pr', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transfer KB'];
  const widths = [10, 5, 5, 8, 7, 7, 7, 6, 12];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]) : pad(c, widths[i]))).join(' ');
  const out = [line(head), line(widths.map((w) => '-'.repeat(w)))];
  for (const { page, figures: f } of rows) {
    out.push(line([page, String(f.performance), String(f.accessibility), String(f.bestPractices),
      ms(f.fcpMs), ms(f.lcpMs), ms(f.tbtMs), Number.isFinite(f.cls) ? f.cls.toFixed(3) : '-', (f.bytes / 1024).toFixed(1)]));
  }
  return out.join('\n');
}

interface Item { [key: string]: unknown }

const short = (s: unknown, n = 140): string => {
  const t = String(s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

const kb = (bytes: unknown) => `${(Number(bytes) / 1024).toFixed(1)} KB`;

/** One finding's element, resource or message, whatever the item holds. */
function describeItem(item: Item): string {
  const node = item.node as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node?.snippet || node?.selector) {
    const why = node.explanation ? ` — ${short(node.explanation.split('\n').slice(-1)[0], 160)}` : '';
    return `${short(node.selector, 80)}  ${short(node.snippet, 120)}${node.nodeLabel ? ` "${short(node.nodeLabel, 40)}"` : ''}${why}`;
  }
  const parts: string[] = [];
  const url = item.url ?? (item.source as { url?: string } | undefined)?.url ?? (item.sourceLocation as { url?: string } | undefined)?.url;
  if (url) parts.push(short(String(url).replace(/^https?:\/\/[^/]+/, ''), 90));
  if (item.description) parts.push(short(item.description, 160));
  if (typeof item.wastedBytes === 'number') parts.push(`wasted ${kb(item.wastedBytes)}`);
  if (typeof item.wastedMs === 'number') parts.push(`wasted ${Math.round(item.wastedMs)} ms`);
  if (typeof item.totalBytes === 'number' && !item.wastedBytes) parts.push(`size ${kb(item.totalBytes)}`);
  if (typeof item.cacheLifetimeMs === 'number') parts.push(`cache ${Math.round(item.cacheLifetimeMs / 1000)} s`);
  if (item.groupLabel) parts.push(String(item.groupLabel));
  for (const key of ['total', 'scripting', 'scriptParseCompile', 'duration'] as const) {
    if (typeof item[key] === 'number') parts.push(`${key} ${Math.round(item[key] as number)} ms`);
  }
  if (parts.length === 0) parts.push(short(JSON.stringify(item), 160));
  return parts.join('  ');
}

/** The items of an audit's details, including those of a list of tables (Lighthouse 13's insights). */
function itemsOf(audit: Audit): Item[] {
  const details = audit.details as { type?: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list') {
    return details.items.flatMap((sub) => ((sub as { items?: Item[] }).items ?? []));
  }
  return details.items as Item[];
}

export interface Failing {
  audit: Audit;
  /** its weight in the category score (0: reported, but not counted) */
  weight: number;
}

/** The audits of a category that did not pass (score below 1), worst first. */
export function failingAudits(lhr: Result, category: string): Failing[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
    .filter(({ audit: a }) => !!a && a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
    .sort((a, b) => (a.audit.score ?? 0) - (b.audit.score ?? 0));
}

/** A finding with up to `maxItems` of its elements or resources. */
export function describeAudit({ audit, weight }: Failing, maxItems = 8): string[] {
  const items = itemsOf(audit);
  const counted = weight ? `weight ${weight}` : 'weight 0: not counted in the score';
  const out = [`  ${audit.id} (score ${audit.score}, ${counted}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`];
  for (const item of items.slice(0, maxItems)) out.push(`      ${describeItem(item)}`);
  if (items.length > maxItems) out.push(`      … and ${items.length - maxItems} more`);
  return out;
}

export interface Opportunity {
  id: string;
  title: string;
  displayValue?: string;
  savingsMs: number;
  savingsBytes: number;
  /** LCP/FCP/TBT/CLS savings Lighthouse estimates */
  metricSavings: Record<string, number>;
  audit: Audit;
}

/** The performance audits that estimate a saving (unused JavaScript, render blocking, caching, ...), largest first. */
export function opportunities(lhr: Result): Opportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: Opportunity[] = [];
  for (const ref of refs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 1 || a.scoreDisplayMode === 'notApplicable') continue;
    const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = Object.fromEntries(Object.entries(a.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0)) as Record<string, number>;
    const savingsMs = details?.overallSavingsMs ?? 0;
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    if (!savingsMs && !savingsBytes && Object.keys(metricSavings).length === 0) continue;
    found.push({ id: a.id, title: a.title, displayValue: a.displayValue, savingsMs, savingsBytes, metricSavings, audit: a });
  }
  const weight = (o: Opportunity) => o.savingsMs + Math.max(0, ...Object.values(o.metricSavings)) + o.savingsBytes / 1024;
  return found.sort((a, b) => weight(b) - weight(a));
}

export function describeOpportunity(o: Opportunity, maxItems = 5): string[] {
  const savings = [
    o.savingsMs ? `${Math.round(o.savingsMs)} ms` : '',
    o.savingsBytes ? kb(o.savingsBytes) : '',
    ...Object.entries(o.metricSavings).map(([m, v]) => `${m} ${m === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`),
  ].filter(Boolean).join(', ');
  const items = itemsOf(o.audit);
  const out = [`  ${o.id}: ${o.title}${o.displayValue ? ` — ${o.displayValue}` : ''} (est. savings: ${savings})`];
  for (const item of items.slice(0, maxItems)) out.push(`      ${describeItem(item)}`);
  if (items.length > maxItems) out.push(`      … and ${items.length - maxItems} more`);
  return out;
}

/** The audits behind the usual advice, said even when they pass, so a clean result is visible too. */
const CHECKED = {
  'unused-javascript': 'unused JavaScript',
  'render-blocking-insight': 'render-blocking requests',
  'document-latency-insight': 'document latency (redirects, server response, text compression)',
  'cache-insight': 'cache lifetimes',
  'legacy-javascript-insight': 'legacy JavaScript',
  'duplicated-javascript-insight': 'duplicated JavaScript',
} as const;

export function checkedAudits(lhr: Result): string {
  return Object.entries(CHECKED).map(([id, what]) => {
    const a = lhr.audits[id];
    const state = !a ? 'not run' : a.scoreDisplayMode === 'notApplicable' ? 'n/a' : a.score === null || a.score >= 1 ? 'pass' : `FAIL${a.displayValue ? ` (${a.displayValue})` : ''}`;
    return `${what}: ${state}`;
  }).join('; ');
}

/** The LCP element and the parts of its time (lcp-breakdown-insight). */
export function lcpBreakdown(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; items?: Item[]; nodeLabel?: string; selector?: string }[] } | undefined;
  const parts = details?.items?.find((x) => x.type === 'table')?.items ?? [];
  const node = details?.items?.find((x) => x.type === 'node');
  const times = parts.map((p) => `${String(p.label ?? p.subpart)} ${Math.round(Number(p.duration))} ms`).join(', ');
  return node ? `LCP element ${short(node.selector, 70)} "${short(node.nodeLabel, 50)}"${times ? ` (${times})` : ''}` : 'LCP element: not reported';
}

/** Each weighted metric's score and the points it costs the performance score (weight × (1 - score)). */
export function metricPoints(lhr: Result): string {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const a = lhr.audits[ref.id];
      const lost = ref.weight * (1 - (a?.score ?? 0));
      return `${a?.displayValue ? `${ref.acronym ?? ref.id} ${a.displayValue}` : ref.id} (score ${a?.score ?? '-'}, -${lost.toFixed(1)} pts)`;
    }).join(', ');
}

interface ChainNode { url: string; navStartToEndTime: number; transferSize: number; isLongest?: boolean; children?: Record<string, ChainNode> }

/** The longest request chain Lighthouse saw (observed, unthrottled times), and the JavaScript and API requests. */
export function requestSummary(lhr: Result): string[] {
  const tree = lhr.audits['network-dependency-tree-insight']?.details as { items?: { value?: { chains?: Record<string, ChainNode> } }[] } | undefined;
  const steps: string[] = [];
  let node = Object.values(tree?.items?.[0]?.value?.chains ?? {}).find((c) => c.isLongest);
  while (node) {
    steps.push(`${short(node.url.replace(/^https?:\/\/[^/]+/, ''), 60)} (${kb(node.transferSize)}, ends ${Math.round(node.navStartToEndTime)} ms)`);
    node = Object.values(node.children ?? {}).find((c) => c.isLongest);
  }
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script');
  const api = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
  return [
    `longest request chain: ${steps.join(' -> ') || 'not reported'}`,
    `${js.length} JavaScript files (${kb(js.reduce((s, r) => s + (r.transferSize ?? 0), 0))} transferred), ${api.length} API requests: ${[...new Set(api.map((r) => new URL(r.url).pathname))].join(' ')}`,
  ];
}
