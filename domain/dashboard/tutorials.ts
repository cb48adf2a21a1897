// The tutorial videos of the dashboard's banner and the Tutorials modal (spec 000 §2.13, §2.17). The files are made
// by scripts/make-media.ts and served by the API with range requests (docs/api.md "Media").

export interface TutorialVideo {
  readonly id: string;
  readonly title: string;
  /** seconds */
  readonly duration: number;
}

export interface TutorialGroup {
  readonly id: string;
  readonly title: string;
  readonly videos: readonly TutorialVideo[];
}

/** The video file of a tutorial (WebM) and its caption track (WebVTT), under the API base. */
export const tutorialVideoPath = (id: string): string => `/media/videos/${id}.webm`;
export const tutorialCaptionsPath = (id: string): string => `/media/videos/${id}.vtt`;
export const tutorialPosterPath = (id: string): string => `/media/videos/${id}.jpg`;

const video = (id: string, title: string, duration: number): TutorialVideo => ({ id, title, duration });

// Every video once; the groups below refer to these. Durations are the files' (scripts/make-media.ts checks them).
const FINDING_MATERIAL = video('study-room-material', 'Finding your study material', 16);
const DAILY_ACTIVITY = video('study-room-activity', 'Your daily activity and Jump Back In', 16);
const SWITCHING_COURSES = video('study-room-courses', 'Switching between your courses', 14);
const TOPIC_TESTS = video('exam-room-topic-tests', 'Practising with topic tests', 15);
const MOCK_TEST = video('exam-room-mock-test', 'Taking a mock test in full screen', 17);
const SAVE_FOR_LATER = video('exam-room-save-later', 'Saving a test and continuing later', 15);
const CLASS_TESTS = video('exam-room-class-tests', 'Class tests set by your teacher', 14);
const TEST_ANALYTICS = video('analytics-reading', 'Reading your test analytics', 18);
const LEARNING_SESSIONS = video('smart-learning-sessions', 'Learning and competitive sessions', 16);
const ADAPTIVE_PRACTICE = video('smart-learning-adaptive', 'Adaptive practice at your level', 15);

const STUDY_ROOM = [FINDING_MATERIAL, DAILY_ACTIVITY, SWITCHING_COURSES] as const;
const EXAM_ROOM = [TOPIC_TESTS, MOCK_TEST, SAVE_FOR_LATER, CLASS_TESTS] as const;

/** The dashboard banner's three cards: Study Room (3 videos), Exam Room (4), Analytics (1). */
export const DASHBOARD_TUTORIALS: readonly TutorialGroup[] = [
  { id: 'study-room', title: 'Study Room', videos: STUDY_ROOM },
  { id: 'exam-room', title: 'Exam Room', videos: EXAM_ROOM },
  { id: 'analytics', title: 'Analytics', videos: [TEST_ANALYTICS] },
];

/** The Tutorials modal's accordion: My Study Room, Smart Learning, My Exam Room, Report & Analytics. */
export const TUTORIAL_CATEGORIES: readonly TutorialGroup[] = [
  { id: 'my-study-room', title: 'My Study Room', videos: STUDY_ROOM },
  { id: 'smart-learning', title: 'Smart Learning', videos: [LEARNING_SESSIONS, ADAPTIVE_PRACTICE] },
  { id: 'my-exam-room', title: 'My Exam Room', videos: EXAM_ROOM },
  { id: 'report-and-analytics', title: 'Report & Analytics', videos: [TEST_ANALYTICS, DAILY_ACTIVITY] },
];

/** The first-time welcome modal's video. */
export const WELCOME_VIDEO: TutorialVideo = video('welcome', 'Welcome to your study room', 18);

/** Every tutorial video once (the welcome video first), in the order of the banner, then the modal's extras. */
export const ALL_TUTORIAL_VIDEOS: readonly TutorialVideo[] = [WELCOME_VIDEO, ...[...DASHBOARD_TUTORIALS, ...TUTORIAL_CATEGORIES]
  .flatMap((g) => g.videos)
  .filter((v, i, all) => all.findIndex((w) => w.id === v.id) === i)];
