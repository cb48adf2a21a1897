// The dependency rule (docs/architecture.md), checked in two parts. Run: npm run deps:check
//
// 1. Imports: dependency-cruiser with the rules in .dependency-cruiser.cjs (layers, npm packages allowed per
//    layer, composition roots, area internals, cycles, unresolvable imports). It parses with swc, so
//    `import type` counts like any other import.
// 2. Globals, which no import graph shows: an AST walk (swc) over domain/ and application/:
//      domain/       no clock or randomness: Date.now(), new Date() without arguments, Date(), Math.random(),
//                    performance.now(), crypto.randomUUID(), crypto.getRandomValues(); and no DOM, storage
//                    or network globals: window, document, navigator, localStorage, sessionStorage, fetch,
//                    XMLHttpRequest, indexedDB.
//      application/  no DOM, storage or network globals (the same list).
//    Comments, strings, property names (`x.window`), type positions and locally declared names that shadow a
//    global (`const document = ...`, a parameter `fetch`) do not count; `globalThis.fetch` does.
//    `new Date(x)` with an argument is fine (it formats a given time).
//
// Exits 0 when clean, 1 listing every violation (file and rule), 2 when the check itself failed.
// Usage: node --import tsx scripts/check-deps.ts [--root DIR] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core') as typeof import('@swc/core');

const REPO_ROOT = resolve(import.meta.dirname, '..');
export const CONFIG_FILE = join(REPO_ROOT, '.dependency-cruiser.cjs');
const LAYERS = ['domain', 'application', 'infrastructure', 'ui', 'server'] as const;

export interface Violation {
  /** rule name: a dependency-cruiser rule from .dependency-cruiser.cjs, or one of the globals rules below */
  rule: string;
  /** the offending file, relative to the root, with forward slashes */
  from: string;
  /** the imported module (a path relative to the root, or a package / builtin name) */
  to?: string;
  /** for an import cycle: the modules in the cycle, starting and ending with `from` */
  cycle?: string[];
  /** for a globals rule: what was used, e.g. `Date.now` or `window` */
  global?: string;
  line?: number;
  column?: number;
}

export interface CheckResult {
  violations: Violation[];
  /** modules (files and packages) dependency-cruiser saw */
  modules: number;
  dependencies: number;
  /** files walked by the globals check */
  globalsFiles: number;
  /** rule name -> its explanation */
  ruleComments: Record<string, string>;
  tool: string;
}

// ---------------------------------------------------------------------------------------------------------
// Part 1: dependency-cruiser

interface DcViolation {
  type: string;
  from: string;
  to: string;
  unresolvedTo?: string;
  dependencyTypes?: string[];
  cycle?: Array<{ name: string } | string>;
  rule: { name: string; severity: string };
}
interface DcResult {
  summary: {
    violations: DcViolation[];
    totalCruised: number;
    totalDependenciesCruised: number;
    ruleSetUsed?: { forbidden?: Array<{ name: string; comment?: string }> };
  };
}

const depcruiseHome = (): string => {
  // the package exports only its API entry (src/main/index.mjs); the CLI is two folders up from it
  const main = fileURLToPath(import.meta.resolve('dependency-cruiser'));
  return resolve(dirname(main), '..', '..');
};

const runDependencyCruiser = (root: string, layers: string[]): DcResult => {
  // A child process on plain node: under the tsx loader, dependency-cruiser's `import('@swc/core/Visitor.js')`
  // gets tsx's CommonJS interop and its swc extractor breaks.
  const home = depcruiseHome();
  const r = spawnSync(process.execPath, [
    join(home, 'bin', 'dependency-cruise.mjs'),
    '--config', CONFIG_FILE,
    '--output-type', 'json',
    '--progress', 'none',
    ...layers,
  ], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NODE_OPTIONS: (process.env.NODE_OPTIONS ?? '').replace(/--(import|require|loader)[= ]\S*tsx\S*/g, '') },
  });
  if (r.error) throw r.error;
  try {
    return JSON.parse(r.stdout) as DcResult;
  } catch {
    throw new Error(`dependency-cruiser failed (exit ${r.status}):\n${r.stderr || r.stdout}`);
  }
};

const isLocal = (p: string): boolean => /^(domain|application|infrastructure|ui|server|tests|e2e|scripts)\//.test(p);

const fromDependencyCruiser = (dc: DcResult): Violation[] => {
  const out: Violation[] = [];
  const cycles = new Set<string>();
  for (const v of dc.summary.violations) {
    if (v.cycle && v.cycle.length) {
      const names = v.cycle.map((c) => (typeof c === 'string' ? c : c.name));
      // dependency-cruiser reports a cycle once for each of its edges; list it once
      const key = [...new Set([v.from, ...names])].sort().join('|');
      if (cycles.has(key)) continue;
      cycles.add(key);
      out.push({ rule: v.rule.name, from: v.from, cycle: [v.from, ...names] });
      continue;
    }
    const npmOrBuiltin = !isLocal(v.to) && v.unresolvedTo && !v.unresolvedTo.startsWith('.');
    out.push({ rule: v.rule.name, from: v.from, to: npmOrBuiltin ? v.unresolvedTo : v.to });
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------
// Part 2: the globals check (swc AST)

const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'indexedDB'];
const CLOCK_MEMBERS: Record<string, string[]> = {
  Date: ['now'],
  Math: ['random'],
  performance: ['now'],
  crypto: ['randomUUID', 'getRandomValues'],
};
/** which layer gets which globals rule */
const GLOBALS_RULES: Array<{ layer: string; rule: string; comment: string; dom: boolean; clock: boolean }> = [
  {
    layer: 'domain', rule: 'domain-no-clock-or-randomness', dom: false, clock: true,
    comment: 'domain/ must not read the clock or randomness (Date.now(), new Date(), Math.random(), performance.now(), ' +
      'crypto.randomUUID/getRandomValues): take them as data or through a port',
  },
  {
    layer: 'domain', rule: 'domain-no-dom-globals', dom: true, clock: false,
    comment: 'domain/ must not touch DOM, storage or network globals (window, document, navigator, localStorage, ' +
      'sessionStorage, fetch, XMLHttpRequest, indexedDB)',
  },
  {
    layer: 'application', rule: 'application-no-dom-globals', dom: true, clock: false,
    comment: 'application/ must not touch DOM, storage or network globals (window, document, navigator, localStorage, ' +
      'sessionStorage, fetch, XMLHttpRequest, indexedDB): use a port',
  },
];

// A loose view of swc's AST: every node is an object with a `type`.
interface AstNode {
  type: string;
  span?: { start: number; end: number };
  [key: string]: unknown;
}
const isNode = (x: unknown): x is AstNode =>
  typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';
const children = (x: unknown): AstNode[] =>
  Array.isArray(x) ? x.flatMap(children) : isNode(x) ? [x] : [];

// Keys that hold types (never run-time references) or names that are not references.
const TYPE_KEYS = new Set(['typeAnnotation', 'typeParameters', 'typeParams', 'typeArguments', 'returnType',
  'superTypeParams', 'implements']);
const NAME_KEYS = new Set(['id', 'identifier', 'label', 'local', 'imported', 'exported', 'orig', 'ctxt', 'span']);
const TYPE_ONLY_NODES = new Set(['TsInterfaceDeclaration', 'TsTypeAliasDeclaration', 'TsTypeAnnotation',
  'TsTypeParameterDeclaration', 'TsTypeParameterInstantiation', 'ImportDeclaration', 'ExportNamedDeclaration',
  'ExportAllDeclaration', 'TsImportEqualsDeclaration', 'TsExportAssignment', 'TsNamespaceExportDeclaration']);
const WRAPPERS = new Set(['ParenthesisExpression', 'TsAsExpression', 'TsNonNullExpression', 'TsSatisfiesExpression',
  'TsTypeAssertion', 'TsConstAssertion', 'TsInstantiation']);

interface Hit { global: string; offset: number; dom: boolean }

/** Names a pattern binds (`a`, `{ b, c: d }`, `[e, ...f]`, `g = 1`, a Param or a parameter property). */
const boundNames = (p: unknown): string[] => {
  if (!isNode(p)) return [];
  switch (p.type) {
    case 'Identifier': return [p.value as string];
    case 'Parameter': case 'Param': return boundNames(p.pat);
    case 'TsParameterProperty': return boundNames(p.param);
    case 'AssignmentPattern': return boundNames(p.left);
    case 'RestElement': return boundNames(p.argument);
    case 'ArrayPattern': return children(p.elements).flatMap(boundNames);
    case 'ObjectPattern': return children(p.properties).flatMap((q) =>
      q.type === 'AssignmentPatternProperty' ? boundNames(q.key)
        : q.type === 'KeyValuePatternProperty' ? boundNames(q.value)
          : boundNames(q));
    default: return [];
  }
};

/** Names declared directly in a list of statements (a block, a module, a switch case). */
const declaredIn = (statements: AstNode[]): string[] => statements.flatMap((s): string[] => {
  const d = (s.type === 'ExportDeclaration' ? s.declaration : s.type === 'ExportDefaultDeclaration' ? s.decl : s) as AstNode;
  if (!isNode(d)) return [];
  switch (d.type) {
    case 'VariableDeclaration': return children(d.declarations).flatMap((v) => boundNames(v.id));
    case 'FunctionDeclaration': case 'ClassDeclaration': case 'FunctionExpression': case 'ClassExpression':
    case 'TsEnumDeclaration': case 'TsModuleDeclaration':
      return isNode(d.identifier) ? boundNames(d.identifier) : isNode(d.id) ? boundNames(d.id) : [];
    case 'ImportDeclaration': return children(d.specifiers).flatMap((sp) => boundNames(sp.local));
    case 'TsImportEqualsDeclaration': return boundNames(d.id);
    default: return [];
  }
});

const findGlobals = (ast: AstNode): Hit[] => {
  const hits: Hit[] = [];
  const scopes: Array<Set<string>> = [];
  const shadowed = (name: string): boolean => scopes.some((s) => s.has(name));
  const withScope = (names: string[], body: () => void): void => {
    scopes.push(new Set(names));
    try { body(); } finally { scopes.pop(); }
  };
  const unwrap = (n: unknown): unknown => (isNode(n) && WRAPPERS.has(n.type) ? unwrap(n.expression) : n);
  const propName = (m: AstNode): string | null => {
    const p = m.property;
    if (!isNode(p)) return null;
    if (p.type === 'Identifier') return p.value as string;
    if (p.type === 'Computed' && isNode(p.expression) && p.expression.type === 'StringLiteral') return p.expression.value as string;
    return null;
  };
  /** The global an expression names: `fetch`, `globalThis.fetch`, `self['fetch']`; null for anything else. */
  const globalName = (e: unknown): string | null => {
    const n = unwrap(e);
    if (!isNode(n)) return null;
    if (n.type === 'Identifier') return shadowed(n.value as string) ? null : (n.value as string);
    if (n.type === 'MemberExpression') {
      const obj = globalName(n.object);
      if (obj === 'globalThis' || obj === 'self') return propName(n);
    }
    return null;
  };
  const at = (n: AstNode): number => n.span?.start ?? 0;

  const walkPattern = (p: unknown): void => {
    // a binding: only default values and computed keys inside it are evaluated
    if (!isNode(p)) return;
    switch (p.type) {
      case 'Identifier': return;
      case 'Parameter': case 'Param': walk(p.decorators); return walkPattern(p.pat);
      case 'TsParameterProperty': walk(p.decorators); return walkPattern(p.param);
      case 'AssignmentPattern': walkPattern(p.left); return walk(p.right);
      case 'RestElement': return walkPattern(p.argument);
      case 'ArrayPattern': return children(p.elements).forEach(walkPattern);
      case 'ObjectPattern':
        for (const q of children(p.properties)) {
          if (q.type === 'AssignmentPatternProperty') walk(q.value);
          else if (q.type === 'KeyValuePatternProperty') {
            if (isNode(q.key) && q.key.type === 'Computed') walk(q.key);
            walkPattern(q.value);
          } else walkPattern(q);
        }
        return;
      default: return walk(p); // an assignment target such as `a.b` in `[a.b] = xs`
    }
  };

  // A function: FunctionDeclaration, FunctionExpression, ArrowFunctionExpression, Constructor, MethodProperty carry
  // params and body themselves; ClassMethod, PrivateMethod, GetterProperty, SetterProperty in a `function` object.
  const walkFunction = (fn: Record<string, unknown>, ownName: string[] = []): void => {
    walk(fn.decorators);
    const params = [...children(fn.params), ...children(fn.param)];
    withScope([...ownName, ...params.flatMap(boundNames)], () => {
      params.forEach(walkPattern);
      walk(fn.body);
    });
  };

  const walkGeneric = (n: AstNode): void => {
    for (const [key, value] of Object.entries(n)) {
      if (key === 'type' || TYPE_KEYS.has(key) || NAME_KEYS.has(key)) continue;
      if ((key === 'key' || key === 'property') && !(isNode(value) && value.type === 'Computed')) continue;
      walk(value);
    }
  };

  function walk(x: unknown): void {
    if (Array.isArray(x)) { for (const c of x) walk(c); return; }
    if (typeof x !== 'object' || x === null) return;
    // untyped wrappers (call arguments `{ spread, expression }`, template quasis, ...): walk what they hold
    if (!isNode(x)) { walkGeneric(x as AstNode); return; }
    const n = x;
    if (TYPE_ONLY_NODES.has(n.type) || n.declare === true) return;
    switch (n.type) {
      case 'Module': case 'Script': case 'TsModuleBlock':
        return withScope(declaredIn(children(n.body)), () => walk(n.body));
      case 'BlockStatement': case 'FunctionBody':
        return withScope(declaredIn(children(n.stmts)), () => walk(n.stmts));
      case 'SwitchCase':
        walk(n.test);
        return withScope(declaredIn(children(n.consequent)), () => walk(n.consequent));
      case 'ForStatement': case 'ForInStatement': case 'ForOfStatement': {
        const head = isNode(n.init) ? n.init : isNode(n.left) ? n.left : null;
        const names = head?.type === 'VariableDeclaration' ? declaredIn([head]) : [];
        return withScope(names, () => walkGeneric(n));
      }
      case 'CatchClause':
        return withScope(boundNames(n.param), () => { walkPattern(n.param); walk(n.body); });
      case 'VariableDeclarator':
        walkPattern(n.id); return walk(n.init);
      case 'FunctionDeclaration': case 'ArrowFunctionExpression': case 'Constructor': case 'MethodProperty':
        if (isNode(n.key) && n.key.type === 'Computed') walk(n.key);
        return walkFunction(n);
      case 'FunctionExpression':
        return walkFunction(n, isNode(n.identifier) ? boundNames(n.identifier) : []);
      case 'ClassMethod': case 'PrivateMethod': case 'GetterProperty': case 'SetterProperty':
        if (isNode(n.key) && n.key.type === 'Computed') walk(n.key);
        return walkFunction((n.function ?? n) as Record<string, unknown>);
      case 'ClassExpression':
        return withScope(isNode(n.identifier) ? boundNames(n.identifier) : [], () => walkGeneric(n));
      case 'TsEnumDeclaration':
        return children(n.members).forEach((m) => walk(m.init));
      case 'JSXAttribute': return walk(n.value);
      case 'JSXOpeningElement': return walk(n.attributes);
      case 'JSXClosingElement': return;
      case 'Identifier': {
        const name = n.value as string;
        if (DOM_GLOBALS.includes(name) && !shadowed(name)) hits.push({ global: name, offset: at(n), dom: true });
        return;
      }
      case 'MemberExpression': {
        const prop = propName(n);
        const viaGlobalThis = globalName(n); // globalThis.X / self.X
        if (viaGlobalThis !== null && DOM_GLOBALS.includes(viaGlobalThis)) {
          hits.push({ global: viaGlobalThis, offset: at(n), dom: true });
          return;
        }
        const obj = globalName(n.object);
        if (obj !== null && prop !== null && CLOCK_MEMBERS[obj]?.includes(prop)) {
          hits.push({ global: `${obj}.${prop}`, offset: at(n), dom: false });
        }
        walk(n.object);
        if (isNode(n.property) && n.property.type === 'Computed') walk(n.property);
        return;
      }
      case 'NewExpression':
        if (globalName(n.callee) === 'Date' && !(Array.isArray(n.arguments) && n.arguments.length > 0)) {
          hits.push({ global: 'new Date()', offset: at(n), dom: false });
        }
        return walkGeneric(n);
      case 'CallExpression':
        if (globalName(n.callee) === 'Date') hits.push({ global: 'Date()', offset: at(n), dom: false });
        return walkGeneric(n);
      default:
        return walkGeneric(n);
    }
  }

  walk(ast);
  return hits;
};

const sourceFiles = (dir: string): string[] => {
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return []; }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
};

const lineAndColumn = (src: Buffer, spanStart: number): { line: number; column: number } => {
  // swc spans are 1-based byte offsets into the file
  const before = src.subarray(0, Math.max(0, Math.min(src.length, spanStart - 1))).toString('utf8');
  const lastNewline = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: before.length - lastNewline };
};

export const checkGlobals = (root: string): { violations: Violation[]; files: number } => {
  const violations: Violation[] = [];
  let files = 0;
  for (const layer of ['domain', 'application']) {
    const rules = GLOBALS_RULES.filter((r) => r.layer === layer);
    for (const file of sourceFiles(join(root, layer))) {
      files++;
      const rel = relative(root, file).split(sep).join('/');
      const buf = readFileSync(file);
      const ast = swc.parseSync(buf.toString('utf8'), {
        syntax: 'typescript', tsx: file.endsWith('.tsx'), decorators: true, dynamicImport: true,
      }) as unknown as AstNode;
      for (const hit of findGlobals(ast)) {
        const rule = rules.find((r) => (hit.dom ? r.dom : r.clock));
        if (!rule) continue;
        violations.push({ rule: rule.rule, from: rel, global: hit.global, ...lineAndColumn(buf, hit.offset) });
      }
    }
  }
  return { violations, files };
};

// ---------------------------------------------------------------------------------------------------------

export const checkDeps = (rootDir: string): CheckResult => {
  const root = resolve(rootDir);
  const layers = LAYERS.filter((l) => existsSync(join(root, l)));
  const dc = layers.length ? runDependencyCruiser(root, [...layers]) : null;
  const globals = checkGlobals(root);
  const ruleComments: Record<string, string> = {};
  for (const r of dc?.summary.ruleSetUsed?.forbidden ?? []) ruleComments[r.name] = r.comment ?? '';
  for (const r of GLOBALS_RULES) ruleComments[r.rule] = r.comment;
  const version = (JSON.parse(readFileSync(join(depcruiseHome(), 'package.json'), 'utf8')) as { version: string }).version;
  return {
    violations: [...(dc ? fromDependencyCruiser(dc) : []), ...globals.violations],
    modules: dc?.summary.totalCruised ?? 0,
    dependencies: dc?.summary.totalDependenciesCruised ?? 0,
    globalsFiles: globals.files,
    ruleComments,
    tool: `dependency-cruiser ${version} (swc ${swc.version})`,
  };
};

export const formatViolation = (v: Violation): string => {
  if (v.cycle) return `${v.cycle.join(' → ')}`;
  if (v.global) return `${v.from}:${v.line}:${v.column} uses ${v.global}`;
  return `${v.from} → ${v.to}`;
};

export const report = (r: CheckResult): string => {
  const head = `deps:check: ${r.modules} modules, ${r.dependencies} dependencies cruised by ${r.tool}; ` +
    `${r.globalsFiles} domain/application files checked for globals`;
  if (!r.violations.length) return `${head}\ndeps:check: OK, no violations.`;
  const byRule = new Map<string, Violation[]>();
  for (const v of r.violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  const lines = [head, `deps:check: ${r.violations.length} violation(s) of ${byRule.size} rule(s)`];
  for (const [rule, vs] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', `✖ ${rule} (${vs.length}): ${r.ruleComments[rule] ?? ''}`);
    for (const v of vs) lines.push(`    ${formatViolation(v)}`);
  }
  return lines.join('\n');
};

const main = (argv: string[]): number => {
  let root = REPO_ROOT;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--root') root = resolve(argv[++i] ?? '.');
    else if (a.startsWith('--root=')) root = resolve(a.slice('--root='.length));
    else if (a === '--json') json = true;
    else if (!a.startsWith('-')) root = resolve(a);
    else { console.error(`deps:check: unknown option ${a}`); return 2; }
  }
  let result: CheckResult;
  try {
    result = checkDeps(root);
  } catch (e) {
    console.error(`deps:check: the check itself failed: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  if (json) console.log(JSON.stringify(result, null, 2));
  else (result.violations.length ? console.error : console.log)(report(result));
  return result.violations.length ? 1 : 0;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
