import type { TEST_TYPE } from '../../domain/shared/test-type';
import { sql } from 'kysely';
import { all, one, type SqlDatabase } from '../db/connect';

/** The kinds of test the catalog configures: topic, mock and class tests. */
export type ConfiguredTestType = typeof TEST_TYPE.topicTest | typeof TEST_TYPE.mockTest | typeof TEST_TYPE.classTest;

/** A configured test. Times in seconds; incorrectMarks is a magnitude. */
export interface TestConfig {
  id: number;
  templateId: number;
  testType: ConfiguredTestType;
  title: string;
  categoryName: string;
  difficulty: string;
  examType: 'objective' | 'subjective';
  sectionLock: string;
  totalTime: number;
  noQuestionAttempt: number;
  topicId: number | null;
  questionCount: number;
  /** allowed question types; empty = every objective type */
  questionTypes: string[];
  correctMarks: number;
  incorrectMarks: number;
  notAnswerMarks: number;
  subject: string;
  scheduleId: number;
  className: string;
  /** ms since epoch, class tests */
  testDateTime: number | null;
  sections: SectionConfig[];
}

export interface SectionConfig {
  sectionId: number;
  name: string;
  sectionOrder: number;
  /** seconds; 0 = no section timer */
  sectionTime: number;
  noQuestionAttempt: number;
  topicId: number;
  questionCount: number;
  questionTypes: string[];
  correctMarks: number;
  incorrectMarks: number;
  notAnswerMarks: number;
}

interface TestRow {
  id: number; template_id: number; test_type: number; title: string; category_name: string; difficulty: string;
  exam_type: string; section_lock: string; total_time: number; no_question_attempt: number; topic_id: number | null;
  question_count: number; question_types: string; correct_marks: number; incorrect_marks: number;
  not_answer_marks: number; subject: string; schedule_id: number; class_name: string; test_date_time: number | null;
}
interface SectionRow {
  test_id: number; section_id: number; name: string; section_order: number; section_time: number; no_question_attempt: number;
  topic_id: number; question_count: number; question_types: string; correct_marks: number; incorrect_marks: number;
  not_answer_marks: number;
}

const types = (csv: string): string[] => csv.split(',').map((t) => t.trim()).filter(Boolean);

const toSection = (s: SectionRow): SectionConfig => ({
  sectionId: s.section_id, name: s.name, sectionOrder: s.section_order, sectionTime: s.section_time,
  noQuestionAttempt: s.no_question_attempt, topicId: s.topic_id, questionCount: s.question_count,
  questionTypes: types(s.question_types), correctMarks: s.correct_marks, incorrectMarks: s.incorrect_marks,
  notAnswerMarks: s.not_answer_marks,
});

const toConfig = (r: TestRow, sections: readonly SectionRow[]): TestConfig => ({
  id: r.id, templateId: r.template_id, testType: r.test_type as ConfiguredTestType, title: r.title, categoryName: r.category_name,
  difficulty: r.difficulty, examType: r.exam_type === 'subjective' ? 'subjective' : 'objective', sectionLock: r.section_lock,
  totalTime: r.total_time, noQuestionAttempt: r.no_question_attempt, topicId: r.topic_id, questionCount: r.question_count,
  questionTypes: types(r.question_types), correctMarks: r.correct_marks, incorrectMarks: r.incorrect_marks,
  notAnswerMarks: r.not_answer_marks, subject: r.subject, scheduleId: r.schedule_id, className: r.class_name,
  testDateTime: r.test_date_time,
  sections: sections.map(toSection),
});

export class TestCatalogRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** The sections of the tests, by test, each test's in section order (one query for a whole list). */
  private async sectionsOf(testIds: readonly number[]): Promise<Map<number, SectionRow[]>> {
    const byTest = new Map<number, SectionRow[]>();
    if (testIds.length === 0) return byTest;
    // a template, not the builder: this read is on every submit's path (docs/performance.md "Server throughput")
    const rows = await all(this.db, testIds.length === 1
      ? sql<SectionRow>`SELECT * FROM test_sections WHERE test_id = ${testIds[0]} ORDER BY section_order, section_id`
      : sql<SectionRow>`SELECT * FROM test_sections WHERE test_id IN (${sql.join(testIds)}) ORDER BY test_id, section_order, section_id`);
    for (const row of rows) {
      const list = byTest.get(row.test_id);
      if (list) list.push(row);
      else byTest.set(row.test_id, [row]);
    }
    return byTest;
  }

  async test(id: number): Promise<TestConfig | undefined> {
    const row = await one(this.db, sql<TestRow>`SELECT * FROM tests WHERE id = ${id}`);
    if (!row) return undefined;
    return toConfig(row, (await this.sectionsOf([row.id])).get(row.id) ?? []);
  }

  /** The tests of the template's lists (topic, mock and class test lists), without the free tests of the guest trial. */
  async testsOf(templateId: number, testType: ConfiguredTestType): Promise<TestConfig[]> {
    // the free tests of the guest trial (guest_tests, migration 008) are handed out by /app/guest-testdetails only:
    // no list shows them
    const rows = await all(this.db, this.db.q().selectFrom('tests').selectAll()
      .where('template_id', '=', templateId).where('test_type', '=', testType)
      .where('id', 'not in', (eb) => eb.selectFrom('guest_tests').select('test_id'))
      .orderBy('position').orderBy('id')) as TestRow[];
    const sections = await this.sectionsOf(rows.map((r) => r.id));
    return rows.map((r) => toConfig(r, sections.get(r.id) ?? []));
  }
}
