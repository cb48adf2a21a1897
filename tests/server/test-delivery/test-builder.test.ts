/** @jest-environment node */
// The configured tests' draws are kept per bank list (server/test-delivery/test-builder.ts, drawConfigured): a rebuild
// must hold exactly the questions an uncached draw gives, in the same order, and hand every caller its own arrays.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SqlDatabase, sqliteDatabase } from '../../../server/db/connect';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import { QuestionBankRepository } from '../../../server/repositories/question-bank-repository';
import { type TestConfig, TestCatalogRepository } from '../../../server/repositories/test-catalog-repository';
import { buildConfiguredTest, drawQuestions, OBJECTIVE_TYPES } from '../../../server/test-delivery/test-builder';
import { seededDatabase } from '../test-server';

let db: SqlDatabase;
beforeAll(async () => {
  db = sqliteDatabase(await seededDatabase());
});
afterAll(async () => {
  await db.close();
});

const configOf = async (id: number): Promise<TestConfig> => {
  const config = await new TestCatalogRepository(db).test(id);
  if (!config) throw new Error(`${id} is not seeded`);
  return config;
};

describe('buildConfiguredTest', () => {
  it.each([DEMO_TESTS.shortTest, DEMO_TESTS.lockedMock, DEMO_TESTS.bigMock])('rebuilds test %i with the same questions, on one bank and on a new one', async (id) => {
    const config = await configOf(id);
    const bank = new QuestionBankRepository(db);
    const first = await buildConfiguredTest(config, bank);
    const again = await buildConfiguredTest(config, bank);
    const elsewhere = await buildConfiguredTest(config, new QuestionBankRepository(db));
    expect(again).toEqual(first);
    expect(elsewhere).toEqual(first);
    expect(first.questionSet.length).toBeGreaterThan(0);
  });

  it('draws what an uncached draw of the same arguments gives (the 5-question test)', async () => {
    const config = await configOf(DEMO_TESTS.shortTest);
    const bank = new QuestionBankRepository(db);
    const test = await buildConfiguredTest(config, bank);
    const drawn = await drawQuestions(bank, config.topicId!, new Set(config.questionTypes.length > 0 ? config.questionTypes : OBJECTIVE_TYPES), config.questionCount, config.id * 1000);
    expect(test.questionSet.map((q) => q.questionId)).toEqual(drawn.map((q) => q.id));
  });

  it('hands each caller arrays of its own: changing one build changes no later one', async () => {
    const config = await configOf(DEMO_TESTS.lockedMock);
    const bank = new QuestionBankRepository(db);
    const first = await buildConfiguredTest(config, bank);
    const ids = first.questionSet.map((q) => q.questionId);
    first.questionSet.reverse();
    first.questionSet.pop();
    first.sectionSet[0].questionNumbers.pop();
    const again = await buildConfiguredTest(config, bank);
    expect(again.questionSet.map((q) => q.questionId)).toEqual(ids);
    expect(again.sectionSet[0].questionNumbers).toHaveLength(8);
  });

  it('keeps the keys of the test in their order (the reply the simulator gets)', async () => {
    const test = await buildConfiguredTest(await configOf(DEMO_TESTS.shortTest), new QuestionBankRepository(db));
    expect(Object.keys(test)).toEqual([
      'testId', 'testType', 'testName', 'testOption', 'totalTime', 'remainingTime', 'sectionLock', 'noQuestionAttempt',
      'scheduleId', 'subject', 'testStatus', 'bloom', 'modelTestId', 'lastQuestionIndex', 'correctCount', 'incorrectCount',
      'notAnsweredCount', 'sectionSet', 'questionSet',
    ]);
  });
});
