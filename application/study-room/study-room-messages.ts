// Every user-facing text of the study room (Study Material, Gap Fixer / Smart Learning, Adaptive Learning), defined
// once: the views and stores read them here. The spec's texts are copied exactly (spec 001 §2, §8); the
// instructions are our own words (the spec does not show its 19 points). The Validity Expired and Limit Exceeded
// modals are the shell's (ui/layout/shell-modals.tsx, spec 000 §8).
import type { ContentFilter } from '../../domain/study-room/content';

/** The 19 general instructions of a Competitive Session, in our own words (spec 001 §2). */
export const COMPETITIVE_INSTRUCTIONS: readonly string[] = [
  'A Competitive Session is timed: the clock starts when the first question appears and the session is submitted for you when it reaches zero.',
  'The time remaining is shown at the top of the screen throughout the session.',
  'Questions are drawn from the topic you chose, by the options you set: the number of questions, the time and the marks.',
  'Every correct answer earns the marks for a correct answer.',
  'A wrong answer costs the marks for an incorrect answer, so guess only when you can rule out some options.',
  'A question you do not attempt scores the marks for not attempted.',
  'Correct answers and explanations are not shown during the session; you see them in the analysis afterwards.',
  'Click an option to answer; click another option to change your answer.',
  'Use Clear Response to remove an answer you have given.',
  'Use Mark for Review to come back to a question later; a marked question that has an answer is still scored.',
  'Move with Save & Next and Previous, or jump to any question from the question palette.',
  'The palette colours tell you which questions are not visited, not answered, answered, marked for review, and answered and marked.',
  'The session opens in full screen; leaving full screen asks you to return or to submit.',
  'Do not reload the page or close the tab during the session; if it happens, your answers are kept on this device and the session resumes.',
  'Save & Continue Later keeps your progress so you can resume the session from Gap Fixer / Smart Learning.',
  'Starting a new session of the same topic ends a saved one.',
  'Submit when you are done; the session cannot be changed after it is submitted.',
  'After submitting you see your score, accuracy, time per question and every answer with its explanation.',
  'Your topic progress ring shows the percentage of your latest Competitive Session of each topic.',
];

/** How a Learning Session works, in our own words. */
export const LEARNING_INSTRUCTIONS: readonly string[] = [
  'A Learning Session is untimed: take as long as you need on each question.',
  'Questions come from the topic you chose, 20 at a time by default.',
  'Ask for help on any question when you are stuck; help you take is counted in your analysis.',
  'Mark questions for review and return to them from the question palette.',
  'When you submit, learning analytics shows your results with and without help, and your topic progress ring updates.',
];

/** The Adaptive Learning modal's instructions, in our own words. */
export const ADAPTIVE_INSTRUCTIONS: readonly string[] = [
  'An adaptive session asks one question at a time from the topic you chose.',
  'A correct answer makes the next question harder; a wrong or skipped one makes it easier.',
  'Each answer is saved as soon as you give it, so you can leave and resume the session later.',
  'The session ends after 10 questions, or earlier with Finish Test.',
];

/** How long the study room's toasts stay (spec 001 §9: 3000 ms by default, a warning 2000 ms). */
export const STUDY_ROOM_TOAST_MS = { standard: 3000, warning: 2000 } as const;

export const STUDY_ROOM_MESSAGES = {
  // shared
  selectYourTopic: 'Select Your Topic',
  searchTopics: 'Search topics',
  searchTopicsPlaceholder: 'Search topics...',
  noSuchData: 'No such data available',
  loadingTopics: 'Loading topics...',
  topics: 'Topics',
  subtopicsOf: (topic: string): string => `${topic} subtopics`,
  goBack: 'Go Back',
  cancel: 'Cancel',

  // study material
  studyMaterialHeading: 'Study Material',
  noTopicTree: 'No topic tree data available',
  noStudyMaterial: 'No study material available',
  noContentAvailable: 'No Content Available',
  noContentYet: 'No content are available right now. Please check back later or contact your instructor for updates!',
  chooseTopicFirst: 'Choose a topic to see its study material.',
  contentOf: (topic: string): string => `${topic} study material`,
  contentType: 'Content type',
  filterLabel: (filter: ContentFilter): string => filter,
  loadingContent: 'Loading study material...',
  openItem: (title: string): string => `Open ${title}`,
  itemsCount: (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`,
  contentPanel: 'Study material panel',
  sheetHandle: 'Resize the study material panel',
  sheetHint: 'Drag, or use the arrow keys, Home and End, to resize.',
  sheetHeights: { min: 'collapsed', mid: 'half open', max: 'full screen' } as const,

  // viewers
  closeViewer: 'Close',
  viewerOf: (title: string): string => `${title} viewer`,
  tableOfContents: 'Table of contents',
  scrollToTop: 'Scroll to top',
  loadingDocument: 'Loading document...',
  documentFailed: 'This document could not be opened. Please try again.',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number): string => `Page ${page} of ${pages}`,
  pageNumber: 'Page number',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: (percent: number): string => `${percent}%`,
  fitWidth: 'Fit to width',
  pageImage: (page: number, title: string): string => `Page ${page} of ${title}`,
  copyBlocked: 'Copying is disabled for study material.',
  openFailed: 'This item could not be opened. Please try again.',
  videoNotSupported: 'Your browser cannot play this video.',
  captionsLabel: 'English',
  documentToolbar: 'Document controls',
  textBody: (title: string): string => `${title} text`,
  subtopicOf: (topic: string): string => `Topic: ${topic}`,

  // Gap Fixer / Smart Learning
  smartLearningHeading: 'Gap Fixer / Smart Learning',
  noData: 'No data available',
  noDataYet: 'No data available yet. Please refresh page!',
  learningSession: 'Learning Session',
  competitiveSession: 'Competitive Session',
  sessionMode: 'Session type',
  examType: 'Exam Type',
  examTypeName: (examType: string): string => (examType ? examType[0]!.toUpperCase() + examType.slice(1) : examType),
  instructions: 'Instructions',
  options: 'Options',
  next: 'Next',
  topicProgress: 'Topic Progress',
  progressOf: (topic: string, percentage: number | null): string =>
    percentage === null ? `${topic}: no session yet` : `${topic}: ${percentage}% in the last session`,
  notAttempted: 'Not attempted yet',
  /** the accessible name of a topic's progress ring (inside the topic's button, after its name) */
  ringLabel: (percentage: number | null): string => (percentage === null ? 'Not attempted yet' : `${percentage}% in the last session`),
  chooseTopicForSession: 'Choose a topic to start a Learning or Competitive Session.',
  showAllInstructions: (n: number): string => `Show all ${n} instructions`,
  showFewerInstructions: 'Show fewer instructions',
  stepOf: (step: number, steps: number): string => `Step ${step} of ${steps}`,
  lastSessionScore: 'Score in your last session',
  startSessionTitle: (mode: string): string => `Start ${mode}`,
  continue: 'Continue',
  back: 'Back',
  startSession: 'Start Session',
  sessionSummary: (topic: string, mode: string): string => `${mode} on ${topic}`,
  totalQuestions: 'Total questions',
  totalTime: 'Total time (minutes)',
  marksCorrect: 'Marks for correct answer',
  marksIncorrect: 'Marks for incorrect answer',
  marksNotAttempted: 'Marks for not attempted',
  untimed: 'Untimed',
  unfinishedTitle: 'Unfinished session',
  unfinishedText: (name: string): string => `You have an unfinished session: ${name}. Resume it, or start a new one (the unfinished session ends).`,
  startNew: 'Start New',
  resume: 'Resume',

  // Adaptive Learning
  adaptiveHeading: 'Adaptive Learning',
  startLearning: 'Start Learning',
  adaptiveModalTitle: 'Adaptive Learning',
  startNow: 'Start Now',
  adaptiveFailed: 'Failed to start adaptive session',
  adaptiveIntro: (topic: string): string => `Practise ${topic} with questions that follow your level.`,
  chooseTopicToLearn: 'Choose a topic, then Start Learning.',
} as const;
