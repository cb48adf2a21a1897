import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/migration';
import { type AuthEnv, requireSession } from './http/auth';
import { CodeOutbox, type ServerMode } from './security/code-outbox';
import { CourseStore } from './stores/course-store';
import { NotificationStore } from './stores/notification-store';
import { OneTimeCodeStore } from './stores/one-time-code-store';
import { SessionStore } from './stores/session-store';
import { StudentStore } from './stores/student-store';

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
}

export function createDeps(db: Db, mode: ServerMode, now: () => number, log: (line: string) => void): AppDeps {
  const sessions = new SessionStore(db);
  return {
    db, mode, now, log, sessions,
    students: new StudentStore(db),
    courses: new CourseStore(db),
    codes: new OneTimeCodeStore(db),
    notifications: new NotificationStore(db),
    outbox: new CodeOutbox(mode, log),
    auth: requireSession(sessions, now),
  };
}
