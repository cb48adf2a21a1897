/** @jest-environment node */
// The seeded study room (server/db/seed-study-content.ts, docs/api.md "Seeded study content") and the committed files
// it points at (server/media/study, made by scripts/make-media.ts).
import { beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { sqliteDatabase } from '../../server/db/connect';
import type { Db } from '../../server/db/migration';
import { migrate } from '../../server/db/migrate';
import { TOPIC_TREE } from '../../server/db/question-bank-problems';
import { seedDemoData } from '../../server/db/seed';
import { FREE_CONTENT_LIMITS, seedStudyContent, studyFiles, studySlug } from '../../server/db/seed-study-content';
import { SEED_TIME, seededDatabase } from './test-server';

const STUDY_DIR = join(process.cwd(), 'server', 'media', 'study');
/** scripts/make-media.ts MAX_STUDY_FILE_BYTES and MAX_STUDY_TOTAL_BYTES */
const MAX_FILE = 120 * 1024;
const MAX_TOTAL = 3.5 * 1024 * 1024;
const LEAVES = TOPIC_TREE.flatMap((s) => s.chapters.flatMap((c) => c.leaves));

interface Row { id: number; topic_id: number; content_type: string; title: string; language: string; html: string; file: string; position: number }
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const topicId = (db: Db, name: string) => (db.prepare('SELECT id FROM topics WHERE name = ?').get(name) as { id: number }).id;
const rowsOf = (db: Db, topic: number) => db.prepare('SELECT * FROM study_contents WHERE topic_id = ? ORDER BY position').all(topic) as Row[];
const tables = ['study_contents', 'content_limits', 'self_test_options', 'template_subjects'];
const snapshot = (db: Db) => tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all());

/** The headings of an HTML text: tag, id attribute (or null) and text. */
const headings = (html: string) => [...html.matchAll(/<(h[1-6])(\s+id="([^"]*)")?[^>]*>(.*?)<\/\1>/g)].map((m) => ({ tag: m[1], id: m[3] ?? null, text: m[4] }));

/** The pages of one of our PDFs: their MediaBox and their inflated content stream. */
const pdfPages = (pdf: Buffer): { box: string; content: string }[] => {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const m of text.matchAll(/(\d+) 0 obj\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('\nendobj', start);
    const body = text.slice(start, end);
    const s = body.indexOf('stream\n');
    objects.set(Number(m[1]), s < 0 ? { dict: body }
      : { dict: body.slice(0, s), stream: inflateSync(pdf.subarray(start + s + 7, start + body.lastIndexOf('\nendstream'))) });
  }
  return [...objects.values()].filter((o) => /\/Type \/Page\b(?!s)/.test(o.dict)).map((o) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(o.dict)?.[1]);
    return { box: /\/MediaBox \[([^\]]*)\]/.exec(o.dict)?.[1] ?? '', content: objects.get(contents)?.stream?.toString('latin1') ?? '' };
  });
};

describe('seeded study content', () => {
  let db: Db;
  beforeAll(async () => { db = await seededDatabase(); });

  it('gives every leaf topic its 5 items (2 Text, a PDF, a PPT, a Video), positions 0..4, and chapters and subjects none', () => {
    expect(LEAVES).toHaveLength(24);
    for (const leaf of LEAVES) {
      const rows = rowsOf(db, topicId(db, leaf));
      expect(rows.map((r) => [r.position, r.content_type, r.title, r.language])).toEqual([
        [0, 'Text', `${leaf}: notes`, 'English'],
        [1, 'Text', `${leaf}: worked examples`, 'English'],
        [2, 'PDF', `${leaf} notes (PDF)`, 'English'],
        [3, 'PPT', `${leaf} slides`, 'English'],
        [4, 'Video', `${leaf} video lesson`, 'English'],
      ]);
      const files = studyFiles(leaf);
      expect(rows.map((r) => r.file)).toEqual(['', '', files.notes, files.slides, files.lesson]);
      expect(rows.slice(2).every((r) => r.html === '')).toBe(true);
    }
    expect(count(db, 'study_contents')).toBe(24 * 5);
    const inner = db.prepare('SELECT COUNT(*) AS n FROM study_contents s JOIN topics t ON t.id = s.topic_id WHERE EXISTS (SELECT 1 FROM topics c WHERE c.parent_id = t.id)').get() as { n: number };
    expect(inner.n).toBe(0);
    expect(studySlug('Work, Energy and Power')).toBe('work-energy-and-power');
  });

  it('writes Text items as HTML with one h1 first and ids on every heading, built from the topic and its bank problems', () => {
    for (const leaf of LEAVES) {
      const topic = topicId(db, leaf);
      const [notes, examples] = rowsOf(db, topic);
      for (const row of [notes, examples]) {
        const hs = headings(row.html);
        expect(hs[0]).toMatchObject({ tag: 'h1' });
        expect(row.html.startsWith('<h1 ')).toBe(true);
        expect(hs.filter((h) => h.tag === 'h1')).toHaveLength(1);
        expect(hs.filter((h) => h.tag === 'h2').length).toBeGreaterThanOrEqual(3);
        expect(hs.some((h) => h.tag === 'h3')).toBe(true);
        expect(hs.every((h) => h.id !== null && /^[a-z0-9-]+$/.test(h.id))).toBe(true);
        expect(new Set(hs.map((h) => h.id)).size).toBe(hs.length);
        expect(row.html).toMatch(/<p>/);
        expect(row.html).toMatch(/<(ul|ol)>/);
        expect(row.html).not.toMatch(/<script|\son\w+=/i);
      }
      expect(notes.html).toContain('<table>');
      // the worked examples are the bank's problems of the topic with their worked solutions
      const problems = [...examples.html.matchAll(/<h3 id="[^"]*-problem">Problem<\/h3>\n<p>(.*?)<\/p>/g)].map((m) => m[1]);
      expect(problems).toHaveLength(3);
      const bank = db.prepare('SELECT body, solution FROM questions WHERE topic_id = ?').all(topic) as { body: string; solution: string }[];
      for (const p of problems) expect(bank.some((q) => q.body.startsWith(`<p>${p}</p>`) && examples.html.includes(q.solution))).toBe(true);
    }
  });

  it('points only at committed files with the right contents: PDFs, WebM lessons with captions and posters', () => {
    const rows = db.prepare("SELECT * FROM study_contents WHERE file <> ''").all() as Row[];
    expect(rows).toHaveLength(24 * 3);
    const named = new Set<string>();
    for (const r of rows) {
      const bytes = readFileSync(join(STUDY_DIR, r.file));
      named.add(r.file);
      if (r.content_type === 'Video') {
        expect(r.file).toMatch(/\.webm$/);
        expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
        expect(bytes.subarray(0, 64).includes('webm')).toBe(true);
        const stem = r.file.replace(/\.webm$/, '');
        const vtt = readFileSync(join(STUDY_DIR, `${stem}.vtt`), 'utf8');
        expect(vtt.startsWith('WEBVTT')).toBe(true);
        expect(vtt.match(/ --> /g)).toHaveLength(3);
        expect(readFileSync(join(STUDY_DIR, `${stem}.jpg`)).subarray(0, 3).toString('hex')).toBe('ffd8ff');
        named.add(`${stem}.vtt`).add(`${stem}.jpg`);
        continue;
      }
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = pdfPages(bytes);
      // every page draws text (a pdf.js render shows content)
      expect(pages.every((p) => /\) Tj ET/.test(p.content))).toBe(true);
      if (r.content_type === 'PDF') {
        expect(pages.length).toBeGreaterThanOrEqual(2);
        expect(pages.length).toBeLessThanOrEqual(3);
        expect(pages.every((p) => p.box === '0 0 595 842')).toBe(true);
      } else {
        expect(pages.length).toBeGreaterThanOrEqual(4);
        expect(pages.length).toBeLessThanOrEqual(6);
        expect(pages.every((p) => p.box === '0 0 960 540')).toBe(true);
      }
    }
    // nothing else in the folder, and within the size budget
    const present = readdirSync(STUDY_DIR).sort();
    expect(present).toEqual([...named].sort());
    const sizes = present.map((name) => statSync(join(STUDY_DIR, name)).size);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_FILE);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_TOTAL);
  });

  it('gives every course the three subjects, keeping the template\'s own first', () => {
    const courses = db.prepare('SELECT id, template_id FROM courses').all() as { id: number; template_id: number }[];
    expect(courses).toHaveLength(12);
    const subjectsOf = db.prepare(`SELECT t.name FROM template_subjects s JOIN topics t ON t.id = s.topic_id
      WHERE s.template_id = ? ORDER BY s.position`);
    for (const c of courses) {
      expect(new Set((subjectsOf.all(c.template_id) as { name: string }[]).map((r) => r.name))).toEqual(new Set(['Physics', 'Chemistry', 'Mathematics']));
    }
    const names = (template: number) => (subjectsOf.all(template) as { name: string }[]).map((r) => r.name);
    expect(names(5001)).toEqual(['Physics', 'Chemistry', 'Mathematics']);
    expect(names(5002)).toEqual(['Physics', 'Chemistry', 'Mathematics']);
    expect(names(5003)).toEqual(['Mathematics', 'Physics', 'Chemistry']);
    expect(names(5004)).toEqual(['Physics', 'Mathematics', 'Chemistry']);
    const positions = db.prepare('SELECT template_id, COUNT(DISTINCT position) AS n FROM template_subjects GROUP BY template_id').all() as { n: number }[];
    expect(positions.every((p) => p.n === 3)).toBe(true);
  });

  it('limits the FREE pack of every course (2 PDFs, 1 PPT, 2 videos, 3 Text items) and no paid pack', () => {
    const limits = db.prepare('SELECT * FROM content_limits ORDER BY course_id').all() as { course_id: number; pack_type: string; pdf_max: number; ppt_max: number; video_max: number; text_max: number }[];
    expect(limits.map((l) => l.course_id)).toEqual((db.prepare('SELECT id FROM courses ORDER BY id').all() as { id: number }[]).map((c) => c.id));
    for (const l of limits) expect(l).toMatchObject({ pack_type: 'FREE', pdf_max: 2, ppt_max: 1, video_max: 2, text_max: 3 });
    expect(FREE_CONTENT_LIMITS).toEqual({ pdf: 2, ppt: 1, video: 2, text: 3 });
  });

  it('offers every template an objective self test, and JEE Main (5001) a subjective one second', () => {
    const options = db.prepare('SELECT * FROM self_test_options ORDER BY template_id, position').all() as Record<string, unknown>[];
    const templates = (db.prepare('SELECT DISTINCT template_id FROM courses ORDER BY template_id').all() as { template_id: number }[]).map((r) => r.template_id);
    const objective = { exam_type: 'objective', total_questions: 20, total_questions_kwd: 5, duration: 60, marks_correct: 1, marks_incorrect: -0.25, marks_not_answer: 0, position: 0 };
    const subjective = { exam_type: 'subjective', total_questions: 5, total_questions_kwd: 5, duration: 30, marks_correct: 5, marks_incorrect: 0, marks_not_answer: 0, position: 1 };
    expect(options).toEqual(templates.flatMap((t) => [
      { template_id: t, ...objective },
      ...(t === 5001 ? [{ template_id: t, ...subjective }] : []),
    ]));
  });

  it('seeds once: a second run adds nothing, and a run after the marker is gone adds no duplicates', async () => {
    const before = snapshot(db);
    const database = sqliteDatabase(db);
    expect(await seedStudyContent(database, SEED_TIME + 1000)).toBe(false);
    db.prepare("DELETE FROM app_meta WHERE key = 'seeded_study_content_at'").run();
    expect(await seedStudyContent(database, SEED_TIME + 2000)).toBe(true);
    expect(snapshot(db)).toEqual(before);
    expect(await seedStudyContent(database, SEED_TIME + 3000)).toBe(false);
  });
});

describe('seedStudyContent on other databases', () => {
  it('writes nothing and sets no marker without the question bank', async () => {
    const db = new Database(':memory:');
    const database = sqliteDatabase(db);
    await migrate(database);
    expect(await seedStudyContent(database, SEED_TIME)).toBe(false);
    expect(count(db, 'study_contents')).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM app_meta').get()).toEqual({ n: 0 });
  });

  it('adds the study room to a demo database seeded before it existed, leaving the rest alone', async () => {
    const db = new Database(':memory:');
    const database = sqliteDatabase(db);
    await migrate(database);
    await seedDemoData(database, SEED_TIME);
    const subjects = db.prepare('SELECT * FROM template_subjects ORDER BY template_id, position').all();
    // as before this seed: no study room data, and each template with its own subjects only
    db.exec(`DELETE FROM study_contents; DELETE FROM content_limits; DELETE FROM self_test_options;
      DELETE FROM template_subjects WHERE template_id = 5003 AND topic_id <> (SELECT id FROM topics WHERE name = 'Mathematics');
      DELETE FROM app_meta WHERE key = 'seeded_study_content_at'`);
    const students = count(db, 'students');
    expect(await seedDemoData(database, SEED_TIME + 1000)).toBe(true);
    expect(count(db, 'study_contents')).toBe(120);
    expect(count(db, 'content_limits')).toBe(12);
    expect(db.prepare('SELECT * FROM template_subjects ORDER BY template_id, position').all()).toEqual(subjects);
    expect(count(db, 'students')).toBe(students);
    expect(await seedDemoData(database, SEED_TIME + 2000)).toBe(false);
  });
});
