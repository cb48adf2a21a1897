/** @jest-environment node */
// The /login budget: Rollup puts a module shared by the entry and lazy chunks into the entry,
// so one zod import on the start-up path pulls every zod feature of the lazy gateways into the first
// download. This walks the static imports from the composition root (dynamic import() is the lazy edge)
// and checks that zod is not among them.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const ENTRY = join(ROOT, 'ui/main.tsx');

/** `import x from 'm'`, `import 'm'`, `export { x } from 'm'`; not `import type`/`export type`, not import(). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

const resolveLocal = (from: string, spec: string): string => {
  const base = resolve(dirname(from), spec);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/'));
  if (!found) throw new Error(`cannot resolve ${spec} from ${relative(ROOT, from)}`);
  return found;
};

/** file -> the packages it imports statically, over the whole static graph from the entry */
const staticGraph = (entry: string) => {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) visit(resolveLocal(file, spec));
      else packages.set(spec, relative(ROOT, file));
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
};

describe('the start-up path (static imports of ui/main.tsx)', () => {
  const graph = staticGraph(ENTRY);

  it('reaches the boot storage adapters and their zod-free guard', () => {
    expect(graph.files).toEqual(expect.arrayContaining([
      'infrastructure/boot-adapters.ts',
      'infrastructure/account/local-storage-student-storage.ts',
      'infrastructure/account/cookie-account-storage.ts',
      'infrastructure/account/stored-student-guard.ts',
    ]));
    expect(graph.packages.has('react-dom/client')).toBe(true);
  });

  it('imports no zod module and not the zod schemas, so zod stays in the lazy chunks', () => {
    const zod = [...graph.packages].filter(([spec]) => spec === 'zod' || spec.startsWith('zod/'));
    expect(zod).toEqual([]);
    expect(graph.files).not.toContain('infrastructure/account/schemas.ts');
    expect(graph.files).not.toContain('infrastructure/container.ts');
  });

  it('reaches the catalogue only through its tokens and fallbacks: its service, texts and adapters load lazily', () => {
    expect(graph.files.filter((f) => f.includes('catalogue/')).sort()).toEqual([
      'application/catalogue/catalogue-fallbacks.ts',
      'application/catalogue/tokens.ts',
    ]);
  });
});
