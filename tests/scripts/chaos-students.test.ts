/** @jest-environment node */
// scripts/chaos/chaos-students.ts: a fresh database prepared as a demo start of the server, plus chaos students
// enrolled like demo.student in course 101 with the demo password. (signIn is exercised by npm run chaos:server.)
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAOS_COURSE, removeDatabaseFiles, seedChaosStudents } from '../../scripts/chaos/chaos-students';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { verifyPassword } from '../../server/security/passwords';

const dir = mkdtempSync(join(tmpdir(), 'chaos-students-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seedChaosStudents', () => {
  it('seeds the demo data and adds the students with demo.student’s course access and the demo password', async () => {
    const file = join(dir, 'a.db');
    const students = await seedChaosStudents(file, 3, Date.UTC(2026, 0, 15));
    expect(students.map((s) => [s.loginId, s.email, s.mobile, s.password, s.courseId, s.templateId])).toEqual([
      ['chaos.001', 'chaos.001@example.com', '7000000001', DEMO_PASSWORD, 101, 5001],
      ['chaos.002', 'chaos.002@example.com', '7000000002', DEMO_PASSWORD, 101, 5001],
      ['chaos.003', 'chaos.003@example.com', '7000000003', DEMO_PASSWORD, 101, 5001],
    ]);
    const db = new Database(file, { readonly: true });
    try {
      const meta = db.prepare('SELECT key FROM app_meta ORDER BY key').all().map((r) => (r as { key: string }).key);
      expect(meta).toEqual(expect.arrayContaining(['seeded_at', 'seeded_tests_at', 'seeded_cohort_at', 'seeded_history_at']));
      const enrolments = db.prepare(
        `SELECT e.course_id AS courseId, e.validity_id AS validityId, e.pack_type_id AS packTypeId, e.pack_type_title AS packTypeTitle,
                e.valid_till_date AS validTill, e.position, s.password_hash AS hash
         FROM enrollments e JOIN students s ON s.id = e.student_id WHERE s.id = ?`);
      for (const s of students) {
        const rows = enrolments.all(s.studentId) as { courseId: number; validityId: number; packTypeId: number; packTypeTitle: string; validTill: string; position: number; hash: string }[];
        expect(rows).toHaveLength(1);
        const { hash, validTill, ...enrolment } = rows[0];
        expect(enrolment).toEqual({ courseId: CHAOS_COURSE.courseId, validityId: 301, packTypeId: 3, packTypeTitle: 'PRO', position: 0 });
        expect(validTill).toBe('2029-01-15'); // demo.student's: three years after the seed time
        expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
      }
      // demo.student's own course 101 access is the model
      const demo = db.prepare(`SELECT pack_type_id AS packTypeId, pack_type_title AS packTypeTitle FROM enrollments e
        JOIN students s ON s.id = e.student_id WHERE s.login_id = 'demo.student' AND e.course_id = 101`).get();
      expect(demo).toEqual({ packTypeId: 3, packTypeTitle: 'PRO' });
    } finally {
      db.close();
    }
  });

  it('wants a fresh file and a sensible count', async () => {
    const file = join(dir, 'b.db');
    writeFileSync(file, '');
    await expect(seedChaosStudents(file, 1)).rejects.toThrow('wants a fresh database file');
    removeDatabaseFiles(file);
    await expect(seedChaosStudents(file, -1)).rejects.toThrow(RangeError);
    await expect(seedChaosStudents(file, 0)).resolves.toEqual([]);
  });
});
