// The data of every test-engine event at its current version (domain/test-engine/events.ts, EVENT_VERSIONS), as zod
// schemas: what server/test-delivery/event-log-check.ts holds a submitted log's events to after upcasting them. Strict
// on what the fold (domain/test-engine/evolve.ts, navigation.ts buildLayout) and the timeline read; loose elsewhere
// (other keys pass, and a TestLoaded test's display fields are not checked). Whether an index names a question or a
// section of the log's test is checked apart (`indicesOf`), since the schema does not know the test.
import { z } from 'zod';
import type { TestEvent, TestEventType } from '../../domain/test-engine/events';
import { MAX_QUESTIONS } from './wire-inputs';

const count = () => z.number().int().nonnegative();
const id = () => z.number().int();
/** a question index (0-based position in the log's test.questionSet) */
const index = count;
const time = () => z.number();

const response = z.looseObject({ values: z.array(z.string()), fileName: z.string(), url: z.string() });

const question = z.looseObject({
  questionId: z.number().int().positive(),
  kind: z.enum(['single', 'multi', 'text', 'subjective']),
  questionType: z.string(),
  responseChoice: z.array(z.looseObject({ responseId: z.string(), partMarks: z.number() })),
  correctResponse: z.string(),
  correctAnswerMarks: z.number(),
  incorrectAnswerMarks: z.number(),
  notAnswerMarks: z.number(),
  marks: z.number(),
  answerStatus: z.string(),
  sectionId: id().nullable(),
  sectionName: z.string(),
  sectionTime: z.number(),
  timeSpent: z.number().nonnegative(),
  help: count(),
  backgroundImg: z.string(),
});

const section = z.looseObject({
  sectionId: id(),
  sectionName: z.string(),
  sectionOrder: z.number(),
  sectionTime: z.number(),
  noQuestionAttempt: count(),
  questionNumbers: z.array(z.looseObject({ questionId: id(), questionIndex: id() })),
});

const test = z.looseObject({
  testId: id(),
  testType: z.number().int().min(1).max(5),
  testName: z.string(),
  testOption: z.string(),
  totalTime: z.number(),
  remainingTime: z.number(),
  testStatus: z.number().int(),
  sectionLock: z.string(),
  noQuestionAttempt: count(),
  lastQuestionIndex: z.number().int(),
  sectionSet: z.array(section),
  questionSet: z.array(question).max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`),
});

/** The flags the fold reads are required; the others, when present, are booleans. */
const flags = z.looseObject({
  dynamicStatus: z.boolean(),
  timer: z.boolean(),
  unloadWarning: z.boolean(),
  showCorrect: z.boolean().optional(),
  showExplanations: z.boolean().optional(),
  markForReview: z.boolean().optional(),
  support: z.boolean().optional(),
  fullScreen: z.boolean().optional(),
  marksEditable: z.boolean().optional(),
});

const nothing = z.looseObject({});
const atQuestion = z.looseObject({ index: index() });

/** The data schema of each event type at its current version (a new type without one does not compile). */
export const EVENT_DATA: { readonly [K in TestEventType]: z.ZodType } = {
  TestLoaded: z.looseObject({
    test,
    mode: z.enum(['guest', 'registered', 'review', 'adaptive']),
    flags,
    startedAt: time(),
    remainingSeconds: z.number(),
    responses: z.array(response).max(MAX_QUESTIONS).optional(),
  }),
  Navigated: z.looseObject({ from: index(), to: index() }),
  AnswerGiven: z.looseObject({ index: index(), response }),
  AnswerCleared: atQuestion,
  ReviewToggled: atQuestion,
  ImageUploaded: z.looseObject({ index: index(), fileName: z.string(), url: z.string() }),
  ImageRemoved: atQuestion,
  HelpUsed: atQuestion,
  SectionSwitchRequested: z.looseObject({ fromSection: count(), toSection: count(), toIndex: index() }),
  SectionSwitchCancelled: z.looseObject({ toSection: count() }),
  SectionEntered: z.looseObject({
    sectionIndex: count(), questionIndex: index(), deadline: time().nullable(), cause: z.enum(['confirmed', 'timer']),
  }),
  TimerExpired: z.looseObject({ scope: z.enum(['test', 'section']), deadline: time() }),
  Paused: z.looseObject({ remainingMs: z.number().nullable() }),
  Resumed: z.looseObject({ deadline: time().nullable() }),
  FullScreenExited: nothing,
  FullScreenEntered: nothing,
  SubjectivePartsMarked: z.looseObject({ index: index(), ticks: z.array(z.boolean()).max(1000) }),
  TestSubmitted: z.looseObject({ reason: z.enum(['manual', 'time_up', 'full_screen']) }),
  TestFinished: nothing,
};

/** Why the event's data does not fit its schema ('index must be ...'), or undefined when it fits. */
export function dataProblem(event: TestEvent): string | undefined {
  const result = EVENT_DATA[event.type].safeParse(event.data);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const path = ['data', ...issue.path.map(String)].join('.');
  return `${path} ${issue.message}`;
}

/** The question indices and section indices an event names (to be checked against the log's test). */
export function indicesOf(event: TestEvent): { questions: number[]; sections: number[] } {
  switch (event.type) {
    case 'Navigated': return { questions: [event.data.from, event.data.to], sections: [] };
    case 'AnswerGiven': case 'AnswerCleared': case 'ReviewToggled': case 'ImageUploaded': case 'ImageRemoved':
    case 'HelpUsed': case 'SubjectivePartsMarked':
      return { questions: [event.data.index], sections: [] };
    case 'SectionSwitchRequested': return { questions: [event.data.toIndex], sections: [event.data.fromSection, event.data.toSection] };
    case 'SectionSwitchCancelled': return { questions: [], sections: [event.data.toSection] };
    case 'SectionEntered': return { questions: [event.data.questionIndex], sections: [event.data.sectionIndex] };
    case 'TestLoaded': case 'TimerExpired': case 'Paused': case 'Resumed': case 'FullScreenExited': case 'FullScreenEntered':
    case 'TestSubmitted': case 'TestFinished':
      return { questions: [], sections: [] };
    default: {
      const never: never = event;
      return never;
    }
  }
}
