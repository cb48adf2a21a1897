// The help modal's view state (which view is open, the AI answer and the study material as they load) and the web
// search link of a question: shared by the help tools' store and the help modal.
import { htmlToText } from '../html/safe-html';

export type HelpView = 'main' | 'ai' | 'study';

export interface StudyMaterialItem {
  id: string;
  title: string;
  /** Text, PPT, PDF or Video */
  type: string;
  url: string;
  /** HTML of a Text item, shown sanitised */
  description?: string;
}

/** 'during_exam': the server gives no AI answer for a question of a mock or class test being taken. */
export type AiAnswerState = { status: 'loading' } | { status: 'error' } | { status: 'during_exam' } | { status: 'ready'; solution: string };
export type StudyMaterialState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: readonly StudyMaterialItem[] };

export const WEB_SEARCH_BASE = 'https://www.google.com/search?q=';

/** The letter of an option: A, B, C, ... */
export const optionLetter = (index: number): string => String.fromCharCode(65 + (index % 26));

/** A web search for the question: its text then the options lettered 'A) ...', HTML stripped. */
export function buildWebSearchUrl(questionText: string, options: readonly string[]): string {
  const parts = [htmlToText(questionText), ...options.map((o, i) => `${optionLetter(i)}) ${htmlToText(o)}`)];
  return WEB_SEARCH_BASE + encodeURIComponent(parts.filter((p) => p.trim() !== '').join(' '));
}
