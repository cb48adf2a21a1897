// Every text of the guest test wizard (/guest-testbegin). The status names are the simulator's own
// (application/simulator/simulator-messages.ts STATUS_LABELS), so the legend here reads as it will in the test.
import type { QuestionStatus } from '../../../domain/test-engine/question-response';
import { TIME_UP } from '../../../domain/test-engine/rule-messages';

export const GUEST_TRIAL_LABELS = {
  title: 'Free Test',
  intro: 'A quick look at how the test works, then you are ready to go.',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  /** the accessible name of a dot */
  dot: (n: number, total: number, title: string) => `Step ${n} of ${total}: ${title}`,
  steps: 'Steps',
  back: 'Back',
  next: 'Next',
  start: 'Start Test',
  chooseCourse: 'Choose a course',

  welcome: {
    title: 'Welcome',
    lead: 'Try a real test from this course, free of charge.',
    points: [
      'It is a real, timed test, just like the exam you are preparing for.',
      'When you finish, verify your mobile number with a quick one-time code to see your results.',
      'There is nothing to install: it all runs here in your browser.',
    ],
    nextHint: 'Press Next to see how the test works.',
  },

  howTo: {
    title: 'How to navigate',
    time: {
      title: 'Time',
      text: `The timer at the top counts down the time you have left. When it reaches zero you will see ${TIME_UP}: your answers stay as they are, and Submit Now hands the test in.`,
    },
    answering: {
      title: 'Answering',
      text: 'Choose an option, or type your answer when a question asks for one. Clear removes your answer. Mark for Review flags a question so you can come back to it before you submit.',
    },
    navigation: {
      title: 'Navigation',
      text: 'Previous and Next move one question at a time. The question palette (Questions on a phone) takes you straight to any question. With a keyboard, ← or P goes back, → or N goes forward, and 1 to 9 choose an option.',
    },
    statuses: {
      title: 'Status colours',
      text: 'Each question in the palette shows its status with a colour, a shape and a small symbol:',
      legend: 'Question status colours',
    },
    scoring: {
      title: 'Scoring',
      text: 'The marks for a right answer, a wrong answer and an unanswered question are shown with the test. Watch out for negative marking: a wrong answer can take marks away, so a wild guess is not always worth it.',
    },
    warnings: {
      title: 'Warnings',
      points: [
        'On a larger screen the test opens in full screen. If you leave full screen, you will be asked to go back in or to submit the test.',
        'Leaving or reloading the page asks you to confirm first, so you do not lose your place by accident.',
        'Right-click, copying and developer shortcuts are switched off during the test.',
      ],
    },
  },

  ready: {
    title: 'Ready to start',
    text: 'Find a quiet spot and make sure you have time to finish in one go: the timer starts as soon as the test opens.',
    luck: 'Good luck!',
    noCourse: 'This link does not name a course, so the free test cannot start.',
    noCourseHint: 'Choose a course from the list and try its free test from there.',
  },
} as const;

/** What each status means, in the words of the wizard's legend. */
export const STATUS_MEANINGS: Record<QuestionStatus, string> = {
  not_visited: 'You have not opened this question yet.',
  visited: 'You are on this question and have not answered it yet.',
  not_attempted: 'You moved on without answering.',
  attempted: 'You have given an answer.',
  marked_for_review: 'You flagged it to come back to, with no answer yet.',
  answered_and_review: 'You answered it and flagged it to check again.',
  help: 'You used a help tool on this question (help tools are not part of the free test).',
};
