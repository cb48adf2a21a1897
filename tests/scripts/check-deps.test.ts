/** @jest-environment node */
// scripts/check-deps.ts (npm run deps:check): dependency-cruiser with .dependency-cruiser.cjs plus the swc globals
// check. Each test tree is laid out like the repo (domain/ application/ infrastructure/ ui/ server/) in a temp dir
// with the repo's node_modules linked in, and checked with the same config through the CLI's --root option.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repo = join(__dirname, '..', '..');
const script = join(repo, 'scripts', 'check-deps.ts');

interface Violation { rule: string; from: string; to?: string; cycle?: string[]; global?: string; line?: number }
interface Run { code: number | null; out: string; err: string }

const roots: string[] = [];
const tree = (files: Record<string, string>): string => {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  roots.push(root);
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const [path, src] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), src);
  }
  return root;
};
const run = (...args: string[]): Promise<Run> => new Promise((done, fail) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repo });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
  child.on('error', fail);
  child.on('close', (code) => done({ code, out, err }));
});
const violationsOf = (r: Run): Violation[] => {
  const parsed = JSON.parse(r.out) as { violations: Violation[] };
  return parsed.violations.map(({ line: _line, column: _column, ...v }: Violation & { column?: number }) => v);
};

// Everything here is allowed.
const clean = {
  // domain: areas import each other freely, rxjs is allowed, a given time may be formatted
  'domain/shared/result.ts': "import { Observable } from 'rxjs';\nexport type Result = { ok: boolean };\nexport const none = new Observable<never>();",
  'domain/account/student.ts': [
    "import type { Result } from '../shared/result';",
    "import { score } from '../test-engine/scoring';",
    '// Date.now(), window.location and fetch() in a comment do not count',
    "export const text = 'new Date() Math.random() localStorage document';",
    'export const day = (epochMs: number): string => new Date(epochMs).toISOString();',
    'export const props = { window: 1, document: 2 };',
    'export const read = (o: { fetch: number }) => o.fetch + props.window;',
    'export const shadowed = (document: string, { localStorage }: { localStorage: number }) => document + localStorage;',
    'export type Win = typeof window;',
    'export const r: Result = { ok: score > 0 };',
  ].join('\n'),
  'domain/test-engine/scoring.ts': 'export const score = 1;',
  // application: its own area, another area's public contract files, application/shared/, domain/, rxjs
  'application/shared/fallible.ts': 'export type Fallible = unknown;',
  'application/account/ports.ts': "import type { Result } from '../../domain/shared/result';\nexport interface Clock { now(): number }\nexport type R = Result;",
  'application/account/tokens.ts': "export const TOKENS = { clock: Symbol('clock') };",
  'application/account/account-use-cases.ts': 'export interface AccountUseCases { x: number }',
  'application/account/account-fallbacks.ts': 'export const fallback = 1;',
  'application/account/account-messages.ts': "export const msg = 'hi';",
  'application/account/account-service.ts': "import type { Clock } from './ports';\nexport const make = (clock: Clock) => clock.now();",
  'application/reports/report-service.ts': [
    "import type { Clock } from '../account/ports';",
    "import { TOKENS } from '../account/tokens';",
    "import type { AccountUseCases } from '../account/account-use-cases';",
    "import { fallback } from '../account/account-fallbacks';",
    "import { msg } from '../account/account-messages';",
    "import type { Fallible } from '../shared/fallible';",
    "import { map } from 'rxjs';",
    'export const all = [TOKENS, fallback, msg, map];',
    'export type T = [Clock, AccountUseCases, Fallible];',
    'export const today = (clock: Clock) => Date.now() + clock.now(); // the clock is only barred in domain/',
  ].join('\n'),
  // infrastructure: http/ and shared/ from any area; container.ts reaches areas through <area>.module.ts
  'infrastructure/http/http-client.ts': 'export const get = (url: string) => fetch(url);',
  'infrastructure/shared/log.ts': 'export const log = (m: string) => console.log(m);',
  'infrastructure/account/gateway.ts': "import { get } from '../http/http-client';\nimport { log } from '../shared/log';\nexport const gw = () => { log('x'); return get('/a'); };",
  'infrastructure/account/account.module.ts': "import { gw } from './gateway';\nimport type { Clock } from '../../application/account/ports';\nexport const accountModule = { gw } as { gw: unknown; c?: Clock };",
  'infrastructure/reports/reports.module.ts': "import { get } from '../http/http-client';\nexport const reportsModule = { get };",
  'infrastructure/container.ts': [
    "import 'reflect-metadata';",
    "import { accountModule } from './account/account.module';",
    "import { get } from './http/http-client';",
    'export const container = { accountModule, get };',
    "export const lazy = () => import('./reports/reports.module');",
  ].join('\n'),
  // ui: infrastructure only from ui/main.tsx; page folders share through ui/components
  'ui/components/button.tsx': "import { observer } from 'mobx-react-lite';\nexport const Button = observer(() => <button type=\"button\">ok</button>);",
  'ui/pages/auth/login.page.tsx': "import { Button } from '../../components/button';\nimport type { Clock } from '../../../application/account/ports';\nexport const Login = (_: { clock?: Clock }) => <Button />;",
  'ui/pages/reports/report.page.tsx': "import { Button } from '../../components/button';\nexport const Report = () => <div><Button /></div>;",
  'ui/main.tsx': [
    "import { createRoot } from 'react-dom/client';",
    "import { container } from '../infrastructure/container';",
    "import { Login } from './pages/auth/login.page';",
    "createRoot(document.getElementById('root')!).render(<Login />);",
    'export const c = container;',
  ].join('\n'),
  // server: server/, domain/, npm packages, node builtins
  'server/app.ts': "import { Hono } from 'hono';\nimport { readFileSync } from 'node:fs';\nimport { score } from '../domain/test-engine/scoring';\nexport const app = new Hono();\nexport const s = [score, readFileSync];",
  // test-only code is not subject to the rules
  'tests/mothers/student.ts': "import { gw } from '../../infrastructure/account/gateway';\nimport React from 'react';\nexport const m = [gw, React, window, Date.now()];",
  'scripts/tool.ts': "import '../ui/main';\nexport const t = Math.random();",
};

// One planted violation of each kind; `expected` lists exactly what the check must report for them.
const dirty = {
  // 1. domain/ imports only domain/ and rxjs (a type-only import counts)
  'domain/account/view.ts': "import type { ReactNode } from 'react';\nexport type View = ReactNode;",
  // 2. no clock or randomness in domain/ ...
  'domain/test-engine/clock.ts': 'export const stamp = (): number => Date.now();',
  // ... and no DOM, storage or network globals in domain/
  'domain/account/storage.ts': "export const read = () => localStorage.getItem('student');",
  // 7. an import cycle (domain areas may import each other, but not in a circle)
  'domain/shared/a.ts': "import { b } from './b';\nexport const a = () => b;",
  'domain/shared/b.ts': "import { a } from './a';\nexport const b = () => a;",
  // 3. application/ imports only application/, domain/ and rxjs ...
  'application/account/store.ts': "import { makeAutoObservable } from 'mobx';\nexport const s = makeAutoObservable({});",
  // ... and uses no DOM globals
  'application/account/browser.ts': 'export const agent = (): string => navigator.userAgent;',
  'application/account/account-service.ts': 'export const service = 1;',
  // 8a. an application area imports another area's internals (not ports/tokens/use-cases/fallbacks/messages)
  'application/reports/report-service.ts': "import { service } from '../account/account-service';\nexport const r = service;",
  'infrastructure/http/http-client.ts': 'export const get = (url: string) => fetch(url);',
  'infrastructure/account/gateway.ts': "import { get } from '../http/http-client';\nexport const gw = () => get('/a');",
  'infrastructure/account/account.module.ts': "import { gw } from './gateway';\nexport const accountModule = { gw };",
  // 4. infrastructure/ imports ui/
  'infrastructure/account/theme.ts': "import { Button } from '../../ui/components/button';\nexport const theme = Button;",
  // 8b. an infrastructure area imports another area's adapter
  'infrastructure/reports/report-gateway.ts': "import { gw } from '../account/gateway';\nexport const rg = gw;",
  // 8c. the container reaches past an area's module file
  'infrastructure/container.ts': "import { accountModule } from './account/account.module';\nimport { gw } from './account/gateway';\nexport const c = [accountModule, gw];",
  'ui/components/button.tsx': 'export const Button = () => <button type="button">ok</button>;',
  // 5. ui/ imports infrastructure/ outside the composition root
  'ui/pages/auth/login.store.ts': "import { gw } from '../../../infrastructure/account/gateway';\nexport const login = gw;",
  // 8d. one page folder imports another
  'ui/pages/reports/report.page.tsx': "import { login } from '../auth/login.store';\nexport const Report = () => <p>{String(login)}</p>;",
  // 5b. ui/ imports server/
  'ui/wire.ts': "import type { Wire } from '../server/wire';\nexport type W = Wire;",
  // 9. product code imports test code
  'ui/app.tsx': "import { mother } from '../tests/mothers/student';\nexport const App = () => <main>{mother}</main>;",
  'tests/mothers/student.ts': "export const mother = 'm';",
  // an unresolvable import
  'ui/broken.ts': "import { gone } from './missing';\nexport const x = gone;",
  'ui/main.tsx': "import { c } from '../infrastructure/container';\nexport const main = c;",
  'server/wire.ts': 'export type Wire = { ok: boolean };',
  // 6. server/ imports application/
  'server/app.ts': "import { service } from '../application/account/account-service';\nexport const app = service;",
};

const expected: Violation[] = [
  { rule: 'domain-only-domain-and-rxjs', from: 'domain/account/view.ts', to: 'react' },
  { rule: 'domain-no-clock-or-randomness', from: 'domain/test-engine/clock.ts', global: 'Date.now' },
  { rule: 'domain-no-dom-globals', from: 'domain/account/storage.ts', global: 'localStorage' },
  { rule: 'application-only-application-domain-and-rxjs', from: 'application/account/store.ts', to: 'mobx' },
  { rule: 'application-no-dom-globals', from: 'application/account/browser.ts', global: 'navigator' },
  { rule: 'infrastructure-not-to-ui-or-server', from: 'infrastructure/account/theme.ts', to: 'ui/components/button.tsx' },
  { rule: 'ui-infrastructure-only-from-main', from: 'ui/pages/auth/login.store.ts', to: 'infrastructure/account/gateway.ts' },
  { rule: 'ui-not-to-server', from: 'ui/wire.ts', to: 'server/wire.ts' },
  { rule: 'server-only-server-domain-and-packages', from: 'server/app.ts', to: 'application/account/account-service.ts' },
  { rule: 'no-circular', from: 'domain/shared/a.ts', cycle: ['domain/shared/a.ts', 'domain/shared/b.ts', 'domain/shared/a.ts'] },
  { rule: 'application-area-internals', from: 'application/reports/report-service.ts', to: 'application/account/account-service.ts' },
  { rule: 'infrastructure-area-internals', from: 'infrastructure/reports/report-gateway.ts', to: 'infrastructure/account/gateway.ts' },
  { rule: 'infrastructure-container-only-area-modules', from: 'infrastructure/container.ts', to: 'infrastructure/account/gateway.ts' },
  { rule: 'ui-page-internals', from: 'ui/pages/reports/report.page.tsx', to: 'ui/pages/auth/login.store.ts' },
  { rule: 'not-to-test-code', from: 'ui/app.tsx', to: 'tests/mothers/student.ts' },
  { rule: 'not-to-unresolvable', from: 'ui/broken.ts', to: './missing' },
];

const byKey = (a: Violation, b: Violation): number => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe('npm run deps:check (scripts/check-deps.ts + .dependency-cruiser.cjs)', () => {
  let cleanRun: Run;
  let dirtyRun: Run;
  let dirtyText: Run;

  beforeAll(async () => {
    const cleanRoot = tree(clean);
    const dirtyRoot = tree(dirty);
    [cleanRun, dirtyRun, dirtyText] = await Promise.all([
      run('--root', cleanRoot, '--json'),
      run('--root', dirtyRoot, '--json'),
      run('--root', dirtyRoot),
    ]);
  }, 30_000);
  afterAll(() => { for (const r of roots) rmSync(r, { recursive: true, force: true }); });

  it('passes a clean tree (allowed imports, .tsx, comments, strings, property names, shadowed names, new Date(x))', () => {
    expect(cleanRun.err).toBe('');
    expect(violationsOf(cleanRun)).toEqual([]);
    expect(cleanRun.code).toBe(0);
    const parsed = JSON.parse(cleanRun.out) as { modules: number; globalsFiles: number };
    expect(parsed.modules).toBeGreaterThan(20); // the tree, tsx files included, was really cruised
    expect(parsed.globalsFiles).toBe(11);
  });

  it.each(expected.map((v) => [v.rule, v] as const))('reports exactly the planted %s violation', (rule, v) => {
    expect(violationsOf(dirtyRun).filter((x) => x.rule === rule)).toEqual([v]);
  });

  it('reports nothing but the planted violations and exits 1', () => {
    expect([...violationsOf(dirtyRun)].sort(byKey)).toEqual([...expected].sort(byKey));
    expect(dirtyRun.code).toBe(1);
  });

  it('prints a summary and each violation with its file and rule', () => {
    expect(dirtyText.code).toBe(1);
    const text = dirtyText.out + dirtyText.err;
    expect(text).toContain(`deps:check: ${expected.length} violation(s) of ${expected.length} rule(s)`);
    expect(text).toMatch(/✖ domain-no-clock-or-randomness \(1\): .*\n {4}domain\/test-engine\/clock\.ts:1:36 uses Date\.now/);
    expect(text).toMatch(/✖ ui-page-internals \(1\): .*\n {4}ui\/pages\/reports\/report\.page\.tsx → ui\/pages\/auth\/login\.store\.ts/);
    expect(text).toContain('domain/shared/a.ts → domain/shared/b.ts → domain/shared/a.ts');
  });
});
