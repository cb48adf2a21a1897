// The study room's files of scripts/make-media.ts, per leaf topic of the question bank, from its notes (TOPIC_NOTES,
// server/db/study-notes.ts) and bank problems: the notes PDF, the slides PDF (its PPT item) and the video lesson with
// its captions and poster, named by studyFiles (server/db/seed-study-content.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { studyFiles, type StudyTopic } from '../../server/db/seed-study-content';
import { notesPdf, slidesPdf, type Block } from './pdf-writer';
import { makeVideo, title, wrap, type Encoding, type VideoSpec } from './video-writer';

/** Each study file (server/media/study) at most 120 KB, all of them together at most 3.5 MB. */
export const MAX_STUDY_FILE_BYTES = 120 * 1024;
export const MAX_STUDY_TOTAL_BYTES = 3.5 * 1024 * 1024;
/** A study lesson lasts 8 to 12 seconds. */
const STUDY_LESSON_SECONDS = [8, 12] as const;
/** How a lesson is encoded (video-writer.ts Encoding): a little smaller than a tutorial. */
const STUDY_ENCODING: Encoding = { crf: 40, audioKbps: 16, lowAudioKbps: 12, maxBytes: MAX_STUDY_FILE_BYTES, margin: 24 * 1024 };

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
export function makeStudyTopic(t: StudyTopic, dir: string, work: string, opts: { video: boolean; speech: boolean }): void {
  const files = studyFiles(t.name);
  writeFileSync(join(dir, files.notes), studyNotesPdf(t));
  writeFileSync(join(dir, files.slides), studySlidesPdf(t));
  if (!opts.video) return;
  const spec = studyVideoSpec(t);
  const seconds = spec.scenes.reduce((sum, x) => sum + x.seconds, 0);
  if (seconds < STUDY_LESSON_SECONDS[0] || seconds > STUDY_LESSON_SECONDS[1]) throw new Error(`${spec.id}: ${seconds} s, not ${STUDY_LESSON_SECONDS.join('-')} s`);
  makeVideo(spec, { title: t.name, kicker: `${t.subject} video lesson`, duration: seconds }, dir, work, opts.speech, STUDY_ENCODING);
}
