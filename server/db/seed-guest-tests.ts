// The free tests of the guest trial (docs/api.md "Guest trial"), written once (app_meta 'seeded_guest_tests_at') after
// the question bank and the catalogue, so a demo database seeded before the guest trial existed gets them on its next
// start. Each is a configured mock test of the course's template with one unlocked section per subject, drawn from the
// bank like every configured test (test-builder.ts: fixed per test and section), and a guest_tests row naming it by
// the uid 'learning'. No list shows them (test-catalog-repository.ts testsOf leaves them out).
import { TEST_TYPE } from '../../domain/shared/test-type';
import { DEFAULT_TEST_UID } from '../repositories/guest-trial-repository';
import type { SqlDatabase } from './connect';
import { insertRows, markSeeded, seededAt } from './seed-rows';

const MARKER = 'seeded_guest_tests_at';
const MIN = 60;

/** +4 / -1 (a magnitude, as tests store it) / 0. */
const MARKS = [4, 1, 0] as const;

interface GuestTestSeed {
  courseId: number;
  testId: number;
  /** subjects (root topics of the bank) in section order, with the number of questions of each */
  sections: readonly (readonly [string, number])[];
}

/**
 * The free tests: 10 objective questions, 20 minutes, +4 / -1 / 0. Course 101 is one demo.student is enrolled in
 * (the e2e's already-attempted case); 105, 107 and 109 are courses a new mobile can take a trial of.
 */
export const GUEST_TESTS: readonly GuestTestSeed[] = [
  { courseId: 101, testId: 3901, sections: [['Physics', 4], ['Chemistry', 3], ['Mathematics', 3]] },
  { courseId: 105, testId: 3905, sections: [['Physics', 4], ['Chemistry', 3], ['Mathematics', 3]] },
  { courseId: 107, testId: 3907, sections: [['Physics', 5], ['Chemistry', 5]] },
  { courseId: 109, testId: 3909, sections: [['Physics', 4], ['Chemistry', 3], ['Mathematics', 3]] },
];
export const GUEST_TEST_TITLE = 'Free Trial Test';
export const GUEST_TEST_MINUTES = 20;

/** Seeds the free tests unless done before (or the bank or the courses are not there yet). True when it wrote them. */
export async function seedGuestTests(db: SqlDatabase, now: number): Promise<boolean> {
  if (await seededAt(db, MARKER)) return false;
  const subjects = new Map((await db.q().selectFrom('topics').select(['id', 'name']).where('parent_id', 'is', null).execute())
    .map((t) => [t.name, t.id]));
  const templates = new Map((await db.q().selectFrom('courses').select(['id', 'template_id'])
    .where('id', 'in', GUEST_TESTS.map((g) => g.courseId)).execute()).map((c) => [c.id, c.template_id]));
  const ready = GUEST_TESTS.every((g) => templates.has(g.courseId) && g.sections.every(([name]) => subjects.has(name)));
  if (!ready) return false;

  return db.transaction(async () => {
    if (await seededAt(db, MARKER)) return false;
    const [correct, incorrect, notAnswer] = MARKS;
    await insertRows(db, 'tests', GUEST_TESTS.map((g) => ({
      id: g.testId, template_id: templates.get(g.courseId) as number, test_type: TEST_TYPE.mockTest, title: GUEST_TEST_TITLE,
      category_name: 'Free Trial', difficulty: 'Easy', exam_type: 'objective', section_lock: '', total_time: GUEST_TEST_MINUTES * MIN,
      no_question_attempt: 0, topic_id: null, question_count: 0, question_types: '', correct_marks: correct,
      incorrect_marks: incorrect, not_answer_marks: notAnswer, subject: '', schedule_id: 0, class_name: '', test_date_time: null, position: 0,
    })));
    await insertRows(db, 'test_sections', GUEST_TESTS.flatMap((g) => g.sections.map(([name, count], i) => ({
      test_id: g.testId, section_id: i + 1, name, section_order: i + 1, section_time: 0, no_question_attempt: 0,
      topic_id: subjects.get(name) as number, question_count: count, question_types: '', correct_marks: correct,
      incorrect_marks: incorrect, not_answer_marks: notAnswer,
    }))));
    await insertRows(db, 'guest_tests', GUEST_TESTS.map((g) => ({ course_id: g.courseId, test_uid: DEFAULT_TEST_UID, test_id: g.testId })));
    await markSeeded(db, MARKER, now);
    return true;
  });
}
