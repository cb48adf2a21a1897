import type { School } from '../../domain/account/student';
import type { Db } from '../db/migration';

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

export class StudentRepository {
  private readonly byUserId;
  private readonly byId;
  private readonly byMobile;
  private readonly byEmail;
  private readonly schools;
  private readonly updatePassword;
  private readonly updateOpenedCourse;
  private readonly addEmail;
  private readonly updateName;
  private readonly updateEmail;
  private readonly updateMobile;
  private readonly updatePicture;
  private readonly welcomeSeen;
  private readonly loginIdRow;
  private readonly insertGuest;

  constructor(db: Db) {
    this.byUserId = db.prepare<[string, string, string], StudentRow>(
      'SELECT * FROM students WHERE email = ? COLLATE NOCASE OR login_id = ? OR mobile = ? ORDER BY id');
    this.byId = db.prepare<[number], StudentRow>('SELECT * FROM students WHERE id = ?');
    this.byMobile = db.prepare<[string], StudentRow>('SELECT * FROM students WHERE mobile = ?');
    this.byEmail = db.prepare<[string], StudentRow>('SELECT * FROM students WHERE email = ? COLLATE NOCASE');
    this.schools = db.prepare<[number], School & { classId: number | null }>(
      `SELECT admission_number AS admissionNumber, school_id AS schoolId, school_name AS schoolName,
              class_name AS className, class_id AS classId
       FROM student_schools WHERE student_id = ? ORDER BY position`);
    this.updatePassword = db.prepare<[string, number]>('UPDATE students SET password_hash = ? WHERE id = ?');
    this.updateOpenedCourse = db.prepare<[number, number]>('UPDATE students SET opened_course = ? WHERE id = ?');
    this.addEmail = db.prepare<[string, number]>(
      "UPDATE students SET email = ?, email_verified = 0 WHERE id = ? AND (email IS NULL OR email = '')");
    this.updateName = db.prepare<[string, number]>('UPDATE students SET name = ? WHERE id = ?');
    this.updateEmail = db.prepare<[string, number]>('UPDATE students SET email = ?, email_verified = 1 WHERE id = ?');
    this.updateMobile = db.prepare<[string, number]>('UPDATE students SET mobile = ? WHERE id = ?');
    this.updatePicture = db.prepare<[string, number]>('UPDATE students SET profile_pic = ? WHERE id = ?');
    this.welcomeSeen = db.prepare<[number]>('UPDATE students SET first_time_user = 0 WHERE id = ?');
    this.loginIdRow = db.prepare<[string], { id: number }>('SELECT id FROM students WHERE login_id = ?');
    // the e-mail was typed, never proved: unverified (no password reset goes to it)
    this.insertGuest = db.prepare<NewGuestStudent>(
      `INSERT INTO students (login_id, email, email_verified, mobile, password_hash, name, first_time_user, opened_course,
                             device_type, signup_source, signup_course_url)
       VALUES (@loginId, @email, 0, @mobile, @passwordHash, @name, 1, 0, @deviceType, @signupSource, @signupCourseUrl)`);
  }

  /** Accounts whose e-mail (any case), login id or mobile equals userId; at most three. */
  findByUserId(userId: string): StudentRow[] {
    return this.byUserId.all(userId, userId, userId);
  }

  findById(id: number): StudentRow | undefined {
    return this.byId.get(id);
  }

  findByMobile(mobile: string): StudentRow | undefined {
    return this.byMobile.get(mobile);
  }

  findByEmail(email: string): StudentRow | undefined {
    return this.byEmail.get(email);
  }

  schoolsOf(studentId: number): School[] {
    return this.schools.all(studentId).map(({ classId, ...school }) => (classId === null ? school : { ...school, classId }));
  }

  setPassword(studentId: number, passwordHash: string): void {
    this.updatePassword.run(passwordHash, studentId);
  }

  setOpenedCourse(studentId: number, index: number): void {
    this.updateOpenedCourse.run(index, studentId);
  }

  /**
   * Sets the e-mail of an account that has none, unverified; false when it has one. Throws a SQLite unique
   * constraint error when another account has the address (any case).
   */
  setFirstEmail(studentId: number, email: string): boolean {
    return this.addEmail.run(email, studentId).changes === 1;
  }

  setName(studentId: number, name: string): void {
    this.updateName.run(name, studentId);
  }

  /** Saves an e-mail the student proved to own (a code sent to it): verified. Throws a unique constraint error when taken. */
  setVerifiedEmail(studentId: number, email: string): void {
    this.updateEmail.run(email, studentId);
  }

  /** Saves a mobile the student proved to own. Throws a unique constraint error when taken. */
  setMobile(studentId: number, mobile: string): void {
    this.updateMobile.run(mobile, studentId);
  }

  /** The picture's URL, or '' for none. */
  setProfilePic(studentId: number, url: string): void {
    this.updatePicture.run(url, studentId);
  }

  /** Whether an account has this login id. */
  loginIdTaken(loginId: string): boolean {
    return this.loginIdRow.get(loginId) !== undefined;
  }

  /** Makes the student of a guest sign-up (first-time user); returns the id. */
  createGuest(student: NewGuestStudent): number {
    return Number(this.insertGuest.run(student).lastInsertRowid);
  }

  /** The first-time welcome was shown: firstTimeUser becomes 0. */
  markWelcomeSeen(studentId: number): void {
    this.welcomeSeen.run(studentId);
  }
}
