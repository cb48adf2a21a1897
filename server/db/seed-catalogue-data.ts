// The demo catalogue (server/db/seed-catalogue.ts writes it): 12 courses in 5 categories, their FREE / ACE / PRO
// plans in rupees, and the promo codes. Courses 101-104 are the ones server/db/seed.ts enrols demo.student in.
import type { WireTabs } from '../http/wire-types';
import type { PackType } from '../catalogue/catalogue-types';

/** [days, sale rupees, retail rupees] */
export type PriceLine = readonly [number, number, number];

export interface CataloguePlans {
  /** days of the free trial */
  freeDays: number;
  ace: readonly PriceLine[];
  pro: readonly PriceLine[];
}

/** A course the catalogue seed adds (105-112); 101-104 exist already and only get plans. */
export interface NewCourse {
  id: number; title: string; subTitle: string; categoryId: number; categoryName: string;
  organisationId: number; organisationName: string; templateId: number; benchmark: number; teacherHelp: boolean;
  tabs: readonly (keyof WireTabs)[];
  /** subjects (topic names of the question bank) of the course's template */
  subjects: readonly string[];
}

export const CATALOGUE_PLANS: Readonly<Record<number, CataloguePlans>> = {
  101: { freeDays: 7, ace: [[90, 1499, 2499], [180, 2499, 3999]], pro: [[365, 4999, 7999], [730, 7999, 12999]] },
  102: { freeDays: 7, ace: [[90, 1299, 1999], [180, 1999, 2999]], pro: [[365, 3999, 5999]] },
  103: { freeDays: 14, ace: [[90, 799, 1199], [180, 1199, 1799]], pro: [[365, 1999, 2999]] },
  104: { freeDays: 7, ace: [[90, 599, 999]], pro: [[365, 1499, 2499]] },
  105: { freeDays: 7, ace: [[90, 1999, 2999], [180, 3499, 4999]], pro: [[365, 5999, 9999], [730, 9499, 15999]] },
  106: { freeDays: 7, ace: [[60, 999, 1499], [120, 1599, 2399]], pro: [[365, 2999, 4499]] },
  107: { freeDays: 7, ace: [[90, 1399, 2199], [180, 2299, 3499]], pro: [[365, 4499, 6999]] },
  108: { freeDays: 3, ace: [[90, 899, 1499]], pro: [[365, 2499, 3999]] },
  109: { freeDays: 7, ace: [[90, 999, 1499], [180, 1499, 2299]], pro: [[365, 2499, 3799]] },
  110: { freeDays: 7, ace: [[90, 499, 799]], pro: [[365, 1199, 1999]] },
  111: { freeDays: 7, ace: [[90, 699, 1199], [180, 1099, 1799]], pro: [[365, 1799, 2999]] },
  112: { freeDays: 7, ace: [[90, 799, 1299], [180, 1299, 1999]], pro: [[365, 1999, 3499]] },
};

const ENGINEERING = { categoryId: 1, categoryName: 'Engineering' };
const MEDICAL = { categoryId: 2, categoryName: 'Medical' };
const UNIVERSITY = { categoryId: 3, categoryName: 'University Entrance' };
const OLYMPIAD = { categoryId: 4, categoryName: 'Olympiad' };
const GOVERNMENT = { categoryId: 5, categoryName: 'Government Jobs' };
const PCM = ['Physics', 'Chemistry', 'Mathematics'];

export const NEW_COURSES: readonly NewCourse[] = [
  { id: 105, title: 'JEE Advanced Problem Solving', subTitle: 'Multi-concept problems in Physics, Chemistry and Mathematics', ...ENGINEERING,
    organisationId: 11, organisationName: 'Apex Academy', templateId: 5005, benchmark: 75, teacherHelp: true,
    tabs: ['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest', 'mockTest', 'otherCourses'], subjects: PCM },
  { id: 106, title: 'BITSAT Speed Practice', subTitle: 'Timed drills for the BITSAT online test', ...ENGINEERING,
    organisationId: 15, organisationName: 'Summit Tutorials', templateId: 5006, benchmark: 60, teacherHelp: false,
    tabs: ['dashboard', 'report', 'topicTest', 'mockTest', 'dynamicMockTest', 'otherCourses'], subjects: ['Physics', 'Mathematics'] },
  { id: 107, title: 'NEET Physics and Chemistry', subTitle: 'The non-biology half of NEET, chapter by chapter', ...MEDICAL,
    organisationId: 12, organisationName: 'Beacon Institute', templateId: 5007, benchmark: 65, teacherHelp: false,
    tabs: ['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'mockTest', 'classTest', 'otherCourses'], subjects: ['Physics', 'Chemistry'] },
  { id: 108, title: 'NEET Mock Test Series', subTitle: 'Full-length papers in the NEET pattern', ...MEDICAL,
    organisationId: 16, organisationName: 'Lotus Health Academy', templateId: 5008, benchmark: 60, teacherHelp: false,
    tabs: ['dashboard', 'report', 'mockTest', 'dynamicMockTest', 'otherCourses'], subjects: ['Physics', 'Chemistry'] },
  { id: 109, title: 'CUET Science Domain Subjects', subTitle: 'Physics, Chemistry and Mathematics domain papers', ...UNIVERSITY,
    organisationId: 13, organisationName: 'Crest Learning', templateId: 5009, benchmark: 55, teacherHelp: false,
    tabs: ['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'mockTest', 'otherCourses'], subjects: PCM },
  { id: 110, title: 'National Science Olympiad', subTitle: 'Classes 8 to 10, both levels', ...OLYMPIAD,
    organisationId: 14, organisationName: 'Delta Foundation', templateId: 5010, benchmark: 60, teacherHelp: false,
    tabs: ['dashboard', 'report', 'studyMaterial', 'topicTest', 'mockTest', 'otherCourses'], subjects: ['Physics', 'Mathematics'] },
  { id: 111, title: 'SSC CGL Quantitative Aptitude', subTitle: 'Tier I and Tier II mathematics', ...GOVERNMENT,
    organisationId: 17, organisationName: 'Civic Prep Academy', templateId: 5011, benchmark: 55, teacherHelp: false,
    tabs: ['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'mockTest', 'otherCourses'], subjects: ['Mathematics'] },
  { id: 112, title: 'Banking PO Prelims', subTitle: 'Quantitative aptitude for bank PO exams', ...GOVERNMENT,
    organisationId: 17, organisationName: 'Civic Prep Academy', templateId: 5012, benchmark: 50, teacherHelp: false,
    tabs: ['dashboard', 'report', 'studyMaterial', 'topicTest', 'mockTest', 'dynamicMockTest', 'otherCourses'], subjects: ['Mathematics'] },
];

/** Both for any course, without an expiry. */
export const PROMO_CODES: readonly { code: string; percentOff: number }[] = [
  { code: 'FREE100', percentOff: 100 },
  { code: 'SAVE20', percentOff: 20 },
];

/** The account for the Update Email flow: no e-mail, no courses. */
export const TRIAL_STUDENT = { loginId: 'trial.student', mobile: '9345678012', name: 'Trial Student' };

/** 7 -> '7 Days', 90 -> '3 Months', 365 -> '12 Months', 730 -> '24 Months' */
export const planTitle = (days: number): string => {
  if (days % 365 === 0) return `${(days / 365) * 12} Months`;
  if (days >= 30) return `${Math.round(days / 30)} Months`;
  return `${days} Days`;
};

export const planDescription = (pack: PackType, days: number): string => {
  switch (pack) {
    case 'FREE':
      return `Try the course free for ${days} days: study material and a few tests.`;
    case 'ACE':
      return `The study room and topic and mock tests for ${planTitle(days).toLowerCase()}.`;
    case 'PRO':
      return `Everything in ACE plus adaptive learning, full analytics and teacher help for ${planTitle(days).toLowerCase()}.`;
  }
};

/** One row of the feature comparison: the tab it needs, and whether FREE, ACE and PRO have it. */
interface FeatureLine {
  title: string;
  tab: keyof WireTabs | 'teacherHelp';
  packs: readonly [boolean, boolean, boolean];
}

export const FEATURE_SECTIONS: readonly { sectionType: string; lines: readonly FeatureLine[] }[] = [
  { sectionType: 'Study Room', lines: [
    { title: 'Study Material', tab: 'studyMaterial', packs: [true, true, true] },
    { title: 'Smart Learning', tab: 'selfTest', packs: [false, true, true] },
    { title: 'Adaptive Learning', tab: 'adaptiveTest', packs: [false, false, true] },
  ] },
  { sectionType: 'Exam Room', lines: [
    { title: 'Topic Tests', tab: 'topicTest', packs: [true, true, true] },
    { title: 'Mock Tests', tab: 'mockTest', packs: [false, true, true] },
    { title: 'Dynamic Mock Tests', tab: 'dynamicMockTest', packs: [false, false, true] },
    { title: 'Class Tests', tab: 'classTest', packs: [false, true, true] },
  ] },
  { sectionType: 'Analytics', lines: [
    { title: 'Performance Reports', tab: 'report', packs: [true, true, true] },
    { title: 'All-India Rank and Topper Comparison', tab: 'report', packs: [false, true, true] },
    { title: 'Teacher Help', tab: 'teacherHelp', packs: [false, false, true] },
  ] },
];
