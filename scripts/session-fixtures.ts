// Realistic test data and scripted sessions for the event-log scripts (bench-replay.ts, make-sample-log.ts).
// Deterministic: a seeded PRNG, a hand-driven clock; no wall time.
import { TestEngine } from '../domain/test-engine/engine';
import type { TestCommand } from '../domain/test-engine/events';
import { INTEGER_TYPE, PARTIALLY_LOCK, withKind, type Question, type Section, type TestData } from '../domain/test-engine/test-data';

export const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** the question bank's seeded PRNG (mulberry32), so every run builds the same log */
import { prng } from '../server/db/question-bank';

export { prng };

export interface ManualClock {
  now(): number;
  advance(ms: number): void;
}

export const manualClock = (start = T0): ManualClock => {
  let t = start;
  return { now: () => t, advance: (ms) => { t += Math.max(0, Math.round(ms)); } };
};

const LOREM = 'A particle of mass m moves under a central force F = -k/r^2. Using conservation of angular momentum and energy, '
  + 'find the ratio of its speeds at the nearest and farthest points of the orbit, given the eccentricity e of the ellipse. ';

const choiceTypes = ['Multiple-Choice', 'Multiple-Choice', 'Multiple-Choice', 'Multiple-Response', INTEGER_TYPE] as const;

/**
 * A question as the server sends it, with realistic sizes: an HTML body of about 1 KB, four choices, an
 * explanation of about 600 characters. `kind` cycles through single choice, multi-select and integer entry.
 */
export const realisticQuestion = (questionId: number, section: Section | null, variant = questionId): Question => {
  const questionType = choiceTypes[variant % choiceTypes.length];
  const integer = questionType === INTEGER_TYPE;
  return withKind({
    questionId,
    questionDisplayId: questionId,
    itemId: 50_000 + questionId,
    questionType,
    questionTypeLabel: questionType.replaceAll('-', ' '),
    questionBody: `<p><strong>Q${questionId}.</strong> ${LOREM.repeat(4)}</p><p><img src="https://cdn.example.com/q/${questionId}.png" alt="figure ${questionId}"></p>`,
    commonDataDescription: '',
    columns: [],
    responseChoice: integer ? [] : ['A', 'B', 'C', 'D'].map((id, k) => ({
      responseId: id, responseText: `<p>(${id}) ${(k + 1) * 2 + (questionId % 5)}/${k + 3} of the speed at the ${k % 2 ? 'nearest' : 'farthest'} point</p>`, partMarks: 0,
    })),
    correctResponse: integer ? String(questionId % 10) : questionType === 'Multiple-Response' ? 'A~C' : ['A', 'B', 'C', 'D'][questionId % 4],
    studentResponse: '',
    explanations: `<p>${LOREM.repeat(3)}</p>`,
    topicId: 700 + (questionId % 12),
    timeSpent: 0,
    correctAnswerMarks: 4,
    incorrectAnswerMarks: -1,
    notAnswerMarks: 0,
    bloomId: 1 + (questionId % 6),
    backgroundImg: '',
    cssName: '',
    sectionId: section?.sectionId ?? null,
    sectionName: section?.sectionName ?? '',
    sectionTime: section?.sectionTime ?? 0,
    help: 0,
    answerStatus: '',
    marks: 0,
  });
};

export interface RealisticTestSpec {
  questions: number;
  sections: number;
  /** seconds per section */
  sectionTime: number;
  totalTime: number;
  lock?: string;
  testName?: string;
}

/** A mock test (type 3) with equal sections, Partially_Lock by default. */
export const realisticTest = (spec: RealisticTestSpec): TestData => {
  const per = Math.ceil(spec.questions / spec.sections);
  const sectionSet: Section[] = [];
  const questionSet: Question[] = [];
  const names = ['Physics', 'Chemistry', 'Mathematics', 'Biology', 'English'];
  for (let si = 0; si < spec.sections; si++) {
    const section: Section = {
      sectionName: names[si % names.length],
      sectionId: 900 + si,
      sectionOrder: si + 1,
      sectionTime: spec.sectionTime,
      questionNumbers: [],
      noQuestionAttempt: 0,
      questionRange: '',
      correctMarks: 4,
      incorrectMarks: -1,
      notAnswerMarks: 0,
    };
    for (let k = 0; k < per && questionSet.length < spec.questions; k++) {
      const id = questionSet.length + 1;
      questionSet.push(realisticQuestion(id, section));
      section.questionNumbers.push({ questionId: id, questionIndex: id - 1 });
    }
    section.questionRange = `${section.questionNumbers[0]?.questionId ?? 0}-${section.questionNumbers.at(-1)?.questionId ?? 0}`;
    sectionSet.push(section);
  }
  return {
    testId: 4711, testType: 3, testName: spec.testName ?? 'JEE Main Full Mock 7', testOption: 'objective',
    totalTime: spec.totalTime, remainingTime: spec.totalTime, testStatus: 0, sectionLock: spec.lock ?? PARTIALLY_LOCK,
    noQuestionAttempt: 0, bloom: 'Y', modelTestId: 31, scheduleId: 0, subject: 'JEE Main', lastQuestionIndex: 0,
    correctCount: 0, incorrectCount: 0, notAnsweredCount: 0, sectionSet, questionSet,
  };
};

/** An answer a student might give to question `index` (sometimes right, sometimes not). */
export const answerFor = (test: TestData, index: number, rnd: () => number): TestCommand => {
  const q = test.questionSet[index];
  const pick = (): string => ['A', 'B', 'C', 'D'][Math.floor(rnd() * 4)];
  const values = q.kind === 'text' ? [String(Math.floor(rnd() * 10))]
    : q.kind === 'multi' ? [pick(), pick()]
    : [rnd() < 0.6 ? q.correctResponse : pick()];
  return { type: 'GiveAnswer', data: { response: { values, fileName: '', url: '' } } };
};

/** Indices of a section's questions in order. */
export const sectionQuestions = (test: TestData, sectionIndex: number): number[] =>
  test.sectionSet[sectionIndex].questionNumbers.map((r) => r.questionIndex);

export const must = (engine: TestEngine, command: TestCommand): void => {
  const r = engine.dispatch(command);
  if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal?.message}`);
};

/**
 * One student action inside the current section, as a real session has them: mostly answering and moving on,
 * sometimes marking for review, clearing, or jumping back to a question of the section.
 */
export const studentStep = (engine: TestEngine, test: TestData, rnd: () => number): void => {
  const s = engine.state;
  const inSection = sectionQuestions(test, s.currentSection);
  const r = rnd();
  if (r < 0.4) must(engine, answerFor(test, s.currentIndex, rnd));
  else if (r < 0.48) must(engine, { type: 'ToggleReview', data: {} });
  else if (r < 0.52) must(engine, { type: 'ClearAnswer', data: {} });
  else if (r < 0.8 && s.currentIndex !== inSection.at(-1)) must(engine, { type: 'GoNext', data: {} });
  else {
    const to = inSection[Math.floor(rnd() * inSection.length)];
    if (to !== s.currentIndex) must(engine, { type: 'JumpTo', data: { index: to } });
    else must(engine, answerFor(test, s.currentIndex, rnd));
  }
};

/** Confirms a switch into the next section (Partially_Lock): GoNext from the last question, then confirm. */
export const switchToNextSection = (engine: TestEngine, test: TestData): void => {
  const last = sectionQuestions(test, engine.state.currentSection).at(-1)!;
  if (engine.state.currentIndex !== last) must(engine, { type: 'JumpTo', data: { index: last } });
  must(engine, { type: 'GoNext', data: {} });
  must(engine, { type: 'ConfirmSectionSwitch', data: {} });
};

/**
 * A session sat to its time limit, as a student would: an action every 2-10 s (studentStep), each running timer's
 * expiry recorded at its deadline, then the submit. The engine holds the log (bench-replay's 3-hour session,
 * bench-event-log's logs).
 */
export const sitToTheEnd = (test: TestData, seed: number, clock = manualClock()): TestEngine => {
  const rnd = prng(seed);
  const engine = new TestEngine(clock);
  must(engine, { type: 'LoadTest', data: { test, mode: 'registered', context: { assessmentMode: 'advance' } } });
  while (!engine.state.timeEnded) {
    clock.advance(2000 + rnd() * 8000);
    if (engine.state.deadline !== null && clock.now() >= engine.state.deadline) engine.expireIfDue();
    else studentStep(engine, test, rnd);
  }
  must(engine, { type: 'Submit', data: {} });
  return engine;
};
