// The demo catalogue, written once (app_meta 'catalogue_seeded_at'), so a demo database seeded before the catalogue
// existed gets it on its next start: 8 more courses (105-112), FREE / ACE / PRO plans for all 12, their feature
// comparison and images, the promo codes and trial.student. It changes nothing else of the earlier seed.
import { hashPassword } from '../security/passwords';
import { PACK_TYPES, type PackType, type WireFeatureSection } from '../catalogue/catalogue-types';
import { tabsJson } from '../repositories/course-repository';
import { courseArt } from './course-art';
import type { SqlDatabase } from './connect';
import { insertRows, markSeeded, seededAt } from './seed-rows';
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
export async function seedCatalogue(db: SqlDatabase, now: number, password: string): Promise<boolean> {
  if (await seededAt(db, MARKER)) return false;
  const trialHash = await hashPassword(password);

  return db.transaction(async () => {
    if (await seededAt(db, MARKER)) return false;
    const subjects = new Map((await db.q().selectFrom('topics').select(['id', 'name']).where('parent_id', 'is', null).execute())
      .map((t) => [t.name, t.id]));
    await db.q().insertInto('courses').values(NEW_COURSES.map((c) => ({
      id: c.id, title: c.title, sub_title: c.subTitle, category_id: c.categoryId, category_name: c.categoryName,
      organisation_id: c.organisationId, organisation_name: c.organisationName, template_id: c.templateId,
      benchmark: c.benchmark, teacher_help: c.teacherHelp ? 1 : 0, tabs: tabsJson(c.tabs),
    }))).onConflict((oc) => oc.doNothing()).execute();
    const offered = NEW_COURSES.flatMap((c) => c.subjects.flatMap((name, i) => {
      const topicId = subjects.get(name);
      return topicId === undefined ? [] : [{ template_id: c.templateId, topic_id: topicId, position: i }];
    }));
    if (offered.length > 0) await db.q().insertInto('template_subjects').values(offered).onConflict((oc) => oc.doNothing()).execute();

    const courses = (await db.q().selectFrom('courses').select(['id', 'title', 'tabs', 'teacher_help']).orderBy('id').execute())
      .filter((row) => CATALOGUE_PLANS[row.id]);
    await insertRows(db, 'plans', courses.flatMap((c) => plansOf(c.id).map((p) => ({
      id: p.id, course_id: p.courseId, pack_type: p.pack, title: planTitle(p.days), sale_paise: p.sale * 100,
      retail_paise: p.retail * 100, validity_days: p.days, description: planDescription(p.pack, p.days), position: p.position,
    }))));
    await insertRows(db, 'course_images', courses.map((c) => ({ course_id: c.id, content_type: 'image/svg+xml', body: courseArt(c.id, c.title) })));
    for (const c of courses) {
      const features = featuresOf(JSON.parse(c.tabs) as Record<string, boolean>, c.teacher_help === 1);
      await db.q().updateTable('courses').set({ image_url: courseImageUrl(c.id), features_list: JSON.stringify(features) })
        .where('id', '=', c.id).execute();
    }

    await db.q().insertInto('promo_codes')
      .values(PROMO_CODES.map((p) => ({ code: p.code, percent_off: p.percentOff, course_id: null, expires_at: null, active: 1 })))
      .onConflict((oc) => oc.doNothing()).execute();

    await db.q().insertInto('students').values({
      login_id: TRIAL_STUDENT.loginId, email: null, mobile: TRIAL_STUDENT.mobile, password_hash: trialHash,
      name: TRIAL_STUDENT.name, first_time_user: 1, opened_course: 0,
    }).onConflict((oc) => oc.doNothing()).execute();

    await markSeeded(db, MARKER, now);
    return true;
  });
}
