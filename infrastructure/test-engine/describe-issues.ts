// Turns zod issues into one readable line: "events[2].at: Invalid input: expected number, received string; ...".
import type { z } from 'zod';

const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '') || '(top level)';

export const describeIssues = (issues: readonly z.core.$ZodIssue[], max = 5): string =>
  issues.slice(0, max).map((i) => `${pathText(i.path)}: ${i.message}`).join('; ');
