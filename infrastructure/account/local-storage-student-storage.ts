// The stored student in localStorage: key 'student-storage', { "state": {...student}, "version": 0 }.
// A corrupt entry, another version or an invalid student is removed and reads as logged out.
import type { StudentStorage } from '../../application/account/ports';
import type { Student } from '../../domain/account/student';
import { readStoredStudent } from './stored-student-guard';

export const STUDENT_STORAGE_KEY = 'student-storage';
export const STUDENT_STORAGE_VERSION = 0;

export class LocalStorageStudentStorage implements StudentStorage {
  /**
   * The last entry read and its student: load() runs in every use case that needs the student, and a signed-in
   * start of /student/dashboard parsed and checked the same 7.8 KB entry 17 times (34 after two page changes), now
   * once (docs/performance.md "Lighthouse"). Keyed by the text, so another tab's write is read anew;
   * the student is shared by reference and never changed in place (nothing writes to a loaded student).
   */
  private last: { raw: string; student: Student } | null = null;

  constructor(private readonly storage: Storage) {}

  load(): Student | null {
    let raw: string | null;
    try {
      raw = this.storage.getItem(STUDENT_STORAGE_KEY);
    } catch (e) {
      console.error('Stored student could not be read', e);
      return null;
    }
    if (raw === null) return null;
    if (this.last?.raw === raw) return this.last.student;
    const student = parseEntry(raw);
    if (!student) {
      console.error(`Discarded an unreadable '${STUDENT_STORAGE_KEY}' entry`);
      this.clear();
      return null;
    }
    this.last = { raw, student };
    return student;
  }

  save(student: Student): void {
    try {
      this.storage.setItem(STUDENT_STORAGE_KEY, JSON.stringify({ state: student, version: STUDENT_STORAGE_VERSION }));
    } catch (e) {
      console.error('Student could not be stored', e);
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(STUDENT_STORAGE_KEY);
    } catch (e) {
      console.error('Stored student could not be removed', e);
    }
  }
}

const parseEntry = (raw: string): Student | null => {
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const { state, version } = entry as { state?: unknown; version?: unknown };
  if (version !== STUDENT_STORAGE_VERSION) return null;
  return readStoredStudent(state);
};
