/** @jest-environment node */
// scripts/chaos-server.ts (npm run chaos:server): the check of what was acknowledged against what the database holds,
// the reading of the chaos students' attempts and the integrity text. The run itself is the script's.
import { describe, expect, it } from '@jest/globals';
import { openSqlite } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { AttemptRepository } from '../../server/repositories/attempt-repository';
import { checkAcknowledged, integrityOf, readStoredAttempts, type CheckInput, type StoredAttempt } from '../../scripts/chaos-server';

const row = (id: number, studentId: number, clientSubmissionId: string | null, status = 'submitted', questionRows = 5): StoredAttempt =>
  ({ id, studentId, clientSubmissionId, status, questionRows });

const input = (over: Partial<CheckInput>): CheckInput => ({ submits: [], saves: [], sent: [], stored: [], questionsPerSubmit: 5, ...over });

describe('checkAcknowledged', () => {
  it('passes when every acknowledged submit is stored once under its testSession, resends included', () => {
    const verdict = checkAcknowledged(input({
      submits: [
        { studentId: 1, clientSubmissionId: 'a', testSession: '10' },
        { studentId: 1, clientSubmissionId: 'a', testSession: '10' }, // a resend answered by replay
        { studentId: 2, clientSubmissionId: 'a', testSession: '11' }, // the same id of another student is another submit
      ],
      saves: [{ studentId: 1, testSession: '12' }, { studentId: 2, testSession: '11' }], // 11: a save the submit completed
      sent: [{ studentId: 1, clientSubmissionId: 'a' }, { studentId: 2, clientSubmissionId: 'a' }, { studentId: 2, clientSubmissionId: 'b' }],
      stored: [row(10, 1, 'a'), row(11, 2, 'a'), row(12, 1, null, 'saved', 5), row(13, 2, 'b')], // b: sent, never acknowledged
    }));
    expect(verdict).toEqual({ acknowledged: 2, ackLost: 0, duplicates: 0, problems: [] });
  });

  it('counts an acknowledged submit that is missing, stored under another id, not submitted or incomplete as lost', () => {
    const verdict = checkAcknowledged(input({
      submits: [
        { studentId: 1, clientSubmissionId: 'gone', testSession: '10' },
        { studentId: 1, clientSubmissionId: 'moved', testSession: '11' },
        { studentId: 1, clientSubmissionId: 'saved', testSession: '12' },
        { studentId: 1, clientSubmissionId: 'half', testSession: '13' },
      ],
      sent: ['gone', 'moved', 'saved', 'half'].map((clientSubmissionId) => ({ studentId: 1, clientSubmissionId })),
      stored: [row(99, 1, 'moved'), row(12, 1, 'saved', 'saved'), row(13, 1, 'half', 'submitted', 2)],
    }));
    expect(verdict.ackLost).toBe(4);
    expect(verdict.duplicates).toBe(0);
    expect(verdict.problems).toEqual([
      'lost: 1/gone was acknowledged as testSession 10 and is not stored',
      'lost: 1/moved was acknowledged as testSession 11 but is stored as attempt 99',
      "lost: 1/saved (attempt 12) has status 'saved', not 'submitted'",
      'lost: 1/half (attempt 13) has 2 question rows, not 5',
    ]);
  });

  it('counts an acknowledged submit whose stored answers are not the ones sent as lost', () => {
    const sent = [{ studentId: 1, clientSubmissionId: 'a' }, { studentId: 1, clientSubmissionId: 'b' }];
    const verdict = checkAcknowledged(input({
      submits: [
        { studentId: 1, clientSubmissionId: 'a', testSession: '10', answers: { 7: 'A', 8: 'B~C', 9: '' } },
        { studentId: 1, clientSubmissionId: 'b', testSession: '11', answers: { 7: 'A', 8: 'B' } },
      ],
      sent,
      stored: [{ ...row(10, 1, 'a'), answers: { 7: 'A', 8: 'B~C', 9: '' } }, { ...row(11, 1, 'b'), answers: { 7: 'A', 8: 'D' } }],
    }));
    expect(verdict.ackLost).toBe(1);
    expect(verdict.problems).toEqual(['lost: 1/b (attempt 11) holds other answers than were sent (questions 8)']);
  });

  it('counts a lost save: its attempt missing or another student’s', () => {
    const verdict = checkAcknowledged(input({
      saves: [{ studentId: 1, testSession: '20' }, { studentId: 1, testSession: '21' }],
      stored: [row(21, 2, null, 'saved')],
    }));
    expect(verdict.ackLost).toBe(2);
  });

  it('counts duplicates: two rows for one id, two testSessions acknowledged for one id, a submit no request made', () => {
    const verdict = checkAcknowledged(input({
      submits: [
        { studentId: 1, clientSubmissionId: 'a', testSession: '10' },
        { studentId: 1, clientSubmissionId: 'b', testSession: '12' },
        { studentId: 1, clientSubmissionId: 'b', testSession: '13' },
      ],
      sent: [{ studentId: 1, clientSubmissionId: 'a' }, { studentId: 1, clientSubmissionId: 'b' }],
      stored: [row(10, 1, 'a'), row(11, 1, 'a'), row(12, 1, 'b'), row(14, 1, null), row(15, 1, 'c'), row(16, 1, null, 'saved')],
    }));
    expect(verdict.duplicates).toBe(4);
    expect(verdict.ackLost).toBe(0);
    expect(verdict.problems).toEqual([
      'duplicate: 1/a is stored 2 times (attempts 10, 11)',
      'duplicate: 1/b was acknowledged with different testSessions 12, 13',
      'duplicate: attempt 14 of student 1 was submitted (clientSubmissionId null) by no request of this run',
      'duplicate: attempt 15 of student 1 was submitted (clientSubmissionId c) by no request of this run',
    ]);
  });
});

describe('readStoredAttempts and integrityOf', () => {
  it('reads the attempts of the given students with their question rows, and integrity_check says ok', async () => {
    const db = openSqlite(':memory:');
    await migrate(db);
    db.sqlite!.pragma('foreign_keys = OFF'); // the question rows name questions of a bank this test does not seed
    const student = db.sqlite!.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', ?)");
    const mine = Number(student.run('chaos.001', 'Chaos').lastInsertRowid);
    const other = Number(student.run('someone', 'Other').lastInsertRowid);
    const attempts = new AttemptRepository(db);
    const make = (studentId: number, clientSubmissionId: string | null, status: 'submitted' | 'saved') => attempts.create({
      studentId, courseId: 101, templateId: 5001, testId: 3004, testType: 3, kind: 'configured', testName: 'Quick Check', testMode: '',
      testOption: 'objective', examType: 'objective', topicId: 0, status, testStatus: status === 'submitted' ? 1 : 0, totalTime: 120,
      remainingTime: 60, lastQuestionIndex: 0, helpCounter: 0, scheduleId: 0, startedAt: 1, updatedAt: 2,
      clientSubmissionId, submittedAt: status === 'submitted' ? 3 : null,
    });
    const submitted = await make(mine, 'x', 'submitted');
    await attempts.setQuestions(submitted, [1, 2].map((questionId) => ({
      questionId, sectionId: null, sectionName: '', topicId: 1, studentResponse: 'A', result: 'Correct', answerStatus: 'Correct', marks: 1,
      maxMarks: 1, correctMarks: 1, incorrectMarks: 0, notAnswerMarks: 0, timeSpent: 5, help: 0, backgroundImg: '', difficulty: 1,
    })));
    const saved = await make(mine, null, 'saved');
    await make(other, 'x', 'submitted');
    expect(await readStoredAttempts(db, [mine])).toEqual([
      { id: submitted, studentId: mine, clientSubmissionId: 'x', status: 'submitted', submittedAt: 3, questionRows: 2, answers: { 1: 'A', 2: 'A' } },
      { id: saved, studentId: mine, clientSubmissionId: null, status: 'saved', submittedAt: null, questionRows: 0, answers: {} },
    ]);
    expect(await integrityOf(db)).toBe('ok');
    await db.close();
  });
});
