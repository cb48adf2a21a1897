/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { aFlatTest, aSectionedTest, aSubjectiveQuestion, aTestData } from '../../mothers/test-data.mother';
import { SimulatorHarness } from './simulator-harness';

const MOCK = '?testId=42&testType=3&templateId=70&courseId=7';
const TOPIC = '?testId=42&testType=2&templateId=70';

describe('SubmissionStore: submit', () => {
  it('submits once, toasts success and goes to test analytics', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 2 }]);
    const { session, submission } = await h.open('registered', MOCK);
    await session.answer(['A']);
    await Promise.all([submission.submit(), submission.submit()]);
    expect(h.repository.named('submitTest')).toHaveLength(1);
    expect(h.toasts).toContainEqual({ message: 'Test Submit Successfully', variant: 'success', durationMs: 3000 });
    expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]);
    const [ans] = h.repository.named('submitTest')[0].args as [{ courseId: number; templateId: number; questionSet: { studentResponse: string }[] }];
    expect(ans).toMatchObject({ courseId: 7, templateId: 70 });
    expect(ans.questionSet[0].studentResponse).toBe('A');
    expect(await h.logs.list()).toEqual([]);
  });

  it("keeps everything after a failed submit ('Failed to submit test.') and a second submit works with the same id", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const { session, submission, modals } = await h.open('registered', TOPIC);
    await session.answer(['D']);
    modals.open('submit');
    h.repository.submitOk = false;
    await submission.submit();
    expect(h.lastToast()).toEqual({ title: 'Something Went Wrong!', message: 'Failed to submit test.', variant: 'danger', durationMs: 3000 });
    expect(modals.modal).toBe('submit');
    expect(h.navigations).toEqual([]);
    expect(await h.logs.list()).toHaveLength(1);

    expect(submission.submitPending).toBe(true);
    // a reload now finds the handed-in test: only Submit Now remains
    session.dispose();
    const reloaded = await h.open('registered', TOPIC);
    expect(reloaded.session.resumed).toBe(true);
    expect(reloaded.submission.submitPending).toBe(true);
    expect(reloaded.session.state!.questions[0].response.values).toEqual(['D']);

    h.repository.submitOk = true;
    await reloaded.submission.submit();
    expect(reloaded.submission.submitPending).toBe(false);
    const ids = h.repository.named('submitTest').map((c) => (c.args[1] as { clientSubmissionId: string }).clientSubmissionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=2', replace: false }]);
  });

  it('a submit or a save in flight keeps the open modal', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const { submission, modals } = await h.open('registered', TOPIC);
    modals.open('submit');
    const running = submission.submit();
    modals.close();
    expect(modals.modal).toBe('submit');
    await running;
    expect(modals.modal).toBeNull();
  });

  it('sends a subjective test to its review and a learning session to learning analytics', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', questionSet: [aSubjectiveQuestion(1)] });
    await (await h.open('registered', TOPIC)).submission.submit();
    expect(h.navigations.at(-1)).toEqual({ to: '/testview?testSession=st9001', replace: false });

    const l = new SimulatorHarness();
    l.repository.test = aFlatTest(2, { testType: 1 });
    await (await l.open('registered', '?testId=1&testType=1&templateId=70&assessmentMode=beginner')).submission.submit();
    expect(l.navigations.at(-1)?.to).toBe('/learning-testanalytics?testSession=9001&testType=1');
  });

  it('opens the time-ended modal at zero; Submit Now submits', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { remainingTime: 120 });
    const { session, submission } = await h.open('registered', TOPIC);
    expect(session.timerOn).toBe(true);
    expect(session.remaining).toBe(120);
    h.scheduler.flush();
    expect(session.timeEnded).toBe(true);
    expect(session.remaining).toBe(0);
    expect(await session.answer(['A'])).toBe(false);
    await submission.submit();
    expect(h.repository.named('submitTest')).toHaveLength(1);
    expect(h.navigations).toHaveLength(1);
  });
});

describe('SubmissionStore: Save & Continue Later', () => {
  it('saves progress, toasts and goes back to the list of the type', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 2 }]);
    const { session, submission } = await h.open('registered', MOCK);
    await session.answer(['B']);
    expect(submission.canSaveForLater).toBe(true);
    await submission.saveForLater();
    expect(h.repository.named('stopTest')).toHaveLength(1);
    expect(h.toasts).toContainEqual({ title: 'Saved your progress', message: 'Pick up where you left off anytime.', variant: 'success', durationMs: 3000 });
    expect(h.navigations).toEqual([{ to: '/exam-room/mock-test', replace: false }]);
  });

  it("shows 'Failed to Submit Continue Test' when the server refuses", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    h.repository.stopOk = false;
    const { submission } = await h.open('registered', TOPIC);
    await submission.saveForLater();
    expect(h.lastToast()).toMatchObject({ message: 'Failed to Submit Continue Test', variant: 'danger' });
    expect(h.navigations).toEqual([]);
  });

  it.each([4, 5])('is not offered for test type %i', async (testType) => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { testType: testType as 4 | 5 });
    const { submission } = await h.open('registered', `?testId=42&testType=${testType}&templateId=70`);
    expect(submission.canSaveForLater).toBe(false);
    await submission.saveForLater();
    expect(h.repository.named('stopTest')).toHaveLength(0);
  });
});

describe('SubmissionStore: review', () => {
  it('loads /app/testresultview with the session id without its prefix, read-only; Exit goes back to the analytics', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { testStatus: 1 });
    const { session, submission } = await h.open('review', '?testSession=mt77');
    expect(h.repository.named('testResultView')[0].args).toEqual(['77']);
    expect(session.isReview).toBe(true);
    expect(session.flags?.showCorrect).toBe(true);
    expect(session.timerOn).toBe(false);
    expect(await session.answer(['A'])).toBe(false);
    submission.exitReview();
    expect(h.navigations.at(-1)?.to).toBe('/testanalytics?testSession=77&testType=2');
  });

  it("Exit goes to a learning session's analytics, and from a subjective review to the report", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { testStatus: 1, testType: 1 });
    (await h.open('review', '?testSession=ls12')).submission.exitReview();
    expect(h.navigations.at(-1)?.to).toBe('/learning-testanalytics?testSession=12&testType=1');

    h.repository.test = aTestData({ testOption: 'subjective', testStatus: 1, questionSet: [aSubjectiveQuestion(1)] });
    (await h.open('review', '?testSession=st13')).submission.exitReview();
    expect(h.navigations.at(-1)?.to).toBe('/report');
  });
});
