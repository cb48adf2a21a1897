// Answering the seeded tests in e2e specs: the question shapes of /testdetails, an authenticated API call as the app
// makes it, the bank's right (or a wrong) answer of a question, and giving an answer on screen with the input its
// type takes.
import { expect, type Page } from '@playwright/test';
import { questionKind } from '../domain/test-engine/test-data';
import { generateBank } from '../server/db/question-bank';

const bank = new Map(generateBank().questions.map((q) => [q.id, q]));

export interface WireChoice { responseId: string; responseText: string }
export interface WireQuestion {
  questionId: number; questionType: string; sectionId: number | null; sectionName: string; topicId: number;
  correctAnswerMarks: number; incorrectAnswerMarks: number; notAnswerMarks: number; responseChoice: WireChoice[];
}

/** An authenticated call with the signed-in student's headers (as the app sends them). */
export async function api<T>(page: Page, path: string, form?: Record<string, string>): Promise<T> {
  return page.evaluate(async ({ url, body }) => {
    const student = JSON.parse(localStorage.getItem('student-storage') ?? '{}').state;
    const headers = { loginId: student.loginId, token: student.token, device: 'web' };
    let init: RequestInit = { headers };
    if (body) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(body)) fd.append(k, v);
      init = { method: 'POST', headers, body: fd };
    }
    return (await fetch(url, init)).json();
  }, { url: `/api${path}`, body: form }) as Promise<T>;
}

/** The answer the key marks right, or a wrong one, for a question of the seeded bank. */
export const answerFor = (questionId: number, questionType: string, right: boolean): string => {
  const q = bank.get(questionId);
  if (!q) throw new Error(`question ${questionId} is not in the bank`);
  const kind = questionKind(questionType);
  if (kind === 'text') {
    const key = q.correctResponse.split('~')[0];
    // a wrong number where the key is one, so an Integer-Type box (digits only) takes it too
    return right ? key : /^-?\d+(\.\d+)?$/.test(key.trim()) ? String(Number(key) + 1) : 'definitely-wrong';
  }
  if (right) return q.correctResponse;
  const correct = new Set(q.correctResponse.split('~'));
  const wrong = q.choices.find((c) => !correct.has(c.responseId));
  if (!wrong) throw new Error(`question ${questionId} has no wrong choice`);
  return wrong.responseId;
};

/** The plain text of an option's HTML, as its label reads. */
export const plainText = (html: string): string =>
  html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
export const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Gives `response` (a '~'-joined list of responseIds, or a text) to question n on screen with the input its type
 * takes: option i of the question's responseChoice is the i-th radio / checkbox, labelled with letter i and its
 * text (ui/simulator/components/choice-answer.tsx); text-entry types take the text in the 'Your answer' box.
 */
export async function answerOnScreen(page: Page, n: number, q: WireQuestion, response: string): Promise<void> {
  const area = page.getByRole('main').getByRole('region', { name: `Q${n}` });
  const kind = questionKind(q.questionType);
  if (kind === 'text') {
    await expect(area.getByRole('radio')).toHaveCount(0);
    await area.getByRole('textbox', { name: 'Your answer' }).fill(response);
    await expect(area.getByRole('textbox', { name: 'Your answer' })).toHaveValue(response);
    return;
  }
  expect(kind, `Q${n} (${q.questionType}) is a choice question`).not.toBe('subjective');
  const role = kind === 'multi' ? 'checkbox' : 'radio';
  const options = area.getByRole(role);
  await expect(options).toHaveCount(q.responseChoice.length);
  for (const id of response.split('~')) {
    const i = q.responseChoice.findIndex((c) => c.responseId.toLowerCase() === id.toLowerCase());
    expect(i, `option ${id} of Q${n}`).toBeGreaterThanOrEqual(0);
    const option = options.nth(i);
    await expect(option).toHaveAccessibleName(new RegExp(`^${String.fromCharCode(65 + i)}\\.\\s*${escapeRe(plainText(q.responseChoice[i].responseText))}$`));
    await option.check();
  }
}

