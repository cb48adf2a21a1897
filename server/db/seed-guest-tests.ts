// The free tests of the guest trial (docs/api.md "Guest trial"), written once (app_meta 'seeded_guest_tests_at') after
// the question bank and the catalogue, so a demo database seeded before the guest trial existed gets them on its next
// start. Each is a configured mock test of the course's template with one unlocked section per subject, drawn from the
// bank like every configured test (test-builder.ts: fixed per test and section), and a guest_tests row naming it by
// the uid 'learning'. No list shows them (test-catalog-repository.ts testsOf leaves them out).
import { TEST_TYPE } from '../../domain/shared/test-type';
import { DEFAULT_TEST_UID } from '../repositories/guest-trial-repository';
import type { Db } from './migration';

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
export function seedGuestTests(db: Db, now: number): boolean {
  const seeded = db.prepare(`SELECT 1 FROM app_meta WHERE key = '${MARKER}'`);
  if (seeded.get()) return false;
  const subjectId = db.prepare<[string], { id: number }>('SELECT id FROM topics WHERE name = ? AND parent_id IS NULL');
  const templateOf = db.prepare<[number], { templateId: number }>('SELECT template_id AS templateId FROM courses WHERE id = ?');
  const ready = GUEST_TESTS.every((g) => templateOf.get(g.courseId) && g.sections.every(([name]) => subjectId.get(name)));
  if (!ready) return false;

  return db.transaction(() => {
    if (seeded.get()) return false;
    const test = db.prepare(`INSERT INTO tests (id, template_id, test_type, title, category_name, difficulty, exam_type, section_lock,
      total_time, no_question_attempt, topic_id, question_count, question_types, correct_marks, incorrect_marks, not_answer_marks,
      subject, schedule_id, class_name, test_date_time, position)
      VALUES (?, ?, ${TEST_TYPE.mockTest}, ?, 'Free Trial', 'Easy', 'objective', '', ?, 0, NULL, 0, '', ?, ?, ?, '', 0, '', NULL, 0)`);
    const section = db.prepare(`INSERT INTO test_sections (test_id, section_id, name, section_order, section_time, no_question_attempt,
      topic_id, question_count, question_types, correct_marks, incorrect_marks, not_answer_marks)
      VALUES (?, ?, ?, ?, 0, 0, ?, ?, '', ?, ?, ?)`);
    const guest = db.prepare('INSERT INTO guest_tests (course_id, test_uid, test_id) VALUES (?, ?, ?)');
    const [correct, incorrect, notAnswer] = MARKS;
    for (const g of GUEST_TESTS) {
      const { templateId } = templateOf.get(g.courseId) as { templateId: number };
      test.run(g.testId, templateId, GUEST_TEST_TITLE, GUEST_TEST_MINUTES * MIN, correct, incorrect, notAnswer);
      g.sections.forEach(([name, count], i) => {
        const topic = subjectId.get(name) as { id: number };
        section.run(g.testId, i + 1, name, i + 1, topic.id, count, correct, incorrect, notAnswer);
      });
      guest.run(g.courseId, DEFAULT_TEST_UID, g.testId);
    }
    db.prepare('INSERT INTO app_meta (key, value) VALUES (?, ?)').run(MARKER, new Date(now).toISOString());
    return true;
  })();
}
