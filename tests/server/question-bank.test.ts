/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { decodeResponse } from '../../domain/test-engine/responses';
import { scoreQuestion } from '../../domain/test-engine/scoring';
import { questionKind } from '../../domain/test-engine/test-data';
import { generateBank } from '../../server/db/question-bank';
import { TOPIC_TREE } from '../../server/db/question-bank-problems';
import { ALL_TYPES } from '../../server/test-delivery/question-bank-types';
import { toQuestion } from '../../server/test-delivery/test-builder';
import { seededDatabase } from './test-server';

const bank = generateBank();
const subjectOf = (topicId: number): string => {
  let t = bank.topics.find((x) => x.id === topicId);
  while (t && t.parentId !== null) t = bank.topics.find((x) => x.id === t?.parentId);
  return t?.name ?? '';
};

describe('the generated question bank', () => {
  it('is the same on every run for the fixed seed, and differs for another seed', () => {
    expect(generateBank()).toEqual(bank);
    expect(generateBank(1).questions.map((q) => q.body)).not.toEqual(bank.questions.map((q) => q.body));
  });

  it('holds at least 300 questions, every question type in each of the three subjects', () => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(300);
    expect(TOPIC_TREE.map((t) => t.subject)).toEqual(['Physics', 'Chemistry', 'Mathematics']);
    for (const { subject } of TOPIC_TREE) {
      const types = new Set(bank.questions.filter((q) => subjectOf(q.topicId) === subject).map((q) => q.questionType));
      expect([...types].sort()).toEqual([...ALL_TYPES].sort());
    }
    expect(ALL_TYPES).toHaveLength(16);
  });

  it('gives every question an HTML explanation, a worked solution, a difficulty 1..5 and a leaf topic', () => {
    const leaves = new Set(bank.topics.filter((t) => !bank.topics.some((c) => c.parentId === t.id)).map((t) => t.id));
    for (const q of bank.questions) {
      expect(q.explanation).toMatch(/^<p>/);
      expect(q.solution).toContain('<ol>');
      expect(q.difficulty).toBeGreaterThanOrEqual(1);
      expect(q.difficulty).toBeLessThanOrEqual(5);
      expect(leaves.has(q.topicId)).toBe(true);
    }
  });

  it('has keys that the domain scoring accepts as correct, over distinct options', () => {
    for (const q of bank.questions) {
      const kind = questionKind(q.questionType);
      const question = toQuestion(q, 0, { correct: 4, incorrect: 1, notAnswer: 0 }, { sectionId: null, sectionName: '', sectionTime: 0 });
      if (kind === 'subjective') {
        expect(q.correctResponse).toBe('');
        expect(q.choices.length).toBeGreaterThanOrEqual(1);
        expect(q.choices.every((c) => c.partMarks > 0)).toBe(true);
        continue;
      }
      expect(scoreQuestion(question, decodeResponse(kind, q.correctResponse)).answerStatus).toBe('Correct');
      if (kind === 'text') continue;
      const ids = q.choices.map((c) => c.responseId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(q.choices.map((c) => c.responseText)).size).toBe(ids.length);
      for (const id of q.correctResponse.split('~')) expect(ids).toContain(id);
      if (kind === 'multi') expect(q.correctResponse.split('~').length).toBeGreaterThanOrEqual(2);
      if (q.questionType.includes('Matching')) expect(q.columns).toHaveLength(2);
      if (q.questionType.startsWith('Common-Data')) expect(q.commonData).not.toBe('');
    }
  });

  it('is what the seed writes to the database', async () => {
    const db = await seededDatabase();
    expect((db.prepare('SELECT COUNT(*) AS n FROM questions').get() as { n: number }).n).toBe(bank.questions.length);
    const stored = db.prepare('SELECT body, correct_response FROM questions WHERE id = ?').get(bank.questions[100].id);
    expect(stored).toEqual({ body: bank.questions[100].body, correct_response: bank.questions[100].correctResponse });
    db.close();
  });
});
