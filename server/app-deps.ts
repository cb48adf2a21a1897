import type { MiddlewareHandler } from 'hono';
import type { SqlDatabase } from './db/connect';
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
import { AttemptLogRepository } from './repositories/attempt-log-repository';
import { DeliveryRepository } from './repositories/delivery-repository';
import { QuestionBankRepository } from './repositories/question-bank-repository';
import { ReportRepository } from './repositories/report-repository';
import { TestCatalogRepository } from './repositories/test-catalog-repository';
import { UploadRepository } from './repositories/upload-repository';
import { CatalogueRepository } from './repositories/catalogue-repository';
import { PaymentRepository } from './repositories/payment-repository';
import type { PaymentProvider } from './payments/payment-provider';
import { ActivityRepository } from './repositories/activity-repository';
import { ClassScheduleRepository } from './repositories/class-schedule-repository';
import { SupportRepository } from './repositories/support-repository';
import { ProfilePictureRepository } from './repositories/profile-picture-repository';
import { AccountDeletionRepository } from './repositories/account-deletion-repository';
import { StudyContentRepository } from './repositories/study-content-repository';
import { DEFAULT_TIME_ZONE } from './http/zoned-days';
import { GuestTrialRepository } from './repositories/guest-trial-repository';
import { GUEST_DELIVERY_SECRET, guestDeliverySigner, type GuestDeliverySigner } from './test-delivery/guest-delivery';
import { newSecret } from './security/hmac-key';
import { ServerSecretRepository } from './repositories/server-secret-repository';
import { createWriteQueue, type WriteQueue, type WriteQueueOptions } from './db/write-queue';
import type { FileStorage } from './storage/file-storage';
import { LocalFolderStorage } from './storage/local-folder-storage';

/** What route modules receive. A later area adds its repository here. */
export interface AppDeps {
  /** the database (server/db/connect.ts): repositories query through it; routes use db.transaction */
  db: SqlDatabase;
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
  /** the event logs kept with submitted attempts, their status and strategy figures (docs/attempt-timeline.md) */
  attemptLogs: AttemptLogRepository;
  /** the tests /testdetails handed out: submits are checked and scored against them */
  deliveries: DeliveryRepository;
  reports: ReportRepository;
  /** where uploaded files (answer images, profile pictures) are stored: the storage port (storage/file-storage.ts) */
  files: FileStorage;
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
  /** the server's time zone (IANA name): the calendar days of the activity chart and the week's classes */
  timeZone: string;
  /** answered questions per day and the tests of a day (the dashboard's activity chart) */
  activity: ActivityRepository;
  /** the scheduled classes of the school classes */
  classSchedules: ClassScheduleRepository;
  /** feedback, ratings, invites and support tickets */
  support: SupportRepository;
  /** who owns each stored profile picture */
  profilePictures: ProfilePictureRepository;
  /** account deletion requests and their completion */
  accountDeletions: AccountDeletionRepository;
  /** study content, content limits, opened items, self-test options and the last self tests (the study room) */
  studyContents: StudyContentRepository;
  /** the guest trial: the courses' free tests and each student's trial of a course */
  guestTrials: GuestTrialRepository;
  /** signs and checks the delivery of a guest test (its key in server_secrets) */
  guestDeliveries: GuestDeliverySigner;
  /** the server's signing keys (server_secrets) */
  serverSecrets: ServerSecretRepository;
  /** group commit: the writes of many requests in one transaction (db/write-queue.ts); submits and saves use it */
  writes: WriteQueue;
}

/** Where uploads go unless the app is told otherwise: env UPLOAD_DIR, else data/uploads. */
export const defaultUploadDir = (): string => process.env.UPLOAD_DIR ?? 'data/uploads';

/** Options of createDeps (test delivery, client address, payments). */
export interface DeliveryOptions {
  /** the store of uploaded files; default the folder uploadDir */
  files?: FileStorage;
  /** the folder of the default store; default env UPLOAD_DIR, else data/uploads */
  uploadDir?: string;
  solutions?: SolutionProvider;
  clientAddress?: ClientAddressOf;
  paymentProvider?: PaymentProvider | null;
  /** default Asia/Kolkata (the app passes env TIME_ZONE) */
  timeZone?: string;
  /** group commit's settings (default: on, db/write-queue.ts) */
  writeQueue?: WriteQueueOptions;
}

export function createDeps(db: SqlDatabase, mode: ServerMode, now: () => number, log: (line: string) => void, delivery: DeliveryOptions = {}): AppDeps {
  const sessions = new SessionRepository(db);
  const bank = new QuestionBankRepository(db);
  const serverSecrets = new ServerSecretRepository(db);
  return {
    bank,
    catalog: new TestCatalogRepository(db),
    attempts: new AttemptRepository(db),
    attemptLogs: new AttemptLogRepository(db),
    deliveries: new DeliveryRepository(db),
    reports: new ReportRepository(db),
    files: delivery.files ?? new LocalFolderStorage(delivery.uploadDir ?? defaultUploadDir()),
    uploads: new UploadRepository(db),
    solutions: delivery.solutions ?? new StoredSolutionProvider(bank),
    db, mode, now, log, sessions,
    students: new StudentRepository(db),
    courses: new CourseRepository(db),
    codes: new OneTimeCodeRepository(db),
    notifications: new NotificationRepository(db),
    outbox: new CodeOutbox(db, mode, log, now),
    auth: requireSession(sessions, now),
    throttle: new Throttle(db),
    clientAddress: delivery.clientAddress ?? (() => UNKNOWN_ADDRESS),
    courseCatalogue: new CatalogueRepository(db),
    paymentRecords: new PaymentRepository(db),
    paymentProvider: delivery.paymentProvider ?? null,
    timeZone: delivery.timeZone ?? DEFAULT_TIME_ZONE,
    activity: new ActivityRepository(db),
    classSchedules: new ClassScheduleRepository(db),
    support: new SupportRepository(db),
    profilePictures: new ProfilePictureRepository(db),
    accountDeletions: new AccountDeletionRepository(db),
    studyContents: new StudyContentRepository(db),
    guestTrials: new GuestTrialRepository(db),
    guestDeliveries: guestDeliverySigner(() => serverSecrets.secret(GUEST_DELIVERY_SECRET, newSecret)),
    serverSecrets,
    writes: createWriteQueue(db, delivery.writeQueue),
  };
}
