// Demo data, written once on the first start (app_meta 'seeded_at' marks it). See the README for logins.
import { hashPassword } from '../security/passwords';
import { TAB_NAMES, tabsJson } from '../repositories/course-repository';
import type { Db } from './migration';
import { seedCatalogue } from './seed-catalogue';
import { seedDashboardData } from './seed-dashboard';
import { seedGuestTests } from './seed-guest-tests';
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
export async function seedDemoData(db: Db, now: number): Promise<boolean> {
  const accounts = await seedAccounts(db, now);
  const tests = seedTestDelivery(db, now);
  // after the accounts and tests: it adds plans to their courses and subjects to its new templates
  const catalogue = await seedCatalogue(db, now, DEMO_PASSWORD);
  // after the accounts: demo.student's class schedule and notifications
  const dashboard = seedDashboardData(db, now);
  // after the bank and the catalogue: study content per topic, the three subjects, FREE limits and self-test options
  const study = seedStudyContent(db, now);
  // after the bank and the catalogue (courses 105-112): the free tests of the guest trial
  const guestTests = seedGuestTests(db, now);
  return accounts || tests || catalogue || dashboard || study || guestTests;
}

async function seedAccounts(db: Db, now: number): Promise<boolean> {
  const seeded = db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'");
  if (seeded.get()) return false;
  const [demoHash, newHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);

  return db.transaction(() => {
    if (seeded.get()) return false;
    const student = db.prepare(
      `INSERT INTO students (login_id, email, mobile, password_hash, name, first_time_user, opened_course)
       VALUES (?, ?, ?, ?, ?, ?, 0)`);
    const demoId = Number(student.run('demo.student', 'demo.student@example.com', '9876543210', demoHash, 'Demo Student', 0).lastInsertRowid);
    student.run('new.student', 'new.student@example.com', '9123456780', newHash, 'New Student', 1);

    db.prepare(
      `INSERT INTO student_schools (student_id, position, admission_number, school_id, school_name, class_name, class_id)
       VALUES (?, 0, 'ADM-1001', 1, 'Springfield High School', 'Class 12', 12)`).run(demoId);

    const course = db.prepare(
      `INSERT INTO courses (id, title, sub_title, category_id, category_name, organisation_id, organisation_name,
                            template_id, benchmark, teacher_help, tabs)
       VALUES (@id, @title, @subTitle, @categoryId, @categoryName, @organisationId, @organisationName,
               @templateId, @benchmark, @teacherHelp, @tabs)`);
    const enrol = db.prepare(
      `INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
       VALUES (?, ?, ?, ?, ?, ?, ?)`);
    coursesFor(now).forEach((c, position) => {
      course.run({ ...c, teacherHelp: c.teacherHelp ? 1 : 0 });
      enrol.run(demoId, c.id, position, c.validityId, c.packTypeId, c.packTypeTitle, c.validTillDate);
    });

    const notification = db.prepare('INSERT INTO notifications (student_id, title, body, created_at) VALUES (?, ?, ?, ?)');
    notification.run(demoId, 'Welcome to your study room',
      'Switch between your courses from the course menu at the top of the page.', now - DAY_MS);
    notification.run(demoId, 'NEET Biology Booster has expired',
      'Renew your Beacon Institute pack to keep practising.', now);

    db.prepare("INSERT INTO app_meta (key, value) VALUES ('seeded_at', ?)").run(new Date(now).toISOString());
    return true;
  })();
}
