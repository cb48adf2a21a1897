// Turns zod issues into one readable line: "events[2].at: Invalid input: expected number, received string; ...".
// zod/mini (unlike classic zod) loads no locale, so its issues would all read "Invalid input". This module
// installs zod's English messages, the way classic zod does on its first schema: only when no locale is set
// yet, so an explicit z.config(...) elsewhere still wins. The schemas that report through describeIssues
// (test-data-schema, file-event-log-storage) import this module, so their messages are English wherever they run.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import type { $ZodIssue } from 'zod/v4/core';

if (!z.config().localeError) z.config(en());

const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '') || '(top level)';

export const describeIssues = (issues: readonly $ZodIssue[], max = 5): string =>
  issues.slice(0, max).map((i) => `${pathText(i.path)}: ${i.message}`).join('; ');
