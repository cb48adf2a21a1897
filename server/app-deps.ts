import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/migration';
import { type AuthEnv, requireSession } from './http/auth';
import { CodeOutbox, type ServerMode } from './security/code-outbox';
import { CourseStore } from './stores/course-store';
import { NotificationStore } from './stores/notification-store';
import { OneTimeCodeStore } from './stores/one-time-code-store';
import { SessionStore } from './stores/session-store';
import { StudentStore } from './stores/student-store';
import { StoredSolutionProvider, type SolutionProvider } from './help/solution-provider';
import { AttemptStore } from './stores/attempt-store';
import { QuestionBankStore } from './stores/question-bank-store';
import { TestCatalogStore } from './stores/test-catalog-store';

/** What route modules receive. A later area adds its store here. */
export interface AppDeps {
  db: Db;
  mode: ServerMode;
  now: () => number;
  log: (line: string) => void;
  students: StudentStore;
  courses: CourseStore;
  sessions: SessionStore;
  codes: OneTimeCodeStore;
  notifications: NotificationStore;
  outbox: CodeOutbox;
  auth: MiddlewareHandler<AuthEnv>;
  bank: QuestionBankStore;
  catalog: TestCatalogStore;
  attempts: AttemptStore;
  /** where subjective answer images are stored */
  uploadDir: string;
  solutions: SolutionProvider;
}

/** Test delivery options (issue 4). */
export interface DeliveryOptions {
  uploadDir?: string;
  solutions?: SolutionProvider;
}

export function createDeps(db: Db, mode: ServerMode, now: () => number, log: (line: string) => void, delivery: DeliveryOptions = {}): AppDeps {
  const sessions = new SessionStore(db);
  const bank = new QuestionBankStore(db);
  return {
    bank,
    catalog: new TestCatalogStore(db),
    attempts: new AttemptStore(db),
    uploadDir: delivery.uploadDir ?? process.env.UPLOAD_DIR ?? 'data/uploads',
    solutions: delivery.solutions ?? new StoredSolutionProvider(bank),
    db, mode, now, log, sessions,
    students: new StudentStore(db),
    courses: new CourseStore(db),
    codes: new OneTimeCodeStore(db),
    notifications: new NotificationStore(db),
    outbox: new CodeOutbox(mode, log),
    auth: requireSession(sessions, now),
  };
}
