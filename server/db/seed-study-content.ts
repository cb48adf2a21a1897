// The study room's catalogue data (docs/api.md "Seeded study content"), written once (app_meta
// 'seeded_study_content_at') after the question bank and the courses (seed.ts), so a database seeded before the study
// room existed gets it on its next start:
//   - study_contents: per leaf topic of the bank's tree, 2 Text items (HTML with an h1 and h2/h3 headings carrying
//     ids: hand-written notes, and worked examples from the topic's bank problems and their worked solutions), a PDF
//     of notes, a PPT (slides delivered as a PDF) and a video lesson, positions 0..4. Chapters and subjects have no
//     items of their own (their list is their subtree's). The files are in server/media/study/, made by
//     scripts/make-media.ts from the same topic notes and bank problems (studyTopicsOf), named by studyFiles.
//   - template_subjects: every course's template offers the three subjects (existing positions kept first);
//   - content_limits: the FREE pack of every course opens at most 2 PDFs, 1 PPT, 2 videos and 3 Text items;
//     paid packs have no row (no limits);
//   - self_test_options: every template an objective option; template 5001 (JEE Main) a subjective one too.
import { SUBJECTIVE_TYPES } from '../../domain/test-engine/test-data';
import type { SqlDatabase } from './connect';
import { TOPIC_TREE } from './question-bank-problems';
import { insertRows, markSeeded, seededAt } from './seed-rows';
import { TOPIC_NOTES, type TopicNotes } from './study-notes';

const MARKER = 'seeded_study_content_at';

/** The file-name stem of a topic's study files: 'Work, Energy and Power' -> 'work-energy-and-power'. */
export const studySlug = (topicName: string): string =>
  topicName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** The study files of a leaf topic under MEDIA_DIR/study (the captions and poster sit beside the lesson). */
export const studyFiles = (topicName: string) => {
  const slug = studySlug(topicName);
  return {
    notes: `${slug}-notes.pdf`, slides: `${slug}-slides.pdf`,
    lesson: `${slug}-lesson.webm`, captions: `${slug}-lesson.vtt`, poster: `${slug}-lesson.jpg`,
  } as const;
};

// ---------------------------------------------------------------------------------------------------------
// A topic's study material: its notes and worked examples from its bank problems

/** The question types whose body is the problem itself (`<p>{given} {ask}</p>`), good as worked examples. */
const EXAMPLE_TYPES: ReadonlySet<string> = new Set(['Multiple-Choice', 'Multiple-Choice-(5)', 'Selection-Type', 'Integer-Type', ...SUBJECTIVE_TYPES]);

/** A worked example: a bank problem and its worked solution (HTML from the bank, which is safe). */
export interface WorkedExample {
  questionId: number;
  /** the problem as the bank states it (one paragraph's inner HTML) */
  problem: string;
  /** the bank's worked solution (Given, Find, numbered steps, Answer) */
  solution: string;
  given: string;
  find: string;
  steps: string[];
  answer: string;
  /** the rule the bank's explanation names ("Use the fact that ...") */
  law: string;
}

export interface StudyTopic {
  topicId: number;
  name: string;
  slug: string;
  subject: string;
  chapter: string;
  notes: TopicNotes;
  /** the worked examples (3) */
  examples: WorkedExample[];
  /** more problems of the topic with their answers, for practice */
  practice: WorkedExample[];
}

export interface StudyBankTopic { id: number; parentId: number | null; name: string }
export interface StudyBankQuestion { id: number; topicId: number; questionType: string; body: string; solution: string; explanation: string }

const inner = (html: string, re: RegExp): string => re.exec(html)?.[1]?.trim() ?? '';

const exampleOf = (q: StudyBankQuestion): WorkedExample | null => {
  const given = inner(q.solution, /<strong>Given:<\/strong>\s*(.*?)<\/p>/s);
  const find = inner(q.solution, /<strong>Find:<\/strong>\s*(.*?)<\/p>/s);
  const answer = inner(q.solution, /<strong>Answer:<\/strong>\s*(.*?)<\/p>/s);
  const steps = [...q.solution.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1].trim());
  if (!given || !find || !answer || steps.length === 0) return null;
  // the problem as the question states it when its body is the problem, else as the solution states it
  const problem = (EXAMPLE_TYPES.has(q.questionType) ? inner(q.body, /^<p>(.*?)<\/p>/s) : '') || `${given} ${find}`;
  return { questionId: q.id, problem, solution: q.solution, given, find, steps, answer, law: inner(q.explanation, /Use the fact that (.*?)\.<\/p>/s) };
};

/**
 * The study material of every leaf topic of the bank's tree found among `topics` (in tree order): its notes, 3
 * worked examples (the first questions, by id, whose body states the problem) and up to 6 practice problems (the
 * next ones), each with a problem not seen before in the topic. Pure: the seed passes the database's bank, the media script the generated one.
 */
export function studyTopicsOf(topics: readonly StudyBankTopic[], questions: readonly StudyBankQuestion[]): StudyTopic[] {
  const out: StudyTopic[] = [];
  const byName = (name: string, parentId: number | null) => topics.find((t) => t.name === name && t.parentId === parentId);
  for (const { subject, chapters } of TOPIC_TREE) {
    const s = byName(subject, null);
    if (!s) continue;
    for (const chapter of chapters) {
      const c = byName(chapter.name, s.id);
      if (!c) continue;
      for (const leaf of chapter.leaves) {
        const t = byName(leaf, c.id);
        const notes = TOPIC_NOTES[leaf];
        if (!t) continue;
        if (!notes) throw new Error(`study content: no notes for the topic '${leaf}'`);
        const seen = new Set<string>();
        const examples: WorkedExample[] = [];
        const practice: WorkedExample[] = [];
        for (const q of questions.filter((x) => x.topicId === t.id).sort((a, b) => a.id - b.id)) {
          const e = exampleOf(q);
          if (!e || seen.has(`${e.given} ${e.find}`)) continue;
          seen.add(`${e.given} ${e.find}`);
          if (examples.length < 3 && EXAMPLE_TYPES.has(q.questionType)) examples.push(e);
          else practice.push(e);
        }
        if (examples.length < 3) throw new Error(`study content: the topic '${leaf}' has ${examples.length} worked examples, not 3`);
        out.push({ topicId: t.id, name: leaf, slug: studySlug(leaf), subject, chapter: chapter.name, notes, examples, practice: practice.slice(0, 6) });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The Text items' HTML

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Notes text as HTML: escaped, powers as superscripts, a few symbols spelt out in the ASCII source drawn as such. */
export const notesTextHtml = (s: string): string => escapeHtml(s)
  .replace(/\^\(([^()]+)\)|\^(-?[A-Za-z0-9]+(?:\.[0-9]+)?)/g, (_, group: string | undefined, single: string | undefined) => `<sup>${group ?? single}</sup>`)
  .replace(/\+\/-/g, '±').replace(/-&gt;/g, '→').replace(/&gt;=/g, '≥')
  .replace(/\bsqrt\(/g, '√(').replace(/ x (?=\d)/g, ' × ')
  .replace(/\bDelta /g, 'Δ').replace(/\bepsilon0\b/g, 'ε<sub>0</sub>')
  .replace(/\b(theta|lambda|alpha|beta|phi|nu)\b/g, (w) => ({ theta: 'θ', lambda: 'λ', alpha: 'α', beta: 'β', phi: 'φ', nu: 'ν' } as Record<string, string>)[w]);

const list = (items: readonly string[], tag: 'ul' | 'ol' = 'ul') => `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${
    rows.map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

/** "{Topic}: notes": the hand-written notes, with headings that carry ids (prefixed with the topic's slug). */
export function notesHtml(t: StudyTopic): string {
  const n = t.notes;
  const id = (s: string) => `${t.slug}-${s}`;
  const text = notesTextHtml;
  return [
    `<h1 id="${id('notes')}">${escapeHtml(t.name)}: notes</h1>`,
    `<p><strong>${escapeHtml(t.subject)}</strong>, ${escapeHtml(t.chapter)}</p>`,
    `<p>${text(n.summary)}</p>`,
    `<h2 id="${id('key-ideas')}">Key ideas</h2>`,
    list(n.ideas.map(text)),
    `<h2 id="${id('formulas')}">Formulas to remember</h2>`,
    list(n.formulas.map((f) => `<strong>${text(f)}</strong>`)),
    `<h3 id="${id('reference')}">Quick reference</h3>`,
    table(n.table.head.map(text), n.table.rows.map((r) => r.map(text))),
    `<h2 id="${id('common-mistake')}">A common mistake</h2>`,
    `<p>${text(n.mistake)}</p>`,
    `<h2 id="${id('exam-tips')}">Exam tips</h2>`,
    list(n.tips.map(text)),
    `<h3 id="${id('next-steps')}">Next steps</h3>`,
    `<p>Work through <em>${escapeHtml(t.name)}: worked examples</em>, then take a self test on ${escapeHtml(t.name)}.</p>`,
  ].join('\n');
}

/** "{Topic}: worked examples": the topic's bank problems with their worked solutions, then practice problems. */
export function examplesHtml(t: StudyTopic): string {
  const id = (s: string) => `${t.slug}-${s}`;
  const law = t.examples.find((e) => e.law)?.law;
  return [
    `<h1 id="${id('worked-examples')}">${escapeHtml(t.name)}: worked examples</h1>`,
    `<p>These problems come from the ${escapeHtml(t.name)} question bank. Try each one on paper before you read its solution.</p>`,
    ...(law ? [`<h2 id="${id('the-rule')}">The rule they use</h2>`, `<p>Every example uses the fact that ${law}.</p>`] : []),
    ...t.examples.flatMap((e, i) => [
      `<h2 id="${id(`example-${i + 1}`)}">Example ${i + 1}</h2>`,
      `<h3 id="${id(`example-${i + 1}-problem`)}">Problem</h3>`,
      `<p>${e.problem}</p>`,
      `<h3 id="${id(`example-${i + 1}-solution`)}">Solution</h3>`,
      e.solution,
    ]),
    `<h2 id="${id('practice')}">Practice on your own</h2>`,
    '<p>Solve these the same way, then check your answers.</p>',
    table(['Problem', 'Answer'], t.practice.slice(0, 4).map((e) => [`${e.given} ${e.find}`, e.answer])),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// The seed

export type StudyContentType = 'Text' | 'PDF' | 'PPT' | 'Video';

/** A topic's five items, in position order. */
export const studyItemsOf = (t: StudyTopic): { type: StudyContentType; title: string; html: string; file: string }[] => {
  const files = studyFiles(t.name);
  return [
    { type: 'Text', title: `${t.name}: notes`, html: notesHtml(t), file: '' },
    { type: 'Text', title: `${t.name}: worked examples`, html: examplesHtml(t), file: '' },
    { type: 'PDF', title: `${t.name} notes (PDF)`, html: '', file: files.notes },
    { type: 'PPT', title: `${t.name} slides`, html: '', file: files.slides },
    { type: 'Video', title: `${t.name} video lesson`, html: '', file: files.lesson },
  ];
};

/** The FREE pack's limits in every course (docs/api.md): Limit Exceeded is reachable on a free trial. */
export const FREE_CONTENT_LIMITS = { pdf: 2, ppt: 1, video: 2, text: 3 } as const;

export const SUBJECTS = ['Physics', 'Chemistry', 'Mathematics'] as const;

interface OptionSeed { examType: 'objective' | 'subjective'; total: number; kwd: number; minutes: number; correct: number; incorrect: number; notAnswer: number }
/** Spec 001 §9's default (domain/study-room/self-test.ts DEFAULT_TEST_OPTION). */
export const OBJECTIVE_OPTION: OptionSeed = { examType: 'objective', total: 20, kwd: 5, minutes: 60, correct: 1, incorrect: -0.25, notAnswer: 0 };
/**
 * The written self test of JEE Main (template 5001). The self-test builder (server/test-delivery/test-builder.ts
 * toQuestion) marks a subjective question out of the sum of its parts' marks (1, 2, 3 or 5 by type) with no negative
 * marking, whatever the option says; +5 (the most a question can carry), 0 and 0 say the same and pass the options
 * form's checks (correct 0 < m <= 10, the others -10..0). 5 questions: a topic holds 2 to 4 subjective questions and a
 * chapter or subject more, so a topic's test has what it holds and a chapter's has 5.
 */
export const SUBJECTIVE_OPTION: OptionSeed = { examType: 'subjective', total: 5, kwd: 5, minutes: 30, correct: 5, incorrect: 0, notAnswer: 0 };
export const SUBJECTIVE_TEMPLATES: readonly number[] = [5001];

/**
 * Writes the study content unless written before. Needs the question bank (seed-tests.ts) and the courses (seed.ts,
 * seed-catalogue.ts): without the bank's topics it writes nothing and sets no marker, so a later start (once the bank
 * is there) writes it. Returns true when it wrote it.
 */
export async function seedStudyContent(db: SqlDatabase, now: number): Promise<boolean> {
  if (await seededAt(db, MARKER)) return false;
  const topics: StudyBankTopic[] = await db.q().selectFrom('topics').select(['id', 'parent_id as parentId', 'name']).orderBy('id').execute();
  const questions: StudyBankQuestion[] = await db.q().selectFrom('questions')
    .select(['id', 'topic_id as topicId', 'question_type as questionType', 'body', 'solution', 'explanation']).orderBy('id').execute();
  const study = studyTopicsOf(topics, questions);
  if (study.length === 0) return false;

  return db.transaction(async () => {
    if (await seededAt(db, MARKER)) return false;
    // a topic that has items of its own keeps them
    const filled = new Set((await db.q().selectFrom('study_contents').select('topic_id').distinct().execute()).map((r) => r.topic_id));
    await insertRows(db, 'study_contents', study.filter((t) => !filled.has(t.topicId)).flatMap((t) => studyItemsOf(t).map((x, position) => ({
      topic_id: t.topicId, content_type: x.type, title: x.title, language: 'English', html: x.html, file: x.file, position,
    }))));

    const templates = (await db.q().selectFrom('courses').select('template_id').distinct().orderBy('template_id').execute()).map((r) => r.template_id);
    const subjectIds = SUBJECTS.map((name) => topics.find((t) => t.name === name && t.parentId === null)?.id)
      .filter((x): x is number => x !== undefined);
    const offered = templates.length === 0 ? [] : await db.q().selectFrom('template_subjects').select(['template_id', 'topic_id', 'position'])
      .where('template_id', 'in', templates).execute();
    const subjects: { template_id: number; topic_id: number; position: number }[] = [];
    const options: { template_id: number; exam_type: string; total_questions: number; total_questions_kwd: number; duration: number;
      marks_correct: number; marks_incorrect: number; marks_not_answer: number; position: number }[] = [];
    for (const template of templates) {
      // the template's own subjects keep their places; the missing ones follow in bank order
      const own = offered.filter((r) => r.template_id === template);
      let next = own.reduce((max, r) => Math.max(max, r.position), -1) + 1;
      for (const topicId of subjectIds) {
        if (own.some((r) => r.topic_id === topicId)) continue;
        subjects.push({ template_id: template, topic_id: topicId, position: next++ });
      }
      const seeds = SUBJECTIVE_TEMPLATES.includes(template) ? [OBJECTIVE_OPTION, SUBJECTIVE_OPTION] : [OBJECTIVE_OPTION];
      seeds.forEach((o, position) => options.push({
        template_id: template, exam_type: o.examType, total_questions: o.total, total_questions_kwd: o.kwd, duration: o.minutes,
        marks_correct: o.correct, marks_incorrect: o.incorrect, marks_not_answer: o.notAnswer, position,
      }));
    }
    await insertRows(db, 'template_subjects', subjects, { ignoreConflicts: true });
    await insertRows(db, 'self_test_options', options, { ignoreConflicts: true });

    const { pdf, ppt, video, text } = FREE_CONTENT_LIMITS;
    const courses = await db.q().selectFrom('courses').select('id').orderBy('id').execute();
    await insertRows(db, 'content_limits', courses.map((c) => ({
      course_id: c.id, pack_type: 'FREE', pdf_max: pdf, ppt_max: ppt, video_max: video, text_max: text,
    })), { ignoreConflicts: true });

    await markSeeded(db, MARKER, now);
    return true;
  });
}
