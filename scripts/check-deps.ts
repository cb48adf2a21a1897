// The dependency rule (docs/architecture.md): imports point inward only, and no import cycles.
//   domain         -> domain
//   application    -> application, domain
//   infrastructure -> infrastructure, application, domain
//   ui             -> ui, application, domain (+ infrastructure only from the composition root ui/main.tsx)
//   server         -> server, domain
// Also: domain must not import frameworks or touch the DOM, storage or network.
// Exits 1 and lists every violation. Run: npm run deps:check
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const layers = ['domain', 'application', 'infrastructure', 'ui', 'server'] as const;
type Layer = (typeof layers)[number];

const allowed: Record<Layer, Layer[]> = {
  domain: ['domain'],
  application: ['application', 'domain'],
  infrastructure: ['infrastructure', 'application', 'domain'],
  ui: ['ui', 'application', 'domain'],
  server: ['server', 'domain'],
};
const compositionRoots = new Set(['ui/main.tsx']);
const domainForbiddenPackages = /^(react|react-dom|mobx|mobx-react-lite|inversify|wouter|@emotion\/.*|d3|d3-.*|styled-system|hono|better-sqlite3|zod|dompurify)$/;
const domainForbiddenCode = /\b(fetch\(|localStorage|sessionStorage|indexedDB|document\.|window\.|Date\.now\()/;

const exts = ['.ts', '.tsx'];
const walk = (dir: string): string[] => {
  let out: string[] = [];
  let entries: string[] = [];
  try { entries = readdirSync(dir); } catch { return out; }
  for (const name of entries) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(walk(p));
    else if (exts.some((e) => name.endsWith(e))) out.push(p);
  }
  return out;
};

const importRe = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const resolveImport = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec);
  for (const c of [base, ...exts.map((e) => base + e), ...exts.map((e) => join(base, 'index' + e))]) {
    try { if (statSync(c).isFile()) return c; } catch { /* next */ }
  }
  return null;
};
const layerOf = (file: string): Layer | null => {
  const first = relative(root, file).split(sep)[0];
  return (layers as readonly string[]).includes(first) ? (first as Layer) : null;
};

const problems: string[] = [];
const graph = new Map<string, string[]>();
const files = layers.flatMap((l) => walk(join(root, l)));
for (const file of files) {
  const rel = relative(root, file).split(sep).join('/');
  const layer = layerOf(file)!;
  const src = readFileSync(file, 'utf8');
  const edges: string[] = [];
  for (const m of src.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec) continue;
    if (spec.startsWith('.')) {
      const target = resolveImport(file, spec);
      if (!target) { problems.push(`${rel}: cannot resolve '${spec}'`); continue; }
      edges.push(target);
      const tl = layerOf(target);
      if (!tl) { problems.push(`${rel}: imports '${spec}' outside the layers`); continue; }
      if (!allowed[layer].includes(tl) && !(compositionRoots.has(rel) && tl === 'infrastructure')) {
        problems.push(`${rel}: ${layer} must not import ${tl} ('${spec}')`);
      }
    } else if (layer === 'domain' && domainForbiddenPackages.test(spec)) {
      problems.push(`${rel}: domain must stay framework-free (imports '${spec}')`);
    }
  }
  if (layer === 'domain') {
    const code = src.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    const hit = code.match(domainForbiddenCode);
    if (hit) problems.push(`${rel}: domain must not use '${hit[1]}'`);
  }
  graph.set(file, edges);
}

// Cycles: DFS with colours; report each cycle once.
const colour = new Map<string, 0 | 1 | 2>();
const stack: string[] = [];
const seen = new Set<string>();
const visit = (n: string): void => {
  colour.set(n, 1);
  stack.push(n);
  for (const m of graph.get(n) ?? []) {
    const c = colour.get(m) ?? 0;
    if (c === 0) visit(m);
    else if (c === 1) {
      const cycle = stack.slice(stack.indexOf(m)).concat(m).map((f) => relative(root, f));
      const key = [...cycle].sort().join('|');
      if (!seen.has(key)) { seen.add(key); problems.push(`import cycle: ${cycle.join(' -> ')}`); }
    }
  }
  stack.pop();
  colour.set(n, 2);
};
for (const f of graph.keys()) if ((colour.get(f) ?? 0) === 0) visit(f);

if (problems.length) {
  console.error(`Dependency rule: ${problems.length} violation(s)`);
  for (const p of problems) console.error('  ' + p);
  process.exit(1);
}
console.log(`Dependency rule: ${files.length} files checked, imports point inward, no cycles.`);
