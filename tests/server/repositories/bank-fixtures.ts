// Shared by the contract suites of the test-delivery repositories (attempts, logs, deliveries, the question bank, the
// test catalog): topics, questions and tests written as the seed writes them (the bank and the catalog are seeded
// data, read-only to the server, so no repository writes them). Every fixture gets ids of its own from the database,
// so the tests of one block (one database) never collide.
import type { SqlDatabase } from '../../../server/db/connect';
import type { BankQuestion } from '../../../server/test-delivery/question-bank-types';

let nextItem = 0;

/** A topic (a subject when it has no parent); its id. */
export async function addTopic(db: SqlDatabase, name: string, parentId: number | null = null, position = 0): Promise<number> {
  const { id } = await db.q().insertInto('topics').values({ parent_id: parentId, name, position }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Offers the subject trees to a course template, in this order. */
export async function addSubjects(db: SqlDatabase, templateId: number, topicIds: readonly number[]): Promise<void> {
  for (const [position, topicId] of topicIds.entries()) {
    await db.q().insertInto('template_subjects').values({ template_id: templateId, topic_id: topicId, position }).execute();
  }
}

export type QuestionFixture = Partial<Omit<BankQuestion, 'id' | 'itemId' | 'topicId'>>;

/** A question of the topic (a single-choice one unless told); its id. */
export async function addQuestion(db: SqlDatabase, topicId: number, q: QuestionFixture = {}): Promise<number> {
  const itemId = 700_000 + ++nextItem;
  const { id } = await db.q().insertInto('questions').values({
    item_id: itemId, topic_id: topicId, question_type: q.questionType ?? 'MCQ', type_label: q.typeLabel ?? 'Single choice',
    body: q.body ?? `Question ${itemId}`, common_data: q.commonData ?? '', columns: JSON.stringify(q.columns ?? []),
    choices: JSON.stringify(q.choices ?? [{ responseId: '1', responseText: 'One', partMarks: 0 }, { responseId: '2', responseText: 'Two', partMarks: 0 }]),
    correct_response: q.correctResponse ?? '2', explanation: q.explanation ?? '', solution: q.solution ?? `<p>Solution ${itemId}</p>`,
    difficulty: q.difficulty ?? 3, bloom_id: q.bloomId ?? 0,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** `n` questions of the topic; their ids in order. */
export async function addQuestions(db: SqlDatabase, topicId: number, n: number, q: QuestionFixture = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await addQuestion(db, topicId, q));
  return ids;
}

/** A course of the template (what a guest test belongs to); its id. */
export async function addCourse(db: SqlDatabase, templateId: number): Promise<number> {
  const { id } = await db.q().insertInto('courses').values({
    title: `Course ${templateId}`, category_id: 1, category_name: 'Engineering', organisation_id: 1, organisation_name: 'Org',
    template_id: templateId, tabs: '[]',
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}
