// The signed-in student's course as the simulator sees it.
import type { SimulatorCourse } from '../../ui/simulator/simulator-env';

export const aSimulatorCourse = (overrides: Partial<SimulatorCourse> = {}): SimulatorCourse => ({
  course: { courseId: 7, templateId: 70, packTypeId: 2, packTypeTitle: 'PRO' },
  courseName: 'JEE Main',
  tonyHelp: true,
  teacherHelp: true,
  canUpgrade: false,
  ...overrides,
});
