/** @jest-environment node */
// TestCatalogRepository on SQLite and PostgreSQL (tests/server/engines.ts): a configured test with its sections, and
// the tests of a template's lists (of a type, by position), without the free tests of the guest trial.
import { beforeAll, expect, it } from '@jest/globals';
import type { Insertable } from 'kysely';
import type { SqlDatabase } from '../../../server/db/connect';
import type { TestsTable } from '../../../server/db/schema';
import { TestCatalogRepository } from '../../../server/repositories/test-catalog-repository';
import { eachEngine } from '../engines';
import { addCourse, addTopic } from './bank-fixtures';

const addTest = async (db: SqlDatabase, t: Partial<Insertable<TestsTable>> & Pick<Insertable<TestsTable>, 'test_type' | 'title'>) =>
  (await db.q().insertInto('tests').values({ template_id: 5001, total_time: 600, ...t }).returning('id').executeTakeFirstOrThrow()).id;

eachEngine('TestCatalogRepository', (engine) => {
  const repo = () => new TestCatalogRepository(engine.db());
  let topic: number;
  let mock: number, plain: number, second: number, first: number, guest: number, klass: number;
  beforeAll(async () => {
    const db = engine.db();
    topic = await addTopic(db, 'Physics');
    mock = await addTest(db, {
      test_type: 3, title: 'Sectioned', category_name: 'Full', difficulty: 'Hard', exam_type: 'objective', section_lock: 'partially',
      total_time: 1800, no_question_attempt: 2, question_types: 'MCQ, MSQ', correct_marks: 4, incorrect_marks: 1, not_answer_marks: 0,
      subject: 'Physics', position: 2,
    });
    for (const [sectionId, order] of [[20, 2], [10, 1]]) {
      await db.q().insertInto('test_sections').values({
        test_id: mock, section_id: sectionId, name: `S${sectionId}`, section_order: order, section_time: 600 * order, no_question_attempt: order,
        topic_id: topic, question_count: 5, question_types: order === 1 ? '' : 'MCQ,,SA', correct_marks: 4, incorrect_marks: 1.5, not_answer_marks: 0,
      }).execute();
    }
    plain = await addTest(db, { test_type: 3, title: 'Plain', topic_id: topic, question_count: 10, position: 2 });
    first = await addTest(db, { test_type: 3, title: 'First', position: 1 });
    second = await addTest(db, { test_type: 2, title: 'Topic', topic_id: topic, position: 0 });
    klass = await addTest(db, {
      test_type: 4, title: 'Class', exam_type: 'subjective', schedule_id: 7, class_name: '10A', test_date_time: Date.UTC(2026, 0, 20, 10), position: 0,
    });
    guest = await addTest(db, { test_type: 3, title: 'Free', position: 0 });
    await db.q().insertInto('guest_tests').values({ course_id: await addCourse(db, 5001), test_uid: 'free-1', test_id: guest }).execute();
    await addTest(db, { test_type: 3, title: 'Other template', template_id: 5002 });
  }, 60_000);

  it('answers a configured test with every field and its sections in section order', async () => {
    expect(await repo().test(mock)).toEqual({
      id: mock, templateId: 5001, testType: 3, title: 'Sectioned', categoryName: 'Full', difficulty: 'Hard', examType: 'objective',
      sectionLock: 'partially', totalTime: 1800, noQuestionAttempt: 2, topicId: null, questionCount: 0, questionTypes: ['MCQ', 'MSQ'],
      correctMarks: 4, incorrectMarks: 1, notAnswerMarks: 0, subject: 'Physics', scheduleId: 0, className: '', testDateTime: null,
      sections: [
        { sectionId: 10, name: 'S10', sectionOrder: 1, sectionTime: 600, noQuestionAttempt: 1, topicId: topic, questionCount: 5,
          questionTypes: [], correctMarks: 4, incorrectMarks: 1.5, notAnswerMarks: 0 },
        { sectionId: 20, name: 'S20', sectionOrder: 2, sectionTime: 1200, noQuestionAttempt: 2, topicId: topic, questionCount: 5,
          questionTypes: ['MCQ', 'SA'], correctMarks: 4, incorrectMarks: 1.5, notAnswerMarks: 0 },
      ],
    });
    expect(await repo().test(klass)).toMatchObject({
      testType: 4, examType: 'subjective', scheduleId: 7, className: '10A', testDateTime: Date.UTC(2026, 0, 20, 10), sections: [],
      correctMarks: 1, incorrectMarks: 0, difficulty: 'Medium',
    });
    expect(await repo().test(guest)).toMatchObject({ title: 'Free' });
    expect(await repo().test(999_999)).toBeUndefined();
  });

  it('lists the tests of a template and type by position, then id, without the guest trial\'s free tests', async () => {
    const mocks = await repo().testsOf(5001, 3);
    // position 1, then the two of position 2 by id
    expect(mocks.map((t) => t.id)).toEqual([first, mock, plain]);
    expect(mocks.find((t) => t.id === mock)?.sections.map((s) => s.sectionId)).toEqual([10, 20]);
    expect(mocks.find((t) => t.id === plain)).toMatchObject({ sections: [], topicId: topic, questionCount: 10 });
    expect((await repo().testsOf(5001, 2)).map((t) => t.id)).toEqual([second]);
    expect((await repo().testsOf(5001, 4)).map((t) => t.id)).toEqual([klass]);
    expect((await repo().testsOf(5002, 3)).map((t) => t.title)).toEqual(['Other template']);
    expect(await repo().testsOf(9999, 3)).toEqual([]);
  });
});
