// Demo data, written once on the first start (app_meta 'seeded_at' marks it). See the README for logins.
import { hashPassword } from '../security/passwords';
import { TAB_NAMES, tabsJson } from '../repositories/course-repository';
import type { SqlDatabase } from './connect';
import { seedCatalogue } from './seed-catalogue';
import { seedDashboardData } from './seed-dashboard';
import { seedGuestTests } from './seed-guest-tests';
import { insertRows, markSeeded, seededAt } from './seed-rows';
import { seedStudyContent } from './seed-study-content';
import { seedTestDelivery } from './seed-tests';

export const DEMO_PASSWORD = 'Demo@1234';
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const yearsAfter = (ms: number, years: number): string => {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return isoDate(d.getTime());
};


interface SeedCourse {
  id: number; title: string; subTitle: string; categoryId: number; categoryName: string;
  organisationId: number; organisationName: string; templateId: number; benchmark: number;
  teacherHelp: boolean; tabs: string;
  validityId: number; packTypeId: number; packTypeTitle: string; validTillDate: string;
}

const coursesFor = (now: number): SeedCourse[] => [
  {
    id: 101, title: 'JEE Main Complete Course', subTitle: 'Physics, Chemistry and Mathematics',
    categoryId: 1, categoryName: 'Engineering', organisationId: 11, organisationName: 'Apex Academy',
    templateId: 5001, benchmark: 70, teacherHelp: true, tabs: tabsJson(TAB_NAMES),
    validityId: 301, packTypeId: 3, packTypeTitle: 'PRO', validTillDate: yearsAfter(now, 3),
  },
  {
    id: 102, title: 'NEET Biology Booster', subTitle: 'Botany and Zoology',
    categoryId: 2, categoryName: 'Medical', organisationId: 12, organisationName: 'Beacon Institute',
    templateId: 5002, benchmark: 65, teacherHelp: false,
    tabs: tabsJson(['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest', 'mockTest', 'classTest', 'otherCourses']),
    validityId: 302, packTypeId: 2, packTypeTitle: 'ACE', validTillDate: '2025-06-30',
  },
  {
    id: 103, title: 'CUET General Test Trial', subTitle: 'General Test practice',
    categoryId: 3, categoryName: 'University Entrance', organisationId: 13, organisationName: 'Crest Learning',
    templateId: 5003, benchmark: 50, teacherHelp: false,
    tabs: tabsJson(['dashboard', 'report', 'studyMaterial', 'topicTest', 'mockTest', 'otherCourses']),
    validityId: 303, packTypeId: 1, packTypeTitle: 'FREE', validTillDate: isoDate(now + 14 * DAY_MS),
  },
  {
    id: 104, title: 'Olympiad Foundation', subTitle: 'Science and Mathematics olympiads',
    categoryId: 4, categoryName: 'Olympiad', organisationId: 14, organisationName: 'Delta Foundation',
    templateId: 5004, benchmark: 60, teacherHelp: false,
    tabs: tabsJson(['dashboard', 'report', 'mockTest', 'dynamicMockTest', 'otherCourses']),
    validityId: 304, packTypeId: 4, packTypeTitle: 'FREEFOREVER', validTillDate: '2099-12-31',
  },
];

/** Writes the demo data unless it was written before (each part once). Returns true when it seeded anything. */
export async function seedDemoData(db: SqlDatabase, now: number): Promise<boolean> {
  const accounts = await seedAccounts(db, now);
  const tests = await seedTestDelivery(db, now);
  // after the accounts and tests: it adds plans to their courses and subjects to its new templates
  const catalogue = await seedCatalogue(db, now, DEMO_PASSWORD);
  // after the accounts: demo.student's class schedule and notifications
  const dashboard = await seedDashboardData(db, now);
  // after the bank and the catalogue: study content per topic, the three subjects, FREE limits and self-test options
  const study = await seedStudyContent(db, now);
  // after the bank and the catalogue (courses 105-112): the free tests of the guest trial
  const guestTests = await seedGuestTests(db, now);
  return accounts || tests || catalogue || dashboard || study || guestTests;
}

const MARKER = 'seeded_at';

async function seedAccounts(db: SqlDatabase, now: number): Promise<boolean> {
  if (await seededAt(db, MARKER)) return false;
  const [demoHash, newHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);

  return db.transaction(async () => {
    if (await seededAt(db, MARKER)) return false;
    const student = (loginId: string, mobile: string, hash: string, name: string, firstTime: number) => db.q().insertInto('students')
      .values({ login_id: loginId, email: `${loginId}@example.com`, mobile, password_hash: hash, name, first_time_user: firstTime, opened_course: 0 })
      .returning('id').executeTakeFirstOrThrow();
    const demoId = (await student('demo.student', '9876543210', demoHash, 'Demo Student', 0)).id;
    await student('new.student', '9123456780', newHash, 'New Student', 1);

    await db.q().insertInto('student_schools').values({
      student_id: demoId, position: 0, admission_number: 'ADM-1001', school_id: 1, school_name: 'Springfield High School',
      class_name: 'Class 12', class_id: 12,
    }).execute();

    const courses = coursesFor(now);
    await insertRows(db, 'courses', courses.map((c) => ({
      id: c.id, title: c.title, sub_title: c.subTitle, category_id: c.categoryId, category_name: c.categoryName,
      organisation_id: c.organisationId, organisation_name: c.organisationName, template_id: c.templateId,
      benchmark: c.benchmark, teacher_help: c.teacherHelp ? 1 : 0, tabs: c.tabs,
    })));
    await insertRows(db, 'enrollments', courses.map((c, position) => ({
      student_id: demoId, course_id: c.id, position, validity_id: c.validityId, pack_type_id: c.packTypeId,
      pack_type_title: c.packTypeTitle, valid_till_date: c.validTillDate,
    })));

    await insertRows(db, 'notifications', [
      { student_id: demoId, title: 'Welcome to your study room',
        body: 'Switch between your courses from the course menu at the top of the page.', created_at: now - DAY_MS },
      { student_id: demoId, title: 'NEET Biology Booster has expired',
        body: 'Renew your Beacon Institute pack to keep practising.', created_at: now },
    ]);

    await markSeeded(db, MARKER, now);
    return true;
  });
}
