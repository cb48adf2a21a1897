import type { TEST_TYPE } from '../../domain/shared/test-type';
import type { Db } from '../db/migration';

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
  section_id: number; name: string; section_order: number; section_time: number; no_question_attempt: number;
  topic_id: number; question_count: number; question_types: string; correct_marks: number; incorrect_marks: number;
  not_answer_marks: number;
}

const types = (csv: string): string[] => csv.split(',').map((t) => t.trim()).filter(Boolean);

export class TestCatalogRepository {
  private readonly byId;
  private readonly byTemplate;
  private readonly sectionsOf;

  constructor(db: Db) {
    this.byId = db.prepare<[number], TestRow>('SELECT * FROM tests WHERE id = ?');
    // the free tests of the guest trial (guest_tests, migration 008) are handed out by /app/guest-testdetails only:
    // no list shows them
    this.byTemplate = db.prepare<[number, number], TestRow>(
      `SELECT * FROM tests WHERE template_id = ? AND test_type = ? AND id NOT IN (SELECT test_id FROM guest_tests)
       ORDER BY position, id`);
    this.sectionsOf = db.prepare<[number], SectionRow>('SELECT * FROM test_sections WHERE test_id = ? ORDER BY section_order');
  }

  private toConfig(r: TestRow): TestConfig {
    return {
      id: r.id, templateId: r.template_id, testType: r.test_type as ConfiguredTestType, title: r.title, categoryName: r.category_name,
      difficulty: r.difficulty, examType: r.exam_type === 'subjective' ? 'subjective' : 'objective', sectionLock: r.section_lock,
      totalTime: r.total_time, noQuestionAttempt: r.no_question_attempt, topicId: r.topic_id, questionCount: r.question_count,
      questionTypes: types(r.question_types), correctMarks: r.correct_marks, incorrectMarks: r.incorrect_marks,
      notAnswerMarks: r.not_answer_marks, subject: r.subject, scheduleId: r.schedule_id, className: r.class_name,
      testDateTime: r.test_date_time,
      sections: this.sectionsOf.all(r.id).map((s) => ({
        sectionId: s.section_id, name: s.name, sectionOrder: s.section_order, sectionTime: s.section_time,
        noQuestionAttempt: s.no_question_attempt, topicId: s.topic_id, questionCount: s.question_count,
        questionTypes: types(s.question_types), correctMarks: s.correct_marks, incorrectMarks: s.incorrect_marks,
        notAnswerMarks: s.not_answer_marks,
      })),
    };
  }

  test(id: number): TestConfig | undefined {
    const row = this.byId.get(id);
    return row && this.toConfig(row);
  }

  /** The tests of the template's lists (topic, mock and class test lists), without the free tests of the guest trial. */
  testsOf(templateId: number, testType: ConfiguredTestType): TestConfig[] {
    return this.byTemplate.all(templateId, testType).map((r) => this.toConfig(r));
  }
}
