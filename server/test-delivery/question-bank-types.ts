// The question bank's records, as the seed generator writes them and the question bank repository reads them.
import {
  MULTI_SELECT_TYPES, SINGLE_CHOICE_TYPES, SUBJECTIVE_TYPES, TEXT_ENTRY_TYPES,
} from '../../domain/test-engine/test-data';

/** Every question type the bank holds: the single-choice, multi-select, text-entry and subjective types. */
export const ALL_TYPES: readonly string[] = [...SINGLE_CHOICE_TYPES, ...MULTI_SELECT_TYPES, ...TEXT_ENTRY_TYPES, ...SUBJECTIVE_TYPES];

export interface BankTopic { id: number; parentId: number | null; name: string; position: number }
export interface BankChoice { responseId: string; responseText: string; partMarks: number }
export interface BankQuestion {
  id: number; itemId: number; topicId: number; questionType: string; typeLabel: string;
  body: string; commonData: string; columns: { columnHeader: string; columnRows: { rowId: string; rowName: string }[] }[];
  choices: BankChoice[]; correctResponse: string; explanation: string; solution: string; difficulty: number; bloomId: number;
}
export interface Bank { topics: BankTopic[]; questions: BankQuestion[] }
