// Mock tests, listed by category, with their sections. Times in minutes.

/** A section of a mock test. */
export interface MockTestSection {
  sectionId: number;
  sectionName: string;
  sectionOrder: number;
  totalQuestions: number;
  sectionTime: number;
  correctMarks: number;
  incorrectMarks: number;
  notAnswerMarks: number;
}

/** A mock test of the list; sections sorted by sectionOrder. */
export interface MockTest {
  mocktestId: number;
  testName: string;
  testTotalTime: number;
  totalQuestions: number;
  totalMarks: number;
  difficulty: string;
  marks: number;
  correctAnsMark: number;
  wrongAnsMark: number;
  noAnsMark: number;
  sectionSet: MockTestSection[];
}

export interface MockTestCategory {
  categoryName: string;
  testList: MockTest[];
}

/** Sections in their sectionOrder. */
export const orderedSections = (sections: readonly MockTestSection[]): MockTestSection[] =>
  [...sections].sort((a, b) => a.sectionOrder - b.sectionOrder);

/** The categories the list shows: a category without tests is left out. */
export const categoriesWithTests = (categories: readonly MockTestCategory[]): MockTestCategory[] =>
  categories.filter((c) => c.testList.length > 0);
