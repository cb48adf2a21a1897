/** @jest-environment node */
// StudyContentRepository on SQLite and PostgreSQL (tests/server/engines.ts): the items of topics in the topics' order
// (any number of topics), one item with its HTML, a course's limits per pack, the items a student opened (once each,
// with the first time), the opens of one student serialised by lockOpensOf, a template's self-test options, the
// question types under topics, and the last submitted self tests per topic and mode.
import { beforeAll, expect, it } from '@jest/globals';
import { NO_CONTENT_LIMIT } from '../../../domain/study-room/content';
import { StudyContentRepository } from '../../../server/repositories/study-content-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';
import { addCourse, addQuestion, addTopic } from './bank-fixtures';

const T0 = Date.UTC(2026, 0, 1);
const TEMPLATE = 8001;

eachEngine('StudyContentRepository', (engine) => {
  const repo = () => new StudyContentRepository(engine.db());
  let course: number;
  let subject: number;
  let chapter: number;
  let topic: number;
  let empty: number;

  const item = async (topicId: number, contentType: string, title: string, position: number, extra: { html?: string; file?: string } = {}) => {
    const { id } = await engine.db().q().insertInto('study_contents')
      .values({ topic_id: topicId, content_type: contentType, title, position, html: extra.html ?? '', file: extra.file ?? '' })
      .returning('id').executeTakeFirstOrThrow();
    return id;
  };

  beforeAll(async () => {
    const db = engine.db();
    course = await addCourse(db, TEMPLATE);
    subject = await addTopic(db, 'Physics');
    chapter = await addTopic(db, 'Mechanics', subject);
    topic = await addTopic(db, 'Kinematics', chapter);
    empty = await addTopic(db, 'Optics', subject);
  });

  it('lists the items of topics in the topics\' order, then by position and id; [] for none', async () => {
    const late = await item(topic, 'Video', 'Late', 2, { file: 'late.webm' });
    const early = await item(topic, 'PDF', 'Early', 1, { file: 'early.pdf' });
    const same = await item(topic, 'PPT', 'Same', 1);
    const top = await item(chapter, 'Text', 'Chapter notes', 9, { html: '<h1>Notes</h1>' });
    expect((await repo().itemsOf([topic, chapter])).map((i) => i.id)).toEqual([early, same, late, top]);
    expect((await repo().itemsOf([chapter, topic])).map((i) => i.id)).toEqual([top, early, same, late]);
    expect(await repo().itemsOf([chapter])).toEqual([
      { id: top, topicId: chapter, contentType: 'Text', title: 'Chapter notes', language: 'English', file: '', position: 9 },
    ]);
    expect(await repo().itemsOf([empty])).toEqual([]);
    expect(await repo().itemsOf([])).toEqual([]);
  });

  it('lists the items of more topics than one statement takes (past 500 ids), in their order', async () => {
    const many: number[] = [];
    for (let i = 0; i < 520; i++) many.push(987_000 + i);
    const ids = await repo().itemsOf([...many, chapter, ...many.slice(0, 10), topic]);
    expect(ids.map((i) => i.topicId)).toEqual([chapter, topic, topic, topic]);
  });

  it('reads one item with its HTML; undefined when unknown', async () => {
    const id = await item(chapter, 'Text', 'With HTML', 20, { html: '<p>Body</p>' });
    expect(await repo().item(id)).toEqual({
      id, topicId: chapter, contentType: 'Text', title: 'With HTML', language: 'English', file: '', position: 20, html: '<p>Body</p>',
    });
    expect(await repo().item(987_654)).toBeUndefined();
  });

  it('answers a course\'s limits for a pack (trimmed, any case); no row: no limits', async () => {
    await engine.db().q().insertInto('content_limits')
      .values({ course_id: course, pack_type: 'FREE', pdf_max: 2, ppt_max: null, video_max: 1, text_max: 0 }).execute();
    expect(await repo().limitOf(course, ' free ')).toEqual({ pdfMax: 2, pptMax: null, videoMax: 1, textMax: 0 });
    expect(await repo().limitOf(course, 'PRO')).toEqual(NO_CONTENT_LIMIT);
    expect(await repo().limitOf(987_654, 'FREE')).toEqual(NO_CONTENT_LIMIT);
  });

  it('records an open once (the first time stays) and lists the opens in the order first opened', async () => {
    const me = (await addStudent(engine.db())).id;
    const other = (await addStudent(engine.db())).id;
    const a = await item(topic, 'PDF', 'A', 30);
    const b = await item(topic, 'Video', 'B', 31);
    expect(await repo().openedIn(me, course)).toEqual([]);
    await repo().recordOpen(me, course, { id: b, contentType: 'Video' }, T0 + 10);
    await repo().recordOpen(me, course, { id: a, contentType: 'PDF' }, T0 + 20);
    await repo().recordOpen(me, course, { id: b, contentType: 'Video' }, T0 + 30);
    await repo().recordOpen(other, course, { id: a, contentType: 'PDF' }, T0);
    expect(await repo().openedIn(me, course)).toEqual([{ contentId: b, contentType: 'Video' }, { contentId: a, contentType: 'PDF' }]);
    expect(await repo().openedIn(other, course)).toEqual([{ contentId: a, contentType: 'PDF' }]);
    // an open of an unknown type (not one of the four) is not listed
    const c = await item(topic, 'PDF', 'C', 32);
    await engine.db().q().insertInto('content_opens')
      .values({ student_id: me, course_id: course, content_id: c, content_type: 'Audio', opened_at: T0 }).execute();
    expect((await repo().openedIn(me, course)).map((o) => o.contentId)).toEqual([b, a]);
  });

  it('serialises the opens of one student: a second transaction\'s lock waits for the first to end', async () => {
    const me = (await addStudent(engine.db())).id;
    const d = await item(topic, 'PDF', 'D', 40);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let locked!: () => void;
    const firstLocked = new Promise<void>((r) => { locked = r; });
    const first = engine.db().transaction(async () => {
      await repo().lockOpensOf(me);
      locked();
      await held;
      await repo().recordOpen(me, course, { id: d, contentType: 'PDF' }, T0 + 1);
      order.push('first');
    });
    await firstLocked;
    const second = engine.db().transaction(async () => {
      await repo().lockOpensOf(me);
      order.push(`second saw ${(await repo().openedIn(me, course)).length}`);
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second saw 1']);
  });

  it('lists a template\'s self-test options by position, then exam type', async () => {
    await engine.db().q().insertInto('self_test_options').values([
      { template_id: TEMPLATE, exam_type: 'subjective', total_questions: 5, total_questions_kwd: 2, duration: 45, marks_correct: 4, marks_incorrect: 0, marks_not_answer: 0, position: 1 },
      { template_id: TEMPLATE, exam_type: 'objective', total_questions: 20, total_questions_kwd: 5, duration: 60, marks_correct: 1, marks_incorrect: -0.25, marks_not_answer: 0, position: 1 },
      { template_id: TEMPLATE + 1, exam_type: 'objective', total_questions: 9, total_questions_kwd: 1, duration: 9, marks_correct: 1, marks_incorrect: 0, marks_not_answer: 0, position: 0 },
    ]).execute();
    expect(await repo().selfTestOptions(TEMPLATE)).toEqual([
      { examType: 'objective', totalQuestions: 20, totalQuestionsKwd: 5, duration: 60, marksCorrect: 1, marksIncorrect: -0.25, marksNotAnswer: 0 },
      { examType: 'subjective', totalQuestions: 5, totalQuestionsKwd: 2, duration: 45, marksCorrect: 4, marksIncorrect: 0, marksNotAnswer: 0 },
    ]);
    expect(await repo().selfTestOptions(987_654)).toEqual([]);
  });

  it('answers the question types under topics (each once; none for no topics)', async () => {
    await addQuestion(engine.db(), topic, { questionType: 'MCQ' });
    await addQuestion(engine.db(), topic, { questionType: 'MCQ' });
    await addQuestion(engine.db(), chapter, { questionType: 'SubjectiveText' });
    await addQuestion(engine.db(), empty, { questionType: 'Numeric' });
    expect(await repo().questionTypesOf([topic, chapter])).toEqual(new Set(['MCQ', 'SubjectiveText']));
    expect(await repo().questionTypesOf([topic])).toEqual(new Set(['MCQ']));
    expect(await repo().questionTypesOf([])).toEqual(new Set());
    const many = Array.from({ length: 600 }, (_, i) => 986_000 + i);
    expect(await repo().questionTypesOf([...many, empty])).toEqual(new Set(['Numeric']));
  });

  it('answers the last submitted self test of a topic per mode (trimmed, any case), and the last of every topic', async () => {
    const me = (await addStudent(engine.db())).id;
    const self = async (testId: number, mode: string, marks: number, at: number, o: { kind?: string; status?: string; type?: number; student?: number } = {}) => {
      const status = o.status ?? 'submitted';
      const { id } = await engine.db().q().insertInto('attempts').values({
        student_id: o.student ?? me, course_id: course, template_id: TEMPLATE, test_id: testId, test_type: o.type ?? 1, kind: o.kind ?? 'self',
        test_name: 'Self', test_mode: mode, status, marks_obtained: marks, full_marks: 10, started_at: at - 1, updated_at: at,
        submitted_at: status === 'submitted' ? at : null,
      }).returning('id').executeTakeFirstOrThrow();
      return id;
    };
    await self(topic, 'beginner', 2, T0 + 1);
    await self(topic, ' Beginner ', 6, T0 + 5);
    await self(topic, 'beginner', 9, T0 + 5); // the same time: the later id is the last
    await self(topic, 'beginner', 10, T0 + 9, { status: 'saved' });
    await self(topic, 'beginner', 10, T0 + 9, { kind: 'adaptive' });
    await self(topic, 'beginner', 10, T0 + 9, { type: 2, kind: 'configured' });
    await self(topic, 'advance', 1, T0 + 9);
    await self(chapter, 'BEGINNER', 4, T0 + 2);
    await self(chapter, 'beginner', 10, T0 + 9, { student: (await addStudent(engine.db())).id });

    expect(await repo().lastSelfTest(me, TEMPLATE, topic, 'beginner')).toEqual({ topicId: topic, marksObtained: 9, fullMarks: 10 });
    expect(await repo().lastSelfTest(me, TEMPLATE, topic, 'advance')).toEqual({ topicId: topic, marksObtained: 1, fullMarks: 10 });
    expect(await repo().lastSelfTest(me, TEMPLATE, empty, 'beginner')).toBeUndefined();
    expect(await repo().lastSelfTest(me, TEMPLATE + 1, topic, 'beginner')).toBeUndefined();
    expect((await repo().lastSelfTests(me, TEMPLATE, 'beginner')).sort((a, b) => a.topicId - b.topicId)).toEqual([
      { topicId: chapter, marksObtained: 4, fullMarks: 10 },
      { topicId: topic, marksObtained: 9, fullMarks: 10 },
    ].sort((a, b) => a.topicId - b.topicId));
    expect(await repo().lastSelfTests(me, TEMPLATE, 'advance')).toEqual([{ topicId: topic, marksObtained: 1, fullMarks: 10 }]);
    expect(await repo().lastSelfTests(me, TEMPLATE + 1, 'beginner')).toEqual([]);
  });
});
