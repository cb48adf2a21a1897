// Which tests are taken under exam conditions, and which questions a student is answering under them right now:
// the help routes refuse the AI answer for those questions and leave their worked solutions out of study material.
import { isMockTest, isScheduledClassTest, TEST_TYPE } from '../../domain/shared/test-type';
import type { AppDeps } from '../app-deps';
import { RUNNING_GRACE_SECONDS } from '../repositories/delivery-repository';

/**
 * Mock tests and the tests a teacher schedules for a class (class tests, class mock tests) are exam conditions: they
 * rank students against each other. Self tests (learning and competitive sessions) and topic tests are practice,
 * where help is part of learning (the help modal and its help counter are reported in learning analytics).
 */
export const isExamCondition = (t: number): boolean => isMockTest(t) || isScheduledClassTest(t);

const EXAM_TYPES: readonly number[] = Object.values(TEST_TYPE).filter(isExamCondition);

export const HELP_DURING_EXAM =
  'Help is not available during a mock or class test. You can see the worked solution in the review after you submit the test.';

/**
 * The question ids of the exam-condition tests the student is taking at `now`: delivered (or resumed) less than
 * their total time + 10 minutes ago and not submitted since.
 */
export async function questionsUnderExam({ deliveries }: Pick<AppDeps, 'deliveries'>, studentId: number, now: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const d of await deliveries.runningOf(studentId, EXAM_TYPES, RUNNING_GRACE_SECONDS, now)) for (const id of d.questionIds) ids.add(id);
  return ids;
}
