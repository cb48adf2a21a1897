/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { questionKind, SUBJECTIVE_TYPES } from '../../domain/test-engine/test-data';
import { type SqlDatabase, sqliteDatabase } from '../../server/db/connect';
import { DEMO_TESTS, LOCKED_MOCK_TYPES } from '../../server/db/seed-tests';
import { QuestionBankRepository } from '../../server/repositories/question-bank-repository';
import { TestCatalogRepository } from '../../server/repositories/test-catalog-repository';
import { buildConfiguredTest, OBJECTIVE_TYPES } from '../../server/test-delivery/test-builder';
import { seededDatabase } from './test-server';

let db: SqlDatabase;
beforeAll(async () => {
  db = sqliteDatabase(await seededDatabase());
});
afterAll(async () => {
  await db.close();
});

const lockedMock = async () => {
  const config = await new TestCatalogRepository(db).test(DEMO_TESTS.lockedMock);
  if (!config) throw new Error('3001 is not seeded');
  return { config, test: await buildConfiguredTest(config, new QuestionBankRepository(db)) };
};

describe('the section-locked mock test (3001) seed', () => {
  it('keeps its shape: 3 sections x 8 questions, 15 minutes each, +4/-1/0, Mathematics limited to 6 attempts', async () => {
    const { config, test } = await lockedMock();
    expect(config).toMatchObject({ title: 'JEE Main Mock Test 1 (section locked)', sectionLock: 'Partially_Lock', totalTime: 45 * 60, examType: 'objective' });
    expect(test.sectionSet.map((s) => [s.sectionName, s.questionNumbers.length, s.sectionTime, s.noQuestionAttempt, s.correctMarks, s.incorrectMarks]))
      .toEqual([['Physics', 8, 900, 0, 4, -1], ['Chemistry', 8, 900, 0, 4, -1], ['Mathematics', 8, 900, 6, 4, -1]]);
    expect(test.questionSet).toHaveLength(24);
  });

  it('stores the types of each section', async () => {
    const { config } = await lockedMock();
    expect(config.sections.map((s) => s.questionTypes))
      .toEqual([[...LOCKED_MOCK_TYPES.physics], [...LOCKED_MOCK_TYPES.chemistry], [...LOCKED_MOCK_TYPES.mathematics]]);
  });

  it('delivers every one of the 12 objective types, each with its own label, and no subjective question', async () => {
    const { test } = await lockedMock();
    const types = new Set(test.questionSet.map((q) => q.questionType));
    expect([...types].sort()).toEqual([...OBJECTIVE_TYPES].sort());
    expect(OBJECTIVE_TYPES).toHaveLength(12);
    expect(test.questionSet.some((q) => (SUBJECTIVE_TYPES as readonly string[]).includes(q.questionType))).toBe(false);
    const labels = new Set(test.questionSet.map((q) => q.questionTypeLabel));
    expect(labels.size).toBe(12);
    expect(new Set(test.questionSet.map((q) => questionKind(q.questionType)))).toEqual(new Set(['single', 'multi', 'text']));
  });

  it('draws each section from its own types, each of them at least once; Mathematics within its first 6 questions', async () => {
    const { test } = await lockedMock();
    const expected = [LOCKED_MOCK_TYPES.physics, LOCKED_MOCK_TYPES.chemistry, LOCKED_MOCK_TYPES.mathematics];
    test.sectionSet.forEach((section, i) => {
      const questions = section.questionNumbers.map((n) => test.questionSet[n.questionIndex]);
      expect(questions.every((q) => q.sectionName === section.sectionName)).toBe(true);
      expect(new Set(questions.map((q) => q.questionType))).toEqual(new Set(expected[i]));
      // a student who answers in order reaches every type before the attempt limit refuses more
      const answerable = section.noQuestionAttempt > 0 ? questions.slice(0, section.noQuestionAttempt) : questions;
      expect(new Set(answerable.map((q) => q.questionType))).toEqual(new Set(expected[i]));
    });
  });

  it('is the same test on every build', async () => {
    const ids = (await lockedMock()).test.questionSet.map((q) => q.questionId);
    expect((await lockedMock()).test.questionSet.map((q) => q.questionId)).toEqual(ids);
    expect(new Set(ids).size).toBe(24);
  });
});
