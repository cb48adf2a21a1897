// Limits of the study room's calls (docs/security.md "Study room" gives each number its reason). The study files
// (GET /study-files/...) have no limit of their own: each needs a signature that only a counted, limited
// /smartlearning-details hands out.
import { MINUTE, type Rule } from '../security/throttle';

/** The content lists and opened items of one student (GET /syllabus/v2, /smartlearning-details). */
export const STUDY_CONTENT_PER_STUDENT: readonly Rule[] = [{ bucket: 'study-content-student-minute', limit: 120, windowMs: MINUTE }];
/** The self-test rings and options of one student (GET /last-self-test-percentage, /self-test-progress, /selftestformoptions). */
export const STUDY_PROGRESS_PER_STUDENT: readonly Rule[] = [{ bucket: 'study-progress-student-minute', limit: 240, windowMs: MINUTE }];

export const TOO_MANY_STUDY_REQUESTS = 'Too many study room requests';
