// Makes the committed media the API serves (server/routes/media-routes.ts; docs/api.md "Media" and "Study room"): the
// tutorial videos of domain/dashboard/tutorials.ts, a few study documents, and the study room's files of every leaf
// topic of the question bank (server/db/seed-study-content.ts names them and seeds the rows that point at them). Run
// once by a developer (`npm run media`) and commit the output; CI and the app never run it. Needs ffmpeg (with
// libvpx-vp9, libopus, drawtext; libflite for the spoken narration, else a soft tone per scene) and nothing from the
// network. The output is deterministic (bit-exact encodes), so files that did not change come out byte-identical.
//
//   server/media/videos/{id}.webm  VP9 + Opus, 480x270, 24 fps: a title card, then scenes drawn with drawbox/drawtext
//   server/media/videos/{id}.vtt   WebVTT captions: one cue per scene, the words the narration speaks
//   server/media/videos/{id}.jpg   the poster (the title card)
//   server/media/docs/*.pdf        study notes (A4 portrait) and slides (landscape), written by the small PDF writer below
//   server/media/study/{slug}-notes.pdf   per leaf topic: notes, A4 portrait, 2-3 pages (key ideas, formulas, a
//                                         reference table, 3 worked examples from the bank's problems, practice)
//   server/media/study/{slug}-slides.pdf  per leaf topic: the PPT item, 16:9 landscape slides (a cover and 5 slides)
//   server/media/study/{slug}-lesson.webm per leaf topic: a video lesson like the tutorials, 10 s in 3 scenes
//                                         (title, key formulas, a worked example), with {slug}-lesson.vtt and .jpg
//
// Checked: each tutorial and docs file stays under 300 KB, and each tutorial video's length equals its `duration` in
// tutorials.ts; each study file stays under 120 KB and all of them together under 3.5 MB, each notes PDF has 2-3
// pages, each lesson lasts 8-12 s, and the study PDFs' text is plain ASCII (nothing drawn as '?').
// Usage: node --import tsx scripts/make-media.ts [--out DIR] [--only ID,ID] [--no-video] [--no-docs] [--only-study] [--no-study]
//   --only        tutorial ids and/or topic slugs (e.g. kinematics,welcome) to make; the others are left as they are
//   --only-study  make the study files only (the tutorials and docs are left as they are); --no-study: none of them
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { ALL_TUTORIAL_VIDEOS } from '../domain/dashboard/tutorials';
import { generateBank } from '../server/db/question-bank';
import { studyFiles, studyTopicsOf, type StudyTopic } from '../server/db/seed-study-content';

export const MAX_FILE_BYTES = 300 * 1024;
/** Each study file (server/media/study) at most 120 KB, all of them together at most 3.5 MB. */
export const MAX_STUDY_FILE_BYTES = 120 * 1024;
export const MAX_STUDY_TOTAL_BYTES = 3.5 * 1024 * 1024;
/** A study lesson lasts 8 to 12 seconds. */
const STUDY_LESSON_SECONDS = [8, 12] as const;
const WIDTH = 480;
const HEIGHT = 270;
const FPS = 24;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const APP_NAME = 'Exam Prep';

// ---------------------------------------------------------------------------------------------------------
// The videos: scenes with what is drawn and what is said

/** What a scene shows besides its heading and lines. */
type Visual =
  | { kind: 'none' }
  | { kind: 'cards'; labels: string[] }
  | { kind: 'bars'; values: number[] }
  | { kind: 'heatmap' }
  | { kind: 'palette' }
  | { kind: 'timer'; text: string }
  | { kind: 'steps'; labels: string[] }
  | { kind: 'formulas'; lines: string[] }
  | { kind: 'answer'; text: string };

interface Scene {
  /** seconds */
  seconds: number;
  heading: string;
  lines?: string[];
  visual?: Visual;
  /** the narration, and the scene's caption */
  say: string;
  /** background, 0xRRGGBB */
  color?: string;
}

interface VideoSpec { id: string; group: string; scenes: Scene[] }

/** What the title card says: the video's title, the line above it, and its length in seconds. */
interface TitleCard { title: string; kicker: string; duration: number }

const title = (group: string, say: string, seconds = 3.5): Scene => ({ seconds, heading: '', say, color: '0x16324f', lines: [group] });

export const VIDEOS: VideoSpec[] = [
  { id: 'welcome', group: 'Welcome', scenes: [
    title('Welcome', 'Welcome to your study room.'),
    { seconds: 3.5, heading: 'Your courses', lines: ['Every course you joined', 'is one click away'], visual: { kind: 'cards', labels: ['JEE Main', 'CUET', 'Olympiad'] },
      say: 'Your courses are one click away.' },
    { seconds: 3.5, heading: 'Study and practise', lines: ['Study material, topic tests', 'and learning sessions'], visual: { kind: 'steps', labels: ['Read', 'Practise', 'Test'] },
      say: 'Read, practise, then test yourself.' },
    { seconds: 3.5, heading: 'Mock tests', lines: ['Full length exams', 'with a timer, in full screen'], visual: { kind: 'timer', text: '02:59:41' },
      say: 'Take full mock tests with a timer.' },
    { seconds: 4, heading: 'See your progress', lines: ['Reports and analytics', 'after every test'], visual: { kind: 'bars', values: [0.45, 0.55, 0.62, 0.74, 0.83] },
      say: 'Then watch your scores climb. Good luck!' },
  ] },
  { id: 'study-room-material', group: 'Study Room', scenes: [
    title('Study Room', 'Finding your study material.', 4),
    { seconds: 4, heading: 'Open Study Material', lines: ['Pick a subject, then a chapter', 'from the topic tree'], visual: { kind: 'steps', labels: ['Physics', 'Mechanics', 'Kinematics'] },
      say: 'Open study material and pick a chapter.' },
    { seconds: 4, heading: 'Notes and slides', lines: ['Read the notes in the browser', 'or download the PDF'], visual: { kind: 'cards', labels: ['Notes', 'Slides', 'Videos'] },
      say: 'Read notes and slides, or download them.' },
    { seconds: 4, heading: 'Then practise', lines: ['Each topic has its own', 'practice test'], visual: { kind: 'none' },
      say: 'Then practise the topic you just read.' },
  ] },
  { id: 'study-room-activity', group: 'Study Room', scenes: [
    title('Study Room', 'Your dashboard shows your activity.', 4),
    { seconds: 4, heading: 'Activity heatmap', lines: ['A square for every day:', 'darker means more questions'], visual: { kind: 'heatmap' },
      say: 'Darker squares mean more questions solved.' },
    { seconds: 4, heading: "The day's tests", lines: ['Click a day to see', 'the tests you took'], visual: { kind: 'cards', labels: ['Topic Test', 'Mock Test', 'Session'] },
      say: 'Click a day to see its tests.' },
    { seconds: 4, heading: 'Jump Back In', lines: ['A test you saved for later', 'is waiting on the dashboard'], visual: { kind: 'timer', text: 'Resume' },
      say: 'Jump back in to a saved test.' },
  ] },
  { id: 'study-room-courses', group: 'Study Room', scenes: [
    title('Study Room', 'Switching between your courses.'),
    { seconds: 3.5, heading: 'The course menu', lines: ['At the top of every page'], visual: { kind: 'cards', labels: ['JEE Main', 'NEET', 'CUET'] },
      say: 'Use the course menu at the top.' },
    { seconds: 3.5, heading: 'Everything follows', lines: ['Tests, reports and material', 'change with the course'], visual: { kind: 'none' },
      say: 'Tests and reports follow your course.' },
    { seconds: 3.5, heading: 'Renew or upgrade', lines: ['An expired pack shows', 'a Renew button'], visual: { kind: 'steps', labels: ['Expired', 'Renew', 'Active'] },
      say: 'Renew an expired course any time.' },
  ] },
  { id: 'exam-room-topic-tests', group: 'Exam Room', scenes: [
    title('Exam Room', 'Practising with topic tests.', 3.75),
    { seconds: 3.75, heading: 'Choose a topic', lines: ['Search the topic tree', 'or browse by chapter'], visual: { kind: 'steps', labels: ['Chemistry', 'Organic', 'Alkenes'] },
      say: 'Choose a topic from the tree.' },
    { seconds: 3.75, heading: 'Short and focused', lines: ['Five to ten questions,', 'ten to twenty minutes'], visual: { kind: 'palette' },
      say: 'Each test is short and focused.' },
    { seconds: 3.75, heading: 'Learn from mistakes', lines: ['Review every answer', 'with its worked solution'], visual: { kind: 'bars', values: [0.4, 0.7, 0.55, 0.9] },
      say: 'Review every answer afterwards.' },
  ] },
  { id: 'exam-room-mock-test', group: 'Exam Room', scenes: [
    title('Exam Room', 'Taking a mock test in full screen.', 3.4),
    { seconds: 3.4, heading: 'Read the instructions', lines: ['Sections, marks and', 'the time for each part'], visual: { kind: 'cards', labels: ['Physics', 'Chemistry', 'Maths'] },
      say: 'First, read the instructions.' },
    { seconds: 3.4, heading: 'Full screen, timed', lines: ['The timer counts down', 'in the corner'], visual: { kind: 'timer', text: '00:44:12' },
      say: 'The test runs full screen, with a timer.' },
    { seconds: 3.4, heading: 'The question palette', lines: ['Answered, not answered,', 'marked for review'], visual: { kind: 'palette' },
      say: 'The palette shows every question.' },
    { seconds: 3.4, heading: 'Submit', lines: ['Check the summary,', 'then submit the test'], visual: { kind: 'steps', labels: ['Summary', 'Submit', 'Analytics'] },
      say: 'Submit when you are done.' },
  ] },
  { id: 'exam-room-save-later', group: 'Exam Room', scenes: [
    title('Exam Room', 'Saving a test and continuing later.', 3.75),
    { seconds: 3.75, heading: 'Save & Continue Later', lines: ['In the submit dialog,', 'for topic and mock tests'], visual: { kind: 'steps', labels: ['Submit', 'Save', 'Later'] },
      say: 'Choose save and continue later.' },
    { seconds: 3.75, heading: 'Your answers are kept', lines: ['Answers, time left', 'and the current question'], visual: { kind: 'palette' },
      say: 'Your answers and time are kept.' },
    { seconds: 3.75, heading: 'Continue Test', lines: ['Start the test again', 'to pick up where you were'], visual: { kind: 'timer', text: 'Continue' },
      say: 'Continue the test when you are ready.' },
  ] },
  { id: 'exam-room-class-tests', group: 'Exam Room', scenes: [
    title('Exam Room', 'Class tests set by your teacher.'),
    { seconds: 3.5, heading: 'Scheduled for your class', lines: ['Date, time, subject', 'and total marks'], visual: { kind: 'cards', labels: ['Mechanics', 'Calculus', 'Optics'] },
      say: 'Your teacher schedules class tests.' },
    { seconds: 3.5, heading: 'One attempt', lines: ['Start it at its time:', 'a class test is taken once'], visual: { kind: 'timer', text: '10:00' },
      say: 'Each class test is taken once.' },
    { seconds: 3.5, heading: 'Written answers', lines: ['Your teacher marks', 'written answers later'], visual: { kind: 'steps', labels: ['Write', 'Submit', 'Marked'] },
      say: 'Written answers are marked later.' },
  ] },
  { id: 'analytics-reading', group: 'Analytics', scenes: [
    title('Analytics', 'Reading your test analytics.', 3.6),
    { seconds: 3.6, heading: 'Your score', lines: ['Marks, accuracy', 'and time taken'], visual: { kind: 'bars', values: [0.82, 0.64, 0.35] },
      say: 'See your marks and accuracy.' },
    { seconds: 3.6, heading: 'Rank and percentile', lines: ['Compared with everyone', 'who took the test'], visual: { kind: 'steps', labels: ['Rank 4', 'Top 10%', 'Topper'] },
      say: 'Compare your rank with others.' },
    { seconds: 3.6, heading: 'Sections and topics', lines: ['Find your strong', 'and weak topics'], visual: { kind: 'bars', values: [0.9, 0.5, 0.72, 0.3, 0.66] },
      say: 'Find your strong and weak topics.' },
    { seconds: 3.6, heading: 'Review answers', lines: ['Every question with', 'its worked solution'], visual: { kind: 'palette' },
      say: 'Then review each answer.' },
  ] },
  { id: 'smart-learning-sessions', group: 'Smart Learning', scenes: [
    title('Smart Learning', 'Learning and competitive sessions.', 4),
    { seconds: 4, heading: 'Learning session', lines: ['No timer, help on hand,', 'solutions as you go'], visual: { kind: 'steps', labels: ['Try', 'Hint', 'Learn'] },
      say: 'Learning sessions have no timer.' },
    { seconds: 4, heading: 'Competitive session', lines: ['Timed, marked,', 'like the real exam'], visual: { kind: 'timer', text: '00:19:30' },
      say: 'Competitive sessions are timed.' },
    { seconds: 4, heading: 'Your own test', lines: ['Choose topics, question types', 'and the number of questions'], visual: { kind: 'cards', labels: ['Topic', 'Types', 'Count'] },
      say: 'You choose the topic and length.' },
  ] },
  { id: 'smart-learning-adaptive', group: 'Smart Learning', scenes: [
    title('Smart Learning', 'Adaptive practice at your level.', 3.75),
    { seconds: 3.75, heading: 'It follows you', lines: ['Right answers bring', 'harder questions'], visual: { kind: 'bars', values: [0.3, 0.45, 0.6, 0.8] },
      say: 'Right answers bring harder questions.' },
    { seconds: 3.75, heading: 'And helps you', lines: ['Wrong answers bring', 'easier ones'], visual: { kind: 'bars', values: [0.8, 0.6, 0.45, 0.5] },
      say: 'Wrong answers bring easier ones.' },
    { seconds: 3.75, heading: 'Your level', lines: ['See the level you reached', 'in the report'], visual: { kind: 'steps', labels: ['Level 1', 'Level 2', 'Level 3'] },
      say: 'Your level shows in the report.' },
  ] },
];

// ---------------------------------------------------------------------------------------------------------
// ffmpeg

const run = (cmd: string, args: string[]): string => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}\n${r.stderr}`);
  return r.stdout;
};

const hasFilter = (name: string): boolean => {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-filters'], { encoding: 'utf8' });
  return r.status === 0 && new RegExp(`\\s${name}\\s`).test(r.stdout);
};

const probeDuration = (file: string): number =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).trim());

/** drawtext of a text file (no escaping of the text needed), at x/y (ffmpeg expressions). */
const text = (file: string, opts: { x: string; y: string; size: number; color?: string; bold?: boolean; box?: string }): string =>
  [`drawtext=fontfile=${opts.bold ? FONT_BOLD : FONT}`, `textfile=${file}`, `x=${opts.x}`, `y=${opts.y}`, `fontsize=${opts.size}`,
    `fontcolor=${opts.color ?? 'white'}`, ...(opts.box ? [`box=1`, `boxcolor=${opts.box}`, 'boxborderw=6'] : [])].join(':');

const box = (x: number, y: number, w: number, h: number, color: string, t: number | 'fill' = 'fill'): string =>
  `drawbox=x=${Math.round(x)}:y=${Math.round(y)}:w=${Math.round(w)}:h=${Math.round(h)}:color=${color}:t=${t}`;

/** Splits a title into lines of at most `max` characters. */
const wrap = (s: string, max: number): string[] => {
  const lines: string[] = [];
  for (const word of s.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

/** The filters that draw one scene on its background. */
function sceneFilters(scene: Scene, index: number, video: TitleCard, spec: VideoSpec, textFile: (s: string) => string): string[] {
  const f: string[] = [];
  if (index === 0) {
    // the title card: app name, group, the tutorial's title, a progress rule
    f.push(box(0, 0, WIDTH, 6, '0xf5a623'));
    f.push(text(textFile(APP_NAME.toUpperCase()), { x: '28', y: '30', size: 15, color: '0x9fc3e6', bold: true }));
    f.push(text(textFile(video.kicker), { x: '28', y: '52', size: 15, color: '0xcfe0f1' }));
    const lines = wrap(video.title, 22);
    const top = 135 - (lines.length * 36) / 2;
    lines.forEach((line, i) => f.push(text(textFile(line), { x: '28', y: String(Math.round(top + i * 36)), size: 30, bold: true })));
    f.push(box(28, 222, 120, 4, '0xf5a623'));
    f.push(text(textFile(`${Math.round(video.duration)} seconds`), { x: '28', y: '234', size: 13, color: '0x9fc3e6' }));
    return f;
  }
  // an app screen: top bar with the group, the heading, lines, then the visual on the right
  f.push(box(0, 0, WIDTH, 30, '0x0f2740'));
  f.push(text(textFile(`${APP_NAME}  |  ${spec.group}`), { x: '14', y: '8', size: 13, color: '0xcfe0f1', bold: true }));
  f.push(text(textFile(`${index}/${spec.scenes.length - 1}`), { x: 'w-tw-14', y: '8', size: 13, color: '0x9fc3e6' }));
  f.push(text(textFile(scene.heading), { x: '22', y: '48', size: 22, color: '0x0f2740', bold: true }));
  f.push(box(22, 78, 60, 3, '0xf5a623'));
  (scene.lines ?? []).forEach((line, i) => f.push(text(textFile(line), { x: '22', y: String(94 + i * 22), size: 14, color: '0x33475b' })));
  const v = scene.visual ?? { kind: 'none' };
  const area = { x: 22, y: 150, w: WIDTH - 44, h: 100 };
  switch (v.kind) {
    case 'cards': {
      const w = (area.w - 20 * (v.labels.length - 1)) / v.labels.length;
      v.labels.forEach((label, i) => {
        const x = area.x + i * (w + 20);
        f.push(box(x, area.y, w, area.h, '0xffffff'), box(x, area.y, w, area.h, '0xc9d6e3', 2), box(x, area.y, w, 8, i === 0 ? '0xf5a623' : '0x2f6fab'));
        f.push(text(textFile(label), { x: String(Math.round(x + 12)), y: String(area.y + 24), size: 15, color: '0x0f2740', bold: true }));
        f.push(box(x + 12, area.y + 52, w - 24, 6, '0xe3ebf3'), box(x + 12, area.y + 66, (w - 24) * 0.6, 6, '0xe3ebf3'));
      });
      break;
    }
    case 'bars': {
      const w = Math.min(48, (area.w - 10 * v.values.length) / v.values.length);
      f.push(box(area.x, area.y + area.h, area.w, 2, '0x7d8fa1'));
      v.values.forEach((value, i) => {
        const h = Math.max(6, value * (area.h - 6));
        f.push(box(area.x + 20 + i * (w + 18), area.y + area.h - h, w, h, value >= 0.6 ? '0x2e9e6b' : value >= 0.45 ? '0xf5a623' : '0xd9534f'));
      });
      break;
    }
    case 'heatmap': {
      const levels = ['0xebedf0', '0xc6e48b', '0x7bc96f', '0x49af5d', '0x2e8840', '0x196127'];
      for (let week = 0; week < 26; week++) {
        for (let day = 0; day < 7; day++) {
          const level = (week * 7 + day * 3 + (week % 5) * 2) % 11 < 5 ? 0 : ((week + day * 2) % 5) + 1;
          f.push(box(area.x + week * 16, area.y - 4 + day * 15, 13, 12, levels[Math.min(5, week > 20 ? level + 1 : level)]));
        }
      }
      break;
    }
    case 'palette': {
      const colors = ['0x2e9e6b', '0x2e9e6b', '0xd9534f', '0x7b5cc4', '0x2e9e6b', '0xc9d6e3', '0x2e9e6b', '0xd9534f', '0xc9d6e3', '0x7b5cc4'];
      colors.forEach((c, i) => {
        const x = area.x + (i % 5) * 44;
        const y = area.y + Math.floor(i / 5) * 44;
        f.push(box(x, y, 34, 34, c));
        f.push(text(textFile(String(i + 1)), { x: String(x + (i + 1 >= 10 ? 6 : 11)), y: String(y + 9), size: 14, color: 'white', bold: true }));
      });
      f.push(text(textFile('Answered'), { x: '270', y: String(area.y + 4), size: 13, color: '0x2e9e6b', bold: true }));
      f.push(text(textFile('Not answered'), { x: '270', y: String(area.y + 28), size: 13, color: '0xd9534f', bold: true }));
      f.push(text(textFile('Marked for review'), { x: '270', y: String(area.y + 52), size: 13, color: '0x7b5cc4', bold: true }));
      break;
    }
    case 'timer': {
      f.push(box(area.x + area.w - 190, area.y + 10, 190, 64, '0x0f2740'));
      f.push(text(textFile(v.text), { x: String(area.x + area.w - 178), y: String(area.y + 28), size: 28, color: '0xf5a623', bold: true }));
      f.push(box(area.x, area.y + 30, 220, 10, '0xe3ebf3'), box(area.x, area.y + 30, 150, 10, '0x2f6fab'));
      break;
    }
    case 'steps': {
      const w = (area.w - 30 * (v.labels.length - 1)) / v.labels.length;
      v.labels.forEach((label, i) => {
        const x = area.x + i * (w + 30);
        f.push(box(x, area.y + 20, w, 46, i === v.labels.length - 1 ? '0x2e9e6b' : '0x2f6fab'));
        f.push(text(textFile(label), { x: String(Math.round(x + 12)), y: String(area.y + 35), size: 15, color: 'white', bold: true }));
        if (i < v.labels.length - 1) f.push(text(textFile('>'), { x: String(Math.round(x + w + 9)), y: String(area.y + 31), size: 20, color: '0x7d8fa1', bold: true }));
      });
      break;
    }
    case 'formulas': {
      // a card of formulas under the heading, one a line
      const longest = Math.max(...v.lines.map((l) => l.length));
      if (longest > 48) throw new Error(`the formula '${v.lines.find((l) => l.length === longest)}' is too long for a video`);
      const size = longest <= 28 ? 20 : longest <= 36 ? 16 : 13;
      const step = size + 12;
      const top = 96;
      f.push(box(area.x, top, area.w, v.lines.length * step + 22, '0xffffff'), box(area.x, top, area.w, v.lines.length * step + 22, '0xc9d6e3', 2),
        box(area.x, top, 6, v.lines.length * step + 22, '0x2f6fab'));
      v.lines.forEach((line, i) => f.push(text(textFile(line), { x: String(area.x + 22), y: String(top + 14 + i * step), size, color: '0x0f2740', bold: true })));
      break;
    }
    case 'answer':
      f.push(box(area.x, 196, area.w, 44, '0x2e9e6b'));
      f.push(text(textFile(v.text), { x: String(area.x + 16), y: '208', size: 18, color: 'white', bold: true }));
      break;
    case 'none':
      f.push(box(area.x, area.y, area.w, 70, '0xffffff'), box(area.x, area.y, area.w, 70, '0xc9d6e3', 2));
      f.push(box(area.x + 14, area.y + 16, area.w * 0.55, 8, '0xe3ebf3'), box(area.x + 14, area.y + 32, area.w * 0.7, 8, '0xe3ebf3'),
        box(area.x + 14, area.y + 48, area.w * 0.4, 8, '0xe3ebf3'));
      break;
  }
  return f;
}

/** hh:mm:ss.mmm for WebVTT. */
const vttTime = (s: number): string => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
};

export const captionsOf = (spec: VideoSpec): string => {
  let at = 0;
  const cues = spec.scenes.map((scene, i) => {
    const cue = `${i + 1}\n${vttTime(at + 0.1)} --> ${vttTime(at + scene.seconds - 0.1)}\n${scene.say}\n`;
    at += scene.seconds;
    return cue;
  });
  return `WEBVTT - ${spec.id}\n\n${cues.join('\n')}`;
};

/** How a video is encoded: the first CRF and audio rate, then higher CRFs at `lowAudioKbps` until it is `margin` under `maxBytes`. */
interface Encoding { crf: number; audioKbps: number; lowAudioKbps: number; maxBytes: number; margin: number }
const TUTORIAL_ENCODING: Encoding = { crf: 38, audioKbps: 24, lowAudioKbps: 16, maxBytes: MAX_FILE_BYTES, margin: 20 * 1024 };
const STUDY_ENCODING: Encoding = { crf: 40, audioKbps: 16, lowAudioKbps: 12, maxBytes: MAX_STUDY_FILE_BYTES, margin: 24 * 1024 };

function makeVideo(spec: VideoSpec, video: TitleCard, outDir: string, work: string, speech: boolean, encoding: Encoding = TUTORIAL_ENCODING): void {
  const total = spec.scenes.reduce((s, x) => s + x.seconds, 0);
  if (Math.round(total) !== video.duration) throw new Error(`${spec.id}: the scenes last ${total} s, the title card says ${video.duration} s`);
  let n = 0;
  const textFile = (s: string): string => {
    const file = join(work, `${spec.id}-t${n++}.txt`);
    writeFileSync(file, s);
    return file;
  };
  // the narration of each scene, measured, then fitted into the scene (sped up a little when it is too long)
  const voices: string[] = spec.scenes.map((scene, i) => {
    const wav = join(work, `${spec.id}-a${i}.wav`);
    if (speech) {
      run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `flite=textfile=${textFile(scene.say)}:voice=slt`, wav]);
    } else {
      // a soft two-note chime at the start of the scene
      run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=${523 + 66 * i}:d=0.35,afade=t=out:st=0.1:d=0.25,volume=0.25`, wav]);
    }
    return wav;
  });
  const inputs: string[] = [];
  const graph: string[] = [];
  spec.scenes.forEach((scene, i) => {
    const bg = scene.color ?? '0xf4f7fa';
    inputs.push('-f', 'lavfi', '-i', `color=c=${bg}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${scene.seconds}`);
  });
  voices.forEach((wav) => inputs.push('-i', wav));
  spec.scenes.forEach((scene, i) => {
    const filters = sceneFilters(scene, i, video, spec, textFile);
    filters.push(`fade=t=in:st=0:d=0.25`, `fade=t=out:st=${(scene.seconds - 0.25).toFixed(2)}:d=0.25`, 'format=yuv420p');
    graph.push(`[${i}:v]${filters.join(',')}[v${i}]`);
    const spoken = probeDuration(voices[i]);
    const room = scene.seconds - 0.45;
    const tempo = spoken > room ? Math.min(2, spoken / room) : 1;
    graph.push(`[${spec.scenes.length + i}:a]aresample=48000,${tempo > 1 ? `atempo=${tempo.toFixed(3)},` : ''}adelay=200:all=1,apad=whole_dur=${scene.seconds},atrim=0:${scene.seconds},asetpts=N/SR/TB[a${i}]`);
  });
  graph.push(`${spec.scenes.map((_, i) => `[v${i}][a${i}]`).join('')}concat=n=${spec.scenes.length}:v=1:a=1[v][a]`);
  const webm = join(outDir, `${spec.id}.webm`);
  const encode = (crf: number, audioKbps: number) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', graph.join(';'), '-map', '[v]', '-map', '[a]',
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-g', String(FPS * 2),
    '-c:a', 'libopus', '-b:a', `${audioKbps}k`, '-ac', '1',
    '-metadata', `title=${video.title}`, '-cues_to_front', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', webm]);
  let crf = encoding.crf;
  encode(crf, encoding.audioKbps);
  while (statSync(webm).size > encoding.maxBytes - encoding.margin && crf < 60) {
    crf += 6;
    encode(crf, encoding.lowAudioKbps);
  }
  const seconds = probeDuration(webm);
  if (Math.round(seconds) !== video.duration) throw new Error(`${spec.id}.webm lasts ${seconds} s, the title card says ${video.duration} s`);
  writeFileSync(join(outDir, `${spec.id}.vtt`), captionsOf(spec));
  // the poster: the title card once it has faded in
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '1', '-i', webm, '-frames:v', '1', '-q:v', '5', '-update', '1',
    join(outDir, `${spec.id}.jpg`)]);
}

// ---------------------------------------------------------------------------------------------------------
// A small PDF writer: pages of text in the standard fonts (no embedding), simple shapes, Flate streams

/** Helvetica advance widths (1/1000 em) of the printable ASCII characters 32..126 (the AFM's). */
const HELVETICA = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667,
  778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
const widthOf = (s: string, size: number, bold = false): number =>
  [...s].reduce((w, ch) => w + (HELVETICA[ch.charCodeAt(0) - 32] ?? 556), 0) * size / 1000 * (bold ? 1.06 : 1);

const pdfString = (s: string): string => `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')})`;

type Font = 'F1' | 'F2' | 'F3';
type Rgb = [number, number, number];
const rgb = (hex: number): Rgb => [(hex >> 16 & 255) / 255, (hex >> 8 & 255) / 255, (hex & 255) / 255];
const c3 = ([r, g, b]: Rgb) => `${r.toFixed(3)} ${g.toFixed(3)} ${b.toFixed(3)}`;

class Page {
  readonly ops: string[] = [];
  constructor(readonly width: number, readonly height: number) {}
  text(x: number, y: number, s: string, size: number, font: Font = 'F1', color: Rgb = [0.1, 0.1, 0.12]): this {
    this.ops.push(`BT /${font} ${size} Tf ${c3(color)} rg ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(s)} Tj ET`);
    return this;
  }
  rect(x: number, y: number, w: number, h: number, color: Rgb): this {
    this.ops.push(`${c3(color)} rg ${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)} re f`);
    return this;
  }
  line(points: [number, number][], color: Rgb, width = 1, close = false): this {
    const [first, ...rest] = points;
    this.ops.push(`${c3(color)} RG ${width} w ${first[0].toFixed(1)} ${first[1].toFixed(1)} m ${rest.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)} l`).join(' ')} ${close ? 'h ' : ''}S`);
    return this;
  }
}

/** Writes the pages as a PDF 1.4 file (Helvetica, Helvetica-Bold, Helvetica-Oblique: standard fonts, WinAnsi). */
function pdfBytes(pages: Page[], info: { title: string; subject: string }): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const fonts = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'].map((name) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`));
  const kids: number[] = [];
  for (const page of pages) {
    const content = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'), { level: 9 });
    const stream = add(Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]));
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents ${stream} 0 R `
      + `/Resources << /Font << /F1 ${fonts[0]} 0 R /F2 ${fonts[1]} 0 R /F3 ${fonts[2]} 0 R >> >> >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoObj = add(`<< /Title ${pdfString(info.title)} /Subject ${pdfString(info.subject)} /Author (Exam Prep study notes) /Creator (scripts/make-media.ts) >>`);
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(bytes);
    offset += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

/** Words of `s` in lines no wider than `width` points. */
const wrapPoints = (s: string, size: number, width: number, bold = false): string[] => {
  const lines: string[] = [];
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && widthOf(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

type Block =
  | { h: string }
  | { p: string }
  | { bullets: string[] }
  | { formula: string }
  | { note: string }
  | { table: { head: readonly string[]; rows: readonly (readonly string[])[] } };

interface NotesDoc { file: string; title: string; subtitle: string; blocks: Block[] }

const INK: Rgb = rgb(0x1b2430);
const ACCENT: Rgb = rgb(0x2f6fab);
const MUTED: Rgb = rgb(0x5b6b7b);
const PALE: Rgb = rgb(0xeef3f8);

/** A4 portrait notes: a title block on the first page, headings, paragraphs, bullets, boxed formulas, page footers. */
function notesPdf(doc: NotesDoc): Buffer {
  const W = 595;
  const H = 842;
  const M = 64;
  const pages: Page[] = [];
  let page = new Page(W, H);
  let y = H - M;
  const newPage = () => {
    pages.push(page);
    page = new Page(W, H);
    y = H - M;
  };
  const need = (h: number) => { if (y - h < M + 30) newPage(); };
  page.rect(0, H - 150, W, 150, PALE).rect(0, H - 150, 8, 150, ACCENT);
  page.text(M, H - 70, doc.title, 24, 'F2', INK).text(M, H - 96, doc.subtitle, 12, 'F3', MUTED);
  page.text(M, H - 124, 'Exam Prep study notes', 9, 'F1', MUTED);
  y = H - 190;
  for (const b of doc.blocks) {
    if ('h' in b) {
      need(60);
      y -= 8;
      page.text(M, y, b.h, 15, 'F2', ACCENT);
      y -= 8;
      page.line([[M, y], [M + 60, y]], rgb(0xf5a623), 2);
      y -= 18;
    } else if ('p' in b) {
      for (const line of wrapPoints(b.p, 11, W - 2 * M)) {
        need(16);
        page.text(M, y, line, 11, 'F1', INK);
        y -= 15.5;
      }
      y -= 7;
    } else if ('bullets' in b) {
      for (const item of b.bullets) {
        const lines = wrapPoints(item, 11, W - 2 * M - 16);
        need(lines.length * 15.5);
        page.rect(M + 2, y + 3, 4, 4, ACCENT);
        lines.forEach((line) => { page.text(M + 16, y, line, 11, 'F1', INK); y -= 15.5; });
      }
      y -= 7;
    } else if ('formula' in b) {
      need(40);
      page.rect(M, y - 12, W - 2 * M, 30, PALE).rect(M, y - 12, 3, 30, ACCENT);
      page.text(M + 16, y, b.formula, 12, 'F2', INK);
      y -= 42;
    } else if ('table' in b) {
      // a ruled table, the head on a pale band; cells wrap within equal columns
      const colW = (W - 2 * M) / b.table.head.length;
      const row = (cells: readonly string[], head: boolean) => {
        const wrapped = cells.map((c) => wrapPoints(c, 10, colW - 12, head));
        const h = Math.max(...wrapped.map((l) => l.length)) * 13 + 8;
        need(h + 4);
        const top = y + 12;
        if (head) page.rect(M, top - h, W - 2 * M, h, PALE);
        wrapped.forEach((lines, i) => lines.forEach((line, k) => page.text(M + 6 + i * colW, y - k * 13, line, 10, head ? 'F2' : 'F1', INK)));
        page.line([[M, top - h], [W - M, top - h]], rgb(0xc9d6e3), 0.6);
        y = top - h - 12;
      };
      row(b.table.head, true);
      for (const r of b.table.rows) row(r, false);
      y -= 9;
    } else {
      const lines = wrapPoints(b.note, 10, W - 2 * M - 24);
      need(lines.length * 14 + 20);
      page.rect(M, y - lines.length * 14 + 4, W - 2 * M, lines.length * 14 + 14, rgb(0xfff6e5));
      lines.forEach((line) => { page.text(M + 12, y, line, 10, 'F3', rgb(0x7a5200)); y -= 14; });
      y -= 18;
    }
  }
  pages.push(page);
  pages.forEach((p, i) => {
    p.line([[M, 50], [W - M, 50]], rgb(0xc9d6e3), 0.6);
    p.text(M, 36, doc.title, 8, 'F1', MUTED);
    const label = `Page ${i + 1} of ${pages.length}`;
    p.text(W - M - widthOf(label, 8), 36, label, 8, 'F1', MUTED);
  });
  return pdfBytes(pages, { title: doc.title, subject: doc.subtitle });
}

interface Slide {
  title: string;
  bullets: string[];
  drawing?: 'ethene' | 'benzene' | 'chain' | 'none';
  /** bullets across the whole slide (no drawing or box on the right) */
  wide?: boolean;
  /** a pale box on the right with a caption and short lines in bold */
  box?: { caption: string; lines: string[]; size?: number };
}

/**
 * Landscape slides (16:9, 960 x 540 pt): a title slide, then one slide per topic with bullets and a structure or
 * a box. Throws when a slide's bullets run off it.
 */
function slidesPdf(file: { title: string; subtitle: string; slides: Slide[]; label?: string }): Buffer {
  const W = 960;
  const H = 540;
  const pages: Page[] = [];
  const cover = new Page(W, H);
  cover.rect(0, 0, W, H, rgb(0x16324f)).rect(0, 250, W, 4, rgb(0xf5a623));
  cover.text(70, 300, file.title, 40, 'F2', [1, 1, 1]).text(70, 200, file.subtitle, 20, 'F3', rgb(0xcfe0f1));
  cover.text(70, 70, file.label ?? 'Exam Prep  |  Chemistry slides', 12, 'F1', rgb(0x9fc3e6));
  pages.push(cover);
  file.slides.forEach((s, i) => {
    const p = new Page(W, H);
    p.rect(0, H - 80, W, 80, rgb(0x16324f)).rect(0, H - 84, W, 4, rgb(0xf5a623));
    p.text(50, H - 52, s.title, 26, 'F2', [1, 1, 1]);
    let y = H - 140;
    for (const b of s.bullets) {
      const lines = wrapPoints(b, 18, s.wide ? 840 : 500);
      p.rect(52, y + 5, 7, 7, ACCENT);
      lines.forEach((line) => { p.text(72, y, line, 18, 'F1', INK); y -= 26; });
      y -= 12;
    }
    if (y < 40) throw new Error(`slide '${s.title}' of ${file.title}: the bullets run off the slide`);
    if (s.box) {
      const size = s.box.size ?? 18;
      p.rect(630, 110, 300, 300, PALE).rect(630, 406, 300, 4, ACCENT);
      p.text(650, 378, s.box.caption, 14, 'F3', MUTED);
      let by = 340;
      for (const item of s.box.lines) {
        for (const line of wrapPoints(item, size, 260, true)) {
          if (by < 125) throw new Error(`slide '${s.title}' of ${file.title}: the box overflows`);
          p.text(650, by, line, size, 'F2', INK);
          by -= size + 6;
        }
        by -= 6;
      }
    }
    const cx = 780;
    const cy = 260;
    const ink = rgb(0x1b2430);
    if (s.drawing === 'benzene' || s.drawing === 'ethene' || s.drawing === 'chain') {
      p.rect(630, 110, 300, 300, PALE);
    }
    if (s.drawing === 'benzene') {
      const r = 80;
      const pts = Array.from({ length: 6 }, (_, k): [number, number] => [cx + r * Math.cos(Math.PI / 6 + (k * Math.PI) / 3), cy + r * Math.sin(Math.PI / 6 + (k * Math.PI) / 3)]);
      p.line(pts, ink, 2.5, true);
      for (const k of [0, 2, 4]) {
        const [a, b] = [pts[k], pts[(k + 1) % 6]];
        const inset = (q: [number, number]): [number, number] => [cx + (q[0] - cx) * 0.8, cy + (q[1] - cy) * 0.8];
        p.line([inset(a), inset(b)], ink, 2.5);
      }
      p.text(cx - 30, 130, 'benzene, C6H6', 14, 'F3', MUTED);
    } else if (s.drawing === 'ethene') {
      p.line([[cx - 50, cy + 4], [cx + 50, cy + 4]], ink, 2.5).line([[cx - 50, cy - 4], [cx + 50, cy - 4]], ink, 2.5);
      for (const [x, dx] of [[cx - 50, -1], [cx + 50, 1]] as const) {
        p.line([[x, cy], [x + dx * 45, cy + 55]], ink, 2.5).line([[x, cy], [x + dx * 45, cy - 55]], ink, 2.5);
        p.text(x + dx * 55 - 5, cy + 60, 'H', 16, 'F2', ink).text(x + dx * 55 - 5, cy - 72, 'H', 16, 'F2', ink);
      }
      p.text(cx - 56, cy + 12, 'C', 16, 'F2', ink).text(cx + 45, cy + 12, 'C', 16, 'F2', ink);
      p.text(cx - 40, 130, 'ethene, C2H4', 14, 'F3', MUTED);
    } else if (s.drawing === 'chain') {
      const pts = Array.from({ length: 6 }, (_, k): [number, number] => [cx - 110 + k * 44, cy + (k % 2 === 0 ? -25 : 25)]);
      p.line(pts, ink, 2.5);
      p.text(cx - 60, 130, 'hexane (skeletal)', 14, 'F3', MUTED);
    }
    p.text(50, 24, `${file.title}  |  ${i + 2}`, 11, 'F1', MUTED);
    pages.push(p);
  });
  return pdfBytes(pages, { title: file.title, subject: file.subtitle });
}

export const DOCS = {
  'kinematics-notes.pdf': () => notesPdf({
    file: 'kinematics-notes.pdf', title: 'Kinematics', subtitle: 'Motion in one and two dimensions: notes for JEE Main', blocks: [
      { h: '1. Describing motion' },
      { p: 'Kinematics describes how a body moves without asking why it moves. We choose a reference point and an axis, then follow the position x of the body as time t passes. Displacement is the change of position and has a direction; distance is the length of the path and never decreases.' },
      { bullets: ['Displacement: s = x(final) - x(initial), a vector.', 'Average velocity: displacement divided by the time taken.', 'Instantaneous velocity: the slope of the position-time graph at a moment, v = dx/dt.', 'Acceleration: the rate of change of velocity, a = dv/dt.'] },
      { h: '2. Uniformly accelerated motion' },
      { p: 'When the acceleration stays the same, three equations connect the initial velocity u, the final velocity v, the acceleration a, the time t and the displacement s. Choose the one that leaves out the quantity you neither know nor need.' },
      { formula: 'v = u + at' },
      { formula: 's = ut + (1/2) a t^2' },
      { formula: 'v^2 = u^2 + 2as' },
      { note: 'Exam tip: write down the known quantities with signs first. Taking upward as positive, the acceleration due to gravity is a = -g = -9.8 m/s^2.' },
      { p: 'Worked example: a car starts from rest and accelerates at 4 m/s^2 for 5 s. With u = 0, s = (1/2)(4)(5^2) = 50 m, and its speed is v = 0 + 4 x 5 = 20 m/s.' },
      { h: '3. Graphs of motion' },
      { bullets: ['Position-time graph: its slope is the velocity.', 'Velocity-time graph: its slope is the acceleration and the area under it is the displacement.', 'Acceleration-time graph: the area under it is the change of velocity.'] },
      { p: 'For uniformly accelerated motion the velocity-time graph is a straight line. The area of the trapezium under it gives s = (u + v) t / 2, which is the second equation in disguise.' },
      { h: '4. Free fall and vertical throws' },
      { p: 'Near the surface of the Earth every body falls with the same acceleration g when air resistance is negligible. A ball thrown up with speed u rises for u/g seconds to a height of u^2/(2g), then takes the same time to come back.' },
      { formula: 'h(max) = u^2 / (2g),   t(flight) = 2u / g' },
      { note: 'Common mistake: at the highest point the velocity is zero but the acceleration is still g, downwards.' },
      { h: '5. Projectile motion' },
      { p: 'A projectile moves with constant velocity horizontally and with constant acceleration g vertically. Resolve the launch velocity u at angle theta into u cos(theta) and u sin(theta) and treat the two directions separately; they share only the time.' },
      { formula: 'R = u^2 sin(2 theta) / g,   H = u^2 sin^2(theta) / (2g)' },
      { bullets: ['The range is greatest at theta = 45 degrees.', 'Angles theta and 90 - theta give the same range.', 'The path is a parabola: y = x tan(theta) - g x^2 / (2 u^2 cos^2(theta)).'] },
      { h: '6. Relative velocity' },
      { p: 'The velocity of A as seen from B is v(AB) = v(A) - v(B). Two trains moving towards each other at 20 m/s and 25 m/s approach each other at 45 m/s; moving the same way, the faster one gains at 5 m/s.' },
      { h: '7. Uniform circular motion' },
      { p: 'A body moving on a circle at constant speed still accelerates, because the direction of its velocity keeps changing. The acceleration points to the centre of the circle (centripetal acceleration) and a net force of m v^2 / r must act towards the centre to keep the body on its path.' },
      { formula: 'a(c) = v^2 / r = omega^2 r,   v = omega r,   T = 2 pi r / v' },
      { bullets: ['Angular speed omega is measured in rad/s; one revolution is 2 pi radians.', 'The frequency f = 1/T counts revolutions per second.', 'On a banked road the normal force supplies part of the centripetal force.'] },
      { note: 'Check the units: with v in m/s and r in m, v^2/r comes out in m/s^2. Convert km/h to m/s by dividing by 3.6.' },
      { h: 'Summary' },
      { bullets: ['Motion is described by position, velocity and acceleration, each relative to a chosen frame.', 'With constant acceleration use the three equations of motion; check signs against your chosen positive direction.', 'Slopes and areas of motion graphs give velocity, acceleration and displacement.', 'Projectiles: horizontal and vertical motions are independent and share only the time of flight.', 'Circular motion at constant speed has an acceleration v^2/r towards the centre.'] },
      { h: 'Practice questions' },
      { bullets: ['A stone is dropped from a 45 m tower. How long does it take to reach the ground? (g = 10 m/s^2) Answer: 3 s.', 'A ball is thrown at 20 m/s at 30 degrees to the horizontal. Find its range. Answer: 34.6 m.', 'A bus slows from 72 km/h to rest in 10 s. Find its deceleration. Answer: 2 m/s^2.'] },
    ],
  }),
  'calculus-formula-sheet.pdf': () => notesPdf({
    file: 'calculus-formula-sheet.pdf', title: 'Calculus Formula Sheet', subtitle: 'Limits, derivatives and integrals at a glance', blocks: [
      { h: 'Limits' },
      { p: 'A limit describes the value a function approaches as its input approaches a point. Many exam limits reduce to a few standard results after factorising or rationalising.' },
      { formula: 'lim (x->0) sin(x)/x = 1      lim (x->0) (e^x - 1)/x = 1' },
      { formula: 'lim (x->a) (x^n - a^n)/(x - a) = n a^(n-1)' },
      { note: "L'Hospital's rule: for the forms 0/0 or infinity/infinity, differentiate the numerator and the denominator separately and try the limit again." },
      { h: 'Derivatives' },
      { bullets: ['d/dx x^n = n x^(n-1)', 'd/dx sin x = cos x,  d/dx cos x = -sin x', 'd/dx e^x = e^x,  d/dx ln x = 1/x', 'Product rule: (uv)\' = u\'v + uv\'', 'Chain rule: d/dx f(g(x)) = f\'(g(x)) g\'(x)'] },
      { p: 'The derivative is the slope of the tangent. At a maximum or minimum of a smooth function the derivative is zero; the sign of the second derivative tells which one it is.' },
      { h: 'Integrals' },
      { bullets: ['Integral of x^n dx = x^(n+1)/(n+1) + C, for n not equal to -1', 'Integral of 1/x dx = ln|x| + C', 'Integral of e^x dx = e^x + C', 'Integration by parts: integral of u dv = uv - integral of v du'] },
      { formula: 'Area under y = f(x) from a to b = F(b) - F(a)' },
      { p: 'Worked example: the area under y = x^2 from 0 to 3 is [x^3/3] from 0 to 3 = 9 square units.' },
      { h: 'Applications of derivatives' },
      { p: 'Rates of change, tangents and normals, increasing and decreasing functions, and maxima and minima all come from the first and second derivatives. Most optimisation questions ask you to write one quantity as a function of a single variable, differentiate, set the derivative to zero and check the nature of the point.' },
      { bullets: ['Tangent at (x1, y1): y - y1 = m (x - x1), with m = f\'(x1).', 'Normal at (x1, y1): slope -1/m.', 'f is increasing where f\'(x) > 0 and decreasing where f\'(x) < 0.', 'Second derivative test: f\'\'(x) < 0 at a maximum, f\'\'(x) > 0 at a minimum.'] },
      { note: 'Example: a rectangle has perimeter 20 cm. Its area A = x (10 - x) is largest when dA/dx = 10 - 2x = 0, so x = 5 cm: the square, with area 25 cm^2.' },
      { h: 'Standard integrals to remember' },
      { bullets: ['Integral of sin x dx = -cos x + C; integral of cos x dx = sin x + C', 'Integral of sec^2 x dx = tan x + C', 'Integral of 1/(1 + x^2) dx = arctan x + C', 'Integral of 1/sqrt(1 - x^2) dx = arcsin x + C', 'Integral of a^x dx = a^x / ln a + C'] },
      { h: 'Definite integral properties' },
      { formula: 'Integral from a to b of f(x) dx = integral from a to b of f(a + b - x) dx' },
      { bullets: ['Swapping the limits changes the sign of the integral.', 'For an odd function, the integral from -a to a is zero.', 'For an even function, the integral from -a to a is twice the integral from 0 to a.'] },
      { h: 'Practice questions' },
      { bullets: ['Find lim (x->0) (1 - cos x) / x^2. Answer: 1/2.', 'Differentiate y = x^2 sin x. Answer: 2x sin x + x^2 cos x.', 'Evaluate the integral of 2x e^(x^2) dx. Answer: e^(x^2) + C.', 'Find the area between y = x and y = x^2. Answer: 1/6 square unit.'] },
    ],
  }),
  'organic-chemistry-slides.pdf': () => slidesPdf({
    title: 'Organic Chemistry Basics', subtitle: 'Hydrocarbons, functional groups and reactions', slides: [
      { title: 'Why carbon?', drawing: 'chain', bullets: ['Carbon forms four covalent bonds (tetravalency).', 'It bonds to itself in long chains and rings (catenation).', 'Millions of compounds from a few elements: C, H, O, N.'] },
      { title: 'Alkanes: single bonds only', drawing: 'chain', bullets: ['General formula CnH(2n+2); sp3 carbons, 109.5 degree angles.', 'Names: methane, ethane, propane, butane ...', 'Reactions: combustion and free-radical halogenation.'] },
      { title: 'Alkenes: the C=C double bond', drawing: 'ethene', bullets: ['General formula CnH2n; sp2 carbons, planar, 120 degrees.', 'Addition reactions: H2, HBr, Br2 and water add across C=C.', "Markovnikov's rule: H goes to the carbon with more H atoms."] },
      { title: 'Aromatic compounds', drawing: 'benzene', bullets: ['Benzene C6H6: a ring of six carbons with delocalised electrons.', 'Very stable: it prefers substitution to addition.', 'Nitration, halogenation, Friedel-Crafts reactions.'] },
      { title: 'Functional groups', drawing: 'none', bullets: ['Alcohol -OH, aldehyde -CHO, ketone C=O, acid -COOH.', 'The group decides the reactions; the chain decides the name.', 'IUPAC: longest chain, lowest locants, alphabetical prefixes.'] },
      { title: 'Exam checklist', drawing: 'none', bullets: ['Draw the structure before naming a compound.', 'Count carbons and hydrogens to check the formula.', 'For additions, find the more stable carbocation first.'] },
    ],
  }),
} as const satisfies Record<string, () => Buffer>;

// ---------------------------------------------------------------------------------------------------------
// The study room's files: per leaf topic of the question bank, from its notes (TOPIC_NOTES) and bank problems

/** Non-ASCII characters of the bank's HTML, as the standard PDF fonts and the narration can take them. */
const ASCII_OF: Record<string, string> = {
  '½': '1/2', '×': 'x', '−': '-', '–': '-', '—': '-', '→': '->', '√': 'sqrt', 'μ': 'u', 'Ω': 'ohm', 'φ': 'phi', 'ν': 'nu',
  'Δ': 'Delta ', '∫': 'integral ', '≠': '!=', '′': "'", '²': '^2', '³': '^3', 'ⁿ': '^n', '⁻': '^-', '¹': '1', '⁺': '^+',
  '₁': '1', '₂': '2', '…': '...', '“': '"', '”': '"', '‘': "'", '’': "'", 'θ': 'theta', 'π': 'pi', '≥': '>=', '≤': '<=',
  '±': '+/-', '°': ' degrees',
};

/** Plain ASCII text of a piece of the bank's HTML (x<sup>2</sup> -> x^2, K<sub>max</sub> -> K(max)); throws on what it cannot spell. */
export const plainText = (html: string): string => {
  const s = html
    .replace(/<sup>(.*?)<\/sup>/g, (_, x: string) => (/^[A-Za-z0-9]+$/.test(x) ? `^${x}` : `^(${x})`))
    .replace(/<sub>(.*?)<\/sub>/g, (_, x: string) => (/^[0-9]+$/.test(x) ? x : `(${x})`))
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&')
    .replace(/hν/g, 'h nu')
    .replace(/[^\x20-\x7e]/g, (ch) => ASCII_OF[ch] ?? ch)
    .replace(/\s+/g, ' ').trim();
  const bad = /[^\x20-\x7e]/.exec(s);
  if (bad) throw new Error(`no ASCII spelling of '${bad[0]}' in: ${s}`);
  return s;
};

/** How the narration says a question: without its "(in m)" and similar asides. */
const spoken = (s: string): string => s.replace(/\s*\((in|in the)\s[^)]*\)/g, '').replace(/\s+\?/g, '?')
  .replace(/\s*->\s*/g, ' tends to ').replace(/\|([a-z])\|/g, 'of $1').replace(/(\w)'\((\w+)\)/g, '$1 prime of $2');

const pageCount = (pdf: Buffer): number => Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);

/** The notes of a topic: A4 portrait, 2-3 pages (as many practice problems as keep it so). */
export function studyNotesPdf(t: StudyTopic): Buffer {
  const n = t.notes;
  const blocks = (practice: number): Block[] => [
    { h: '1. Overview' },
    { p: n.summary },
    { h: '2. Key ideas' },
    { bullets: [...n.ideas] },
    { h: '3. Formulas to remember' },
    ...n.formulas.map((formula): Block => ({ formula })),
    { table: n.table },
    { note: `Common mistake: ${n.mistake}` },
    { h: '4. Worked examples' },
    ...t.examples.flatMap((e, i): Block[] => [
      { p: `Example ${i + 1}. ${plainText(e.problem)}` },
      { bullets: e.steps.map(plainText) },
      { formula: `Answer: ${plainText(e.answer)}` },
    ]),
    { h: '5. Exam tips' },
    { bullets: [...n.tips] },
    ...(practice > 0 ? [{ h: 'Practice questions' }, { bullets: t.practice.slice(0, practice).map((e) => `${plainText(e.given)} ${plainText(e.find)} Answer: ${plainText(e.answer)}.`) }] : []),
  ];
  const make = (practice: number) => notesPdf({ file: studyFiles(t.name).notes, title: t.name, subtitle: `${t.subject}, ${t.chapter}: study notes`, blocks: blocks(practice) });
  // the most practice problems (up to 4) that keep it within 3 pages, and at least 2 pages
  for (let practice = Math.min(4, t.practice.length); practice >= 0; practice--) {
    const pdf = make(practice);
    const pages = pageCount(pdf);
    if (pages <= 3) {
      if (pages < 2) throw new Error(`${t.slug}: the notes fill ${pages} page, not 2 or 3`);
      return pdf;
    }
  }
  throw new Error(`${t.slug}: the notes fill more than 3 pages`);
}

/** The slides of a topic (its PPT item): a cover, then key ideas, formulas, a worked example, pitfalls and a summary. */
export function studySlidesPdf(t: StudyTopic): Buffer {
  const n = t.notes;
  const e = t.examples[0];
  const reference = n.table.rows.slice(0, 5).map((r) => r.join('  |  '));
  return slidesPdf({
    title: t.name, subtitle: `${t.subject}: ${t.chapter}`, label: `Exam Prep  |  ${t.subject} slides`, slides: [
      { title: 'Key ideas', wide: true, bullets: [...n.ideas] },
      { title: 'Formulas to remember', bullets: [...n.formulas], box: { caption: n.table.head.join('  |  '), lines: reference, size: 13 } },
      { title: 'Worked example', bullets: [`${plainText(e.given)} ${plainText(e.find)}`, ...e.steps.map(plainText)], box: { caption: 'Answer', lines: [plainText(e.answer)], size: 26 } },
      { title: 'Watch out', wide: true, bullets: [`Common mistake: ${n.mistake}`, ...n.tips] },
      { title: 'Summary', wide: true, bullets: [...n.summary.split(/(?<=\.)\s+/), `Next: the worked examples and a self test on ${t.name}.`] },
    ],
  });
}

/** The video lesson of a topic: a title card, the formulas to remember, a worked example from the bank (10 s). */
export function studyVideoSpec(t: StudyTopic): VideoSpec {
  const e = t.examples[0];
  const problem = wrap(`${plainText(e.given)} ${plainText(e.find)}`, 50);
  if (problem.length > 4) throw new Error(`${t.slug}: the worked example needs ${problem.length} lines on screen, more than 4`);
  return { id: studyFiles(t.name).lesson.replace(/\.webm$/, ''), group: t.name, scenes: [
    title(t.subject, `${t.name}: a short video lesson.`, 3),
    { seconds: 3.5, heading: 'Key formulas', visual: { kind: 'formulas', lines: formulaLines(t.notes.formulas) }, say: t.notes.say },
    { seconds: 3.5, heading: 'Worked example', lines: problem, visual: { kind: 'answer', text: `Answer: ${plainText(e.answer)}` },
      say: `Worked example. ${spoken(plainText(e.find))}` },
  ] };
}
/** Up to 4 formulas, one a line (a line with two of them, 'a = b,   c = d', is split). */
const formulaLines = (formulas: readonly string[]): string[] => formulas.flatMap((f) => f.split(/,\s{2,}/)).slice(0, 4);

/** A topic's files into `dir`: notes and slides, and (unless `video` is false) the lesson with its captions and poster. */
function makeStudyTopic(t: StudyTopic, dir: string, work: string, opts: { video: boolean; speech: boolean }): void {
  const files = studyFiles(t.name);
  writeFileSync(join(dir, files.notes), studyNotesPdf(t));
  writeFileSync(join(dir, files.slides), studySlidesPdf(t));
  if (!opts.video) return;
  const spec = studyVideoSpec(t);
  const seconds = spec.scenes.reduce((sum, x) => sum + x.seconds, 0);
  if (seconds < STUDY_LESSON_SECONDS[0] || seconds > STUDY_LESSON_SECONDS[1]) throw new Error(`${spec.id}: ${seconds} s, not ${STUDY_LESSON_SECONDS.join('-')} s`);
  makeVideo(spec, { title: t.name, kicker: `${t.subject} video lesson`, duration: seconds }, dir, work, opts.speech, STUDY_ENCODING);
}

/** The sizes of the files in `dir`, checked against `maxBytes` each; returns the total. */
function listSizes(dir: string, maxBytes: number): number {
  let total = 0;
  for (const name of readdirSync(dir).sort()) {
    const size = statSync(join(dir, name)).size;
    total += size;
    if (size > maxBytes) throw new Error(`${name} is ${size} bytes, more than ${maxBytes}`);
    console.log(`${String(size).padStart(8)}  ${join(dir, name)}`);
  }
  return total;
}

// ---------------------------------------------------------------------------------------------------------

function main(argv: string[]): void {
  const arg = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const out = resolve(arg('--out') ?? 'server/media');
  const only = arg('--only')?.split(',');
  const onlyStudy = argv.includes('--only-study');
  const videosDir = join(out, 'videos');
  const docsDir = join(out, 'docs');
  const studyDir = join(out, 'study');
  mkdirSync(videosDir, { recursive: true });
  mkdirSync(docsDir, { recursive: true });
  mkdirSync(studyDir, { recursive: true });

  const videos = !argv.includes('--no-video');
  const speech = videos && hasFilter('flite');
  if (videos && !speech) console.warn('ffmpeg has no flite filter: the videos get a tone per scene instead of speech');
  const work = mkdtempSync(join(tmpdir(), 'make-media-'));
  try {
    if (videos && !onlyStudy) {
      for (const video of ALL_TUTORIAL_VIDEOS) {
        if (only && !only.includes(video.id)) continue;
        const spec = VIDEOS.find((v) => v.id === video.id);
        if (!spec) throw new Error(`no scenes for tutorial video '${video.id}'`);
        makeVideo(spec, { title: video.title, kicker: `${spec.group} tutorial`, duration: video.duration }, videosDir, work, speech);
        console.log(`${video.id}: ${video.duration} s`);
      }
    }
    if (!argv.includes('--no-docs') && !onlyStudy) {
      for (const [name, make] of Object.entries(DOCS)) writeFileSync(join(docsDir, name), make());
    }
    if (!argv.includes('--no-study')) {
      const bank = generateBank();
      for (const t of studyTopicsOf(bank.topics, bank.questions)) {
        if (only && !only.includes(t.slug)) continue;
        const started = Date.now();
        makeStudyTopic(t, studyDir, work, { video: videos, speech });
        console.log(`${t.slug}: ${((Date.now() - started) / 1000).toFixed(1)} s to make`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  let total = 0;
  for (const dir of [videosDir, docsDir]) total += listSizes(dir, MAX_FILE_BYTES);
  const study = listSizes(studyDir, MAX_STUDY_FILE_BYTES);
  if (study > MAX_STUDY_TOTAL_BYTES) throw new Error(`the study files take ${study} bytes, more than ${MAX_STUDY_TOTAL_BYTES}`);
  console.log(`${String(study).padStart(8)}  study total`);
  console.log(`${String(total + study).padStart(8)}  total`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
