// Choosing an option of a choice question: the rule behind a click on an option and the number keys.
import type { QuestionKind, ResponseChoice } from './test-data';

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The selection after choosing option `id` of a choice question: just that option for a single choice; for a
 * multi-select the option toggled, in option order, without duplicates (ids compare case-insensitively).
 * Null for a question that is not a choice question.
 */
export const toggleOption = (
  question: { kind: QuestionKind; responseChoice: readonly ResponseChoice[] }, selected: readonly string[], id: string,
): string[] | null => {
  switch (question.kind) {
    case 'single':
      return [id];
    case 'multi': {
      const chosen = selected.some((s) => same(s, id)) ? selected.filter((s) => !same(s, id)) : [...selected, id];
      return question.responseChoice.map((o) => o.responseId).filter((oid) => chosen.some((s) => same(s, oid)));
    }
    case 'text':
    case 'subjective':
      return null;
    default: {
      const never: never = question.kind;
      return never;
    }
  }
};
