/** @jest-environment node */
// The analytics service and its browser adapters are built by the app's entry (ui/main.tsx), so they are part of the
// first download: they must stay tiny. This reads their imports: nothing but domain/analytics and the ports (types).
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const IMPORT = /^\s*(?:import|export)\s[^'";]*?['"]([^'"]+)['"]/gm;
const importsOf = (file: string): string[] => [...readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)].map((m) => m[1]);

describe('the analytics files the entry imports', () => {
  it('the service imports only domain/analytics and its own ports and use cases', () => {
    expect(importsOf('application/analytics/analytics-service.ts').sort()).toEqual([
      '../../domain/analytics/analytics-events', './analytics-use-cases', './ports',
    ]);
  });

  it('the browser adapters import only the ports (no zod, no inversify)', () => {
    expect(importsOf('infrastructure/analytics/browser-analytics.ts')).toEqual(['../../application/analytics/ports']);
  });
});
