// The dependency rule (docs/architecture.md), enforced with dependency-cruiser 17.
// Run it with `npm run deps:check` (scripts/check-deps.ts), which also runs the globals check that
// dependency-cruiser cannot do (clock/randomness/DOM globals in domain/ and application/, rules 2 and 3b).
//
// Paths below are relative to the directory the cruise runs in (the repo root, or a test fixture root).
// Only the product layers are cruised: domain/ application/ infrastructure/ ui/ server/. Test-only code
// (tests/, e2e/, scripts/) is not subject to these rules and is never parsed (doNotFollow), but product
// code must not import it (rule `not-to-test-code`).
//
// Parsing: TypeScript 7 (the Go port) has no JavaScript API, so dependency-cruiser's `tsc` parser and its
// TypeScript transpile step are unavailable. We use `parser: 'swc'` (@swc/core, already a devDependency for
// jest). The swc extractor walks the AST without transpiling, so `import type` / `export type ... from`
// imports are seen and count like any other import (type-only imports count for the layer rules too).
// Dynamic `import()` counts as well.
'use strict';

// dependency-cruiser 17's swc parser parses every file with `tsx: false` (a known gap, fixed upstream only in
// 18.3, which needs node >= 22: sverweij/dependency-cruiser#1081 / #1086), so the first .tsx file with JSX
// aborts the cruise. Until the project moves to node 22 + dependency-cruiser 18, switch `tsx` on for .tsx
// files. dependency-cruiser loads @swc/core with `import()`, which hands it this same module.exports object,
// so the wrapper below is what it calls. Remove this block after upgrading to dependency-cruiser >= 18.3.
const swc = require('@swc/core');
if (!swc.parseFileSync.tsxAware) {
  const parseFileSync = swc.parseFileSync;
  const tsxAware = (fileName, options) =>
    parseFileSync(fileName, /\.[jt]sx$/.test(fileName) ? { ...options, tsx: true, jsx: true } : options);
  tsxAware.tsxAware = true;
  swc.parseFileSync = tsxAware;
}

const LAYERS = '^(domain|application|infrastructure|ui|server)/';
// An npm package as dependency-cruiser resolves it (relative to the cruise root, possibly via ../).
const npm = (name) => `(^|/)node_modules/${name}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // 1. domain/ imports only domain/ and rxjs: no other npm package, no node builtin.
    //    Areas inside domain/ (account, exam-room, reports, test-engine, shared, ...) may import each other freely:
    //    the model is shared, and domain/shared/ is its shared kernel.
    {
      name: 'domain-only-domain-and-rxjs',
      comment: 'domain/ may import only domain/ and the npm package rxjs (no other package, no node builtin)',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', npm('rxjs')] },
    },
    // 3. application/ imports only application/, domain/ and rxjs: no react, react-dom, mobx, mobx-react-lite,
    //    inversify, reflect-metadata, wouter, @emotion/*, d3, zod (nor any other package or node builtin),
    //    no infrastructure/ or ui/.
    {
      name: 'application-only-application-domain-and-rxjs',
      comment: 'application/ may import only application/, domain/ and the npm package rxjs',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: ['^(application|domain)/', npm('rxjs')] },
    },
    // 4. infrastructure/ never imports ui/ or server/.
    {
      name: 'infrastructure-not-to-ui-or-server',
      comment: 'infrastructure/ must not import ui/ or server/',
      severity: 'error',
      from: { path: '^infrastructure/' },
      to: { path: '^(ui|server)/' },
    },
    // 5. ui/ imports infrastructure/ only from the composition root ui/main.tsx.
    {
      name: 'ui-infrastructure-only-from-main',
      comment: 'only the composition root ui/main.tsx may import infrastructure/',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/main\\.tsx$' },
      to: { path: '^infrastructure/' },
    },
    // 5b. ui/ never imports the server (the old hand-written check had this: ui -> ui, application, domain).
    {
      name: 'ui-not-to-server',
      comment: 'ui/ must not import server/',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^server/' },
    },
    // 6. server/ imports only server/, domain/, npm packages and node builtins.
    {
      name: 'server-only-server-domain-and-packages',
      comment: 'server/ must not import application/, infrastructure/ or ui/',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(application|infrastructure|ui)/' },
    },
    // 7. No import cycles anywhere in the product layers (type-only and dynamic imports included).
    {
      name: 'no-circular',
      comment: 'import cycle',
      severity: 'error',
      from: { path: LAYERS },
      to: { circular: true },
    },
    // 8a. application/: a module of area A (application/A/...) may import from another area B only B's public
    //     contract files: application/B/ports.ts, application/B/tokens.ts, application/B/*-use-cases.ts,
    //     application/B/*-fallbacks.ts, application/B/*-messages.ts; plus anything under application/shared/.
    //     (Files directly in application/, outside any area, are not restricted by this rule.)
    {
      name: 'application-area-internals',
      comment: "an application area may import another area's ports.ts, tokens.ts, *-use-cases.ts, " +
        '*-fallbacks.ts, *-messages.ts only (and application/shared/)',
      severity: 'error',
      from: { path: '^application/([^/]+)/' },
      to: {
        path: '^application/[^/]+/',
        pathNot: [
          '^application/$1/',
          '^application/shared/',
          '^application/[^/]+/(ports|tokens)\\.ts$',
          '^application/[^/]+/[^/]+-(use-cases|fallbacks|messages)\\.ts$',
        ],
      },
    },
    // 8b. infrastructure/: an area (infrastructure/A/...) may import another area's files only from
    //     infrastructure/http/ (the one HTTP client) and infrastructure/shared/. Its own files, including
    //     its <A>.module.ts importing its own adapters, are free.
    {
      name: 'infrastructure-area-internals',
      comment: 'an infrastructure area may import other areas only from infrastructure/http/ and infrastructure/shared/',
      severity: 'error',
      from: { path: '^infrastructure/([^/]+)/' },
      to: { path: '^infrastructure/[^/]+/', pathNot: ['^infrastructure/$1/', '^infrastructure/(http|shared)/'] },
    },
    // 8c. The composition root infrastructure/container.ts reaches an area only through its module file
    //     infrastructure/<A>/<A>.module.ts (plus infrastructure/http/ and infrastructure/shared/).
    //     Other files directly in infrastructure/ (boot-adapters.ts) are not restricted by this rule.
    {
      name: 'infrastructure-container-only-area-modules',
      comment: 'infrastructure/container.ts may import an area only through infrastructure/<area>/<area>.module.ts',
      severity: 'error',
      from: { path: '^infrastructure/container\\.ts$' },
      to: { path: '^infrastructure/(?!http/|shared/)([^/]+)/(?!\\1\\.module\\.ts$)' },
    },
    // 8d. ui/pages/: a page folder ui/pages/A/ must not import another page folder ui/pages/B/; shared bits
    //     live in ui/components, ui/layout, ui/charts, ... (files directly in ui/pages/ are not page folders).
    {
      name: 'ui-page-internals',
      comment: 'ui/pages/<a>/ must not import ui/pages/<b>/ (move shared parts to ui/components, ui/layout, ...)',
      severity: 'error',
      from: { path: '^ui/pages/([^/]+)/' },
      to: { path: '^ui/pages/[^/]+/', pathNot: '^ui/pages/$1/' },
    },
    // 9. Product code never imports test-only code.
    {
      name: 'not-to-test-code',
      comment: 'product code must not import tests/, e2e/ or scripts/',
      severity: 'error',
      from: { path: LAYERS },
      to: { path: '^(tests|e2e|scripts)/' },
    },
    // An import that does not resolve would slip past every rule above: fail on it.
    {
      name: 'not-to-unresolvable',
      comment: 'import that cannot be resolved',
      severity: 'error',
      from: { path: LAYERS },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    parser: 'swc',
    moduleSystems: ['es6', 'cjs'],
    // Test-only code is not parsed (it is not subject to the rules and must not break the run); npm packages
    // are leaves.
    doNotFollow: { path: ['(^|/)node_modules/', '^(tests|e2e|scripts)/'] },
    // Keep paths as written (a test fixture links node_modules in; resolved paths stay under the cruise root).
    preserveSymlinks: true,
    enhancedResolveOptions: {
      // TypeScript sources import without extensions ('./x' -> x.ts / x.tsx / x/index.ts).
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
