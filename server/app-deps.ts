import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/migration';
import { type ClientAddressOf, UNKNOWN_ADDRESS } from './http/client-address';
import { Throttle } from './security/throttle';
import { type AuthEnv, requireSession } from './http/auth';
import { CodeOutbox, type ServerMode } from './security/code-outbox';
import { CourseRepository } from './repositories/course-repository';
import { NotificationRepository } from './repositories/notification-repository';
import { OneTimeCodeRepository } from './repositories/one-time-code-repository';
import { SessionRepository } from './repositories/session-repository';
import { StudentRepository } from './repositories/student-repository';
import { StoredSolutionProvider, type SolutionProvider } from './help/solution-provider';
import { AttemptRepository } from './repositories/attempt-repository';
import { DeliveryRepository } from './repositories/delivery-repository';
import { QuestionBankRepository } from './repositories/question-bank-repository';
import { ReportRepository } from './repositories/report-repository';
import { TestCatalogRepository } from './repositories/test-catalog-repository';
import { UploadRepository } from './repositories/upload-repository';
import { CatalogueRepository } from './repositories/catalogue-repository';
import { PaymentRepository } from './repositories/payment-repository';
import type { PaymentProvider } from './payments/payment-provider';

/** What route modules receive. A later area adds its repository here. */
export interface AppDeps {
  db: Db;
  mode: ServerMode;
  now: () => number;
  log: (line: string) => void;
  students: StudentRepository;
  courses: CourseRepository;
  sessions: SessionRepository;
  codes: OneTimeCodeRepository;
  notifications: NotificationRepository;
  outbox: CodeOutbox;
  auth: MiddlewareHandler<AuthEnv>;
  bank: QuestionBankRepository;
  catalog: TestCatalogRepository;
  attempts: AttemptRepository;
  /** the tests /testdetails handed out: submits are checked and scored against them */
  deliveries: DeliveryRepository;
  reports: ReportRepository;
  /** where subjective answer images are stored */
  uploadDir: string;
  /** who owns each uploaded image and which ones an attempt refers to */
  uploads: UploadRepository;
  solutions: SolutionProvider;
  /** rate limits and backoff (security/throttle.ts) */
  throttle: Throttle;
  /** the client address of a request, for per-address limits */
  clientAddress: ClientAddressOf;
  /** the courses on sale: plans, promo codes, images (not `catalog`, the tests of a template) */
  courseCatalogue: CatalogueRepository;
  /** payment orders and transactions */
  paymentRecords: PaymentRepository;
  /** the payment provider, or null when none is configured (checkout answers 503) */
  paymentProvider: PaymentProvider | null;
}

/** Where uploads go unless the app is told otherwise: env UPLOAD_DIR, else data/uploads. */
export const defaultUploadDir = (): string => process.env.UPLOAD_DIR ?? 'data/uploads';

/** Options of createDeps (test delivery, client address, payments). */
export interface DeliveryOptions {
  uploadDir?: string;
  solutions?: SolutionProvider;
  clientAddress?: ClientAddressOf;
  paymentProvider?: PaymentProvider | null;
}

export function createDeps(db: Db, mode: ServerMode, now: () => number, log: (line: string) => void, delivery: DeliveryOptions = {}): AppDeps {
  const sessions = new SessionRepository(db);
  const bank = new QuestionBankRepository(db);
  return {
    bank,
    catalog: new TestCatalogRepository(db),
    attempts: new AttemptRepository(db),
    deliveries: new DeliveryRepository(db),
    reports: new ReportRepository(db),
    uploadDir: delivery.uploadDir ?? defaultUploadDir(),
    uploads: new UploadRepository(db),
    solutions: delivery.solutions ?? new StoredSolutionProvider(bank),
    db, mode, now, log, sessions,
    students: new StudentRepository(db),
    courses: new CourseRepository(db),
    codes: new OneTimeCodeRepository(db),
    notifications: new NotificationRepository(db),
    outbox: new CodeOutbox(mode, log),
    auth: requireSession(sessions, now),
    throttle: new Throttle(db),
    clientAddress: delivery.clientAddress ?? (() => UNKNOWN_ADDRESS),
    courseCatalogue: new CatalogueRepository(db),
    paymentRecords: new PaymentRepository(db),
    paymentProvider: delivery.paymentProvider ?? null,
  };
}
