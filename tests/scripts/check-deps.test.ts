/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const script = join(__dirname, '..', '..', 'scripts', 'check-deps.ts');

const tree = (files: Record<string, string>): string => {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  for (const [path, src] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), src);
  }
  return root;
};
const check = (root: string) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, root], { encoding: 'utf8' });
  rmSync(root, { recursive: true, force: true });
  return { code: r.status, out: r.stdout + r.stderr };
};

describe('dependency rule (docs/architecture.md)', () => {
  it('accepts imports that point inward', () => {
    const r = check(tree({
      'domain/a.ts': 'export const a = 1;',
      'application/b.ts': "import { a } from '../domain/a';\nexport const b = a;",
      'ui/c.tsx': "import { b } from '../application/b';\nexport const c = b;",
      'ui/main.tsx': "import '../infrastructure/d';",
      'infrastructure/d.ts': "import { b } from '../application/b';\nexport const d = b;",
    }));
    expect(r.out).toContain('imports point inward');
    expect(r.code).toBe(0);
  });

  it('rejects domain importing application, ui importing infrastructure, and frameworks in domain', () => {
    const r = check(tree({
      'application/b.ts': 'export const b = 1;',
      'domain/a.ts': "import { b } from '../application/b';\nimport React from 'react';\nexport const a = b + Date.now();",
      'infrastructure/d.ts': 'export const d = 1;',
      'ui/page.tsx': "import { d } from '../infrastructure/d';\nexport const p = d;",
    }));
    expect(r.code).toBe(1);
    expect(r.out).toContain('domain/a.ts: domain must not import application');
    expect(r.out).toContain("domain must stay framework-free (imports 'react')");
    expect(r.out).toContain("domain must not use 'Date.now('");
    expect(r.out).toContain('ui/page.tsx: ui must not import infrastructure');
  });

  it('rejects an import cycle', () => {
    const r = check(tree({
      'domain/a.ts': "import { b } from './b';\nexport const a = () => b;",
      'domain/b.ts': "import { a } from './a';\nexport const b = () => a;",
    }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/import cycle: domain\/(a|b)\.ts -> domain\/(a|b)\.ts -> domain\/(a|b)\.ts/);
  });
});
