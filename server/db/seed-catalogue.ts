// The demo catalogue, written once (app_meta 'catalogue_seeded_at'), so a demo database seeded before the catalogue
// existed gets it on its next start: 8 more courses (105-112), FREE / ACE / PRO plans for all 12, their feature
// comparison and images, the promo codes and trial.student. It changes nothing else of the earlier seed.
import { hashPassword } from '../security/passwords';
import { PACK_TYPES, type PackType, type WireFeatureSection } from '../catalogue/catalogue-types';
import { tabsJson } from '../repositories/course-repository';
import { courseArt } from './course-art';
import type { Db } from './migration';
import {
  CATALOGUE_PLANS, FEATURE_SECTIONS, NEW_COURSES, planDescription, planTitle, PROMO_CODES, TRIAL_STUDENT, type PriceLine,
} from './seed-catalogue-data';

const MARKER = 'catalogue_seeded_at';

/** The URL a course's image is served at (server/routes/catalogue-routes.ts). */
export const courseImageUrl = (courseId: number): string => `/media/courses/${courseId}.svg`;

/** The feature comparison of a course: a line shows when the course has its tab; a section without lines is left out. */
export const featuresOf = (tabs: Record<string, boolean>, teacherHelp: boolean): WireFeatureSection[] =>
  FEATURE_SECTIONS.map(({ sectionType, lines }) => ({
    sectionType,
    items: lines.filter((l) => (l.tab === 'teacherHelp' ? teacherHelp : tabs[l.tab] === true)).map((l) => ({
      title: l.title,
      options: PACK_TYPES.map((optionLabel, i) => ({ optionLabel, optionFlag: l.packs[i] })),
    })),
  })).filter((s) => s.items.length > 0);

interface PlanSeed { id: number; courseId: number; pack: PackType; days: number; sale: number; retail: number; position: number }

/** Plan ids are courseId * 10 + 1, 2, ...: FREE first, then ACE, then PRO. */
const plansOf = (courseId: number): PlanSeed[] => {
  const plans = CATALOGUE_PLANS[courseId];
  const lines: [PackType, PriceLine][] = [
    ['FREE', [plans.freeDays, 0, 0]],
    ...plans.ace.map((l): [PackType, PriceLine] => ['ACE', l]),
    ...plans.pro.map((l): [PackType, PriceLine] => ['PRO', l]),
  ];
  return lines.map(([pack, [days, sale, retail]], i) => ({ id: courseId * 10 + i + 1, courseId, pack, days, sale, retail, position: i }));
};

/** Writes the catalogue unless written before. Returns true when it wrote it. */
export async function seedCatalogue(db: Db, now: number, password: string): Promise<boolean> {
  const seeded = db.prepare(`SELECT 1 FROM app_meta WHERE key = '${MARKER}'`);
  if (seeded.get()) return false;
  const trialHash = await hashPassword(password);

  return db.transaction(() => {
    if (seeded.get()) return false;
    const course = db.prepare(
      `INSERT OR IGNORE INTO courses (id, title, sub_title, category_id, category_name, organisation_id, organisation_name,
                                      template_id, benchmark, teacher_help, tabs)
       VALUES (@id, @title, @subTitle, @categoryId, @categoryName, @organisationId, @organisationName,
               @templateId, @benchmark, @teacherHelp, @tabs)`);
    const topicId = db.prepare<[string], { id: number }>('SELECT id FROM topics WHERE name = ? AND parent_id IS NULL');
    const subject = db.prepare('INSERT OR IGNORE INTO template_subjects (template_id, topic_id, position) VALUES (?, ?, ?)');
    for (const c of NEW_COURSES) {
      course.run({ ...c, teacherHelp: c.teacherHelp ? 1 : 0, tabs: tabsJson(c.tabs) });
      c.subjects.forEach((name, i) => {
        const topic = topicId.get(name);
        if (topic) subject.run(c.templateId, topic.id, i);
      });
    }

    const plan = db.prepare(`INSERT INTO plans (id, course_id, pack_type, title, sale_paise, retail_paise, validity_days, description, position)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const image = db.prepare("INSERT INTO course_images (course_id, content_type, body) VALUES (?, 'image/svg+xml', ?)");
    const dress = db.prepare('UPDATE courses SET image_url = ?, features_list = ? WHERE id = ?');
    const courses = db.prepare<[], { id: number; title: string; tabs: string; teacher_help: number }>(
      'SELECT id, title, tabs, teacher_help FROM courses ORDER BY id').all();
    for (const c of courses.filter((row) => CATALOGUE_PLANS[row.id])) {
      for (const p of plansOf(c.id)) {
        plan.run(p.id, p.courseId, p.pack, planTitle(p.days), p.sale * 100, p.retail * 100, p.days, planDescription(p.pack, p.days), p.position);
      }
      image.run(c.id, courseArt(c.id, c.title));
      const features = featuresOf(JSON.parse(c.tabs) as Record<string, boolean>, c.teacher_help === 1);
      dress.run(courseImageUrl(c.id), JSON.stringify(features), c.id);
    }

    const promo = db.prepare('INSERT OR IGNORE INTO promo_codes (code, percent_off, course_id, expires_at, active) VALUES (?, ?, NULL, NULL, 1)');
    for (const p of PROMO_CODES) promo.run(p.code, p.percentOff);

    db.prepare(`INSERT OR IGNORE INTO students (login_id, email, mobile, password_hash, name, first_time_user, opened_course)
      VALUES (?, NULL, ?, ?, ?, 1, 0)`).run(TRIAL_STUDENT.loginId, TRIAL_STUDENT.mobile, trialHash, TRIAL_STUDENT.name);

    db.prepare('INSERT INTO app_meta (key, value) VALUES (?, ?)').run(MARKER, new Date(now).toISOString());
    return true;
  })();
}
