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
//   server/media/docs/*.pdf        study notes (A4 portrait) and slides (landscape), written by the small PDF writer
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
// The pieces: scripts/media/video-writer.ts (the scenes, ffmpeg, captions), scripts/media/pdf-writer.ts (the small PDF
// writer: notes and slides) and scripts/media/study-media.ts (the study room's files of a topic); this file holds the
// tutorial videos' scenes (VIDEOS), the study documents (DOCS) and the command line.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_TUTORIAL_VIDEOS } from '../domain/dashboard/tutorials';
import { generateBank } from '../server/db/question-bank';
import { studyTopicsOf } from '../server/db/seed-study-content';
import { notesPdf, slidesPdf } from './media/pdf-writer';
import { makeStudyTopic, MAX_STUDY_FILE_BYTES, MAX_STUDY_TOTAL_BYTES } from './media/study-media';
import { hasFilter, makeVideo, MAX_FILE_BYTES, title, type VideoSpec } from './media/video-writer';

export { MAX_STUDY_FILE_BYTES, MAX_STUDY_TOTAL_BYTES, plainText, studyNotesPdf, studySlidesPdf, studyVideoSpec } from './media/study-media';
export { captionsOf, MAX_FILE_BYTES } from './media/video-writer';

// ---------------------------------------------------------------------------------------------------------
// The tutorial videos: scenes with what is drawn and what is said

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
// The study documents (server/media/docs)

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
