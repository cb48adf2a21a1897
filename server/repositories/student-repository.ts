import type { School } from '../../domain/account/student';
import type { SqlDatabase } from '../db/connect';

export interface StudentRow {
  id: number;
  login_id: string;
  email: string | null;
  mobile: string | null;
  password_hash: string;
  name: string;
  profile_pic: string;
  status: string;
  website_id: number;
  opened_course: number;
  first_time_user: number;
  delete_flag: number;
  device_type: string;
  /** 0 when the e-mail was set without a code (update-email): no password reset goes to it */
  email_verified: number;
  /** when the account's deletion was confirmed (delete_flag 1); null otherwise (migration 006) */
  delete_requested_at: number | null;
  /** when the sweep erased the account's personal data */
  deleted_at: number | null;
  /** a guest sign-up: where it came from (utm source, else 'Guest Mock Test'); null for other accounts (migration 008) */
  signup_source: string | null;
  /** a guest sign-up: the course link it came from, when it had one */
  signup_course_url: string | null;
}

/** A student made by a guest sign-up (docs/api.md "Guest trial"). */
export interface NewGuestStudent {
  loginId: string;
  name: string;
  mobile: string;
  /** null when none was given or another account has it */
  email: string | null;
  passwordHash: string;
  deviceType: string;
  signupSource: string;
  signupCourseUrl: string | null;
}

/** The account's deletion was requested (or completed): it can no longer sign in. */
export const deletionPending = (row: Pick<StudentRow, 'delete_flag' | 'delete_requested_at'>): boolean =>
  row.delete_flag === 1 || row.delete_requested_at !== null;

/** Whether an error is a unique constraint's (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'code' in err
  && (err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err.code === '23505');

export class StudentRepository {
  constructor(private readonly db: SqlDatabase) {}

  /**
   * A write that may break a unique constraint, in a savepoint when inside a transaction: on PostgreSQL a failed
   * statement aborts the whole transaction, so the caller could neither go on nor keep what it did before.
   */
  private guarded<T>(write: () => Promise<T>): Promise<T> {
    return this.db.inTransaction ? this.db.transaction(write) : write();
  }

  private students() {
    return this.db.q().selectFrom('students').selectAll();
  }

  /** Accounts whose e-mail (any case), login id or mobile equals userId; at most three. */
  async findByUserId(userId: string): Promise<StudentRow[]> {
    // students.email is case-insensitive on both engines (COLLATE NOCASE, CITEXT): a plain = compares any case
    return this.students()
      .where((eb) => eb.or([eb('email', '=', userId), eb('login_id', '=', userId), eb('mobile', '=', userId)]))
      .orderBy('id').execute();
  }

  async findById(id: number): Promise<StudentRow | undefined> {
    return this.students().where('id', '=', id).executeTakeFirst();
  }

  async findByMobile(mobile: string): Promise<StudentRow | undefined> {
    return this.students().where('mobile', '=', mobile).executeTakeFirst();
  }

  async findByEmail(email: string): Promise<StudentRow | undefined> {
    return this.students().where('email', '=', email).executeTakeFirst();
  }

  async schoolsOf(studentId: number): Promise<School[]> {
    const rows = await this.db.q().selectFrom('student_schools')
      .select(['admission_number as admissionNumber', 'school_id as schoolId', 'school_name as schoolName',
        'class_name as className', 'class_id as classId'])
      .where('student_id', '=', studentId).orderBy('position').execute();
    return rows.map(({ classId, ...school }) => (classId === null ? school : { ...school, classId }));
  }

  async setPassword(studentId: number, passwordHash: string): Promise<void> {
    await this.db.q().updateTable('students').set({ password_hash: passwordHash }).where('id', '=', studentId).execute();
  }

  async setOpenedCourse(studentId: number, index: number): Promise<void> {
    await this.db.q().updateTable('students').set({ opened_course: index }).where('id', '=', studentId).execute();
  }

  /**
   * Sets the e-mail of an account that has none, unverified; false when it has one. Throws a unique constraint
   * error (isUniqueViolation) when another account has the address (any case).
   */
  async setFirstEmail(studentId: number, email: string): Promise<boolean> {
    const result = await this.guarded(() => this.db.q().updateTable('students').set({ email, email_verified: 0 })
      .where('id', '=', studentId)
      .where((eb) => eb.or([eb('email', 'is', null), eb('email', '=', '')]))
      .executeTakeFirst());
    return Number(result.numUpdatedRows) === 1;
  }

  async setName(studentId: number, name: string): Promise<void> {
    await this.db.q().updateTable('students').set({ name }).where('id', '=', studentId).execute();
  }

  /** Saves an e-mail the student proved to own (a code sent to it): verified. Throws a unique constraint error when taken. */
  async setVerifiedEmail(studentId: number, email: string): Promise<void> {
    await this.guarded(() => this.db.q().updateTable('students').set({ email, email_verified: 1 }).where('id', '=', studentId).execute());
  }

  /** Saves a mobile the student proved to own. Throws a unique constraint error when taken. */
  async setMobile(studentId: number, mobile: string): Promise<void> {
    await this.guarded(() => this.db.q().updateTable('students').set({ mobile }).where('id', '=', studentId).execute());
  }

  /** The picture's URL, or '' for none. */
  async setProfilePic(studentId: number, url: string): Promise<void> {
    await this.db.q().updateTable('students').set({ profile_pic: url }).where('id', '=', studentId).execute();
  }

  /** Whether an account has this login id. */
  async loginIdTaken(loginId: string): Promise<boolean> {
    return (await this.db.q().selectFrom('students').select('id').where('login_id', '=', loginId).executeTakeFirst()) !== undefined;
  }

  /** Makes the student of a guest sign-up (first-time user); returns the id. Throws a unique constraint error when taken. */
  async createGuest(student: NewGuestStudent): Promise<number> {
    // the e-mail was typed, never proved: unverified (no password reset goes to it)
    const row = await this.guarded(() => this.db.q().insertInto('students').values({
      login_id: student.loginId, email: student.email, email_verified: 0, mobile: student.mobile,
      password_hash: student.passwordHash, name: student.name, first_time_user: 1, opened_course: 0,
      device_type: student.deviceType, signup_source: student.signupSource, signup_course_url: student.signupCourseUrl,
    }).returning('id').executeTakeFirstOrThrow());
    return row.id;
  }

  /** The first-time welcome was shown: firstTimeUser becomes 0. */
  async markWelcomeSeen(studentId: number): Promise<void> {
    await this.db.q().updateTable('students').set({ first_time_user: 0 }).where('id', '=', studentId).execute();
  }
}
