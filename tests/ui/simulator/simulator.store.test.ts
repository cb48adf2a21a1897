/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { aFlatTest, aQuestion, aSectionedTest, aSubjectiveQuestion, aTestData } from '../../mothers/test-data.mother';
import { parseSimulatorParams } from '../../../ui/simulator/simulator-params';
import { SimulatorStore } from '../../../ui/simulator/simulator.store';
import { aCourse, SimulatorHarness } from './simulator-harness';

const MOCK = '?testId=42&testType=3&templateId=70&courseId=7';
const TOPIC = '?testId=42&testType=2&templateId=70';

describe('SimulatorStore: loading', () => {
  it('loads the test of the URL from the server and opens the first question', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    const store = await h.open('registered', TOPIC);
    expect(store.phase).toBe('ready');
    expect(store.resumed).toBe(false);
    expect(store.testName).toBe('Topic test');
    expect(store.currentNumber).toBe(1);
    expect(store.currentStatus).toBe('visited');
    const [query] = h.repository.named('testDetails')[0].args as [Record<string, unknown>];
    expect(query).toMatchObject({ templateId: 70, testId: 42, testType: 2, examType: 'objective' });
  });

  it('takes the templateId of the active course when the URL has none', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    await h.open('registered', '?testId=5&testType=2');
    expect(h.repository.named('testDetails')[0].args[0]).toMatchObject({ templateId: 70, testId: 5 });
  });

  it('resumes a saved test through /testdetailexisting when the URL has a testSession', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    await h.open('registered', '?testSession=555&testType=3&testId=42&templateId=70');
    expect(h.repository.named('testDetailExisting')[0].args).toEqual(['555', 70]);
  });

  it.each([
    ['limit_reached', { kind: 'limit_reached', message: 'Maximum number of tests reached' }],
    ['question_limit_reached', { kind: 'question_limit_reached', title: 'No Question Available', message: 'No question found' }],
    ['internal_server_error', { kind: 'internal_server_error', title: 'Internal Server Error', message: 'Internal error' }],
  ] as const)('shows the %s screen with the server message', async (kind, expected) => {
    const h = new SimulatorHarness();
    h.repository.loadResult = { ok: false, kind, message: expected.message };
    const store = await h.open('registered', TOPIC);
    expect(store.phase).toBe('error');
    expect(store.error).toEqual(expected);
  });

  it('shows the loader text when the test cannot be loaded', async () => {
    const h = new SimulatorHarness();
    h.repository.loadResult = { ok: false, kind: 'failed', message: 'Failed to load test' };
    const store = await h.open('registered', TOPIC);
    expect(store.error).toEqual({ kind: 'failed', title: 'Failed to load test', message: '' });
  });

  it("says 'No test data available' for a test without questions", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [] });
    const store = await h.open('registered', TOPIC);
    expect(store.error).toMatchObject({ title: 'No test data available' });
  });

  it("says 'No Test Selected' when the URL names no test, without calling the server", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    expect((await h.open('registered', '')).error).toMatchObject({ kind: 'no_test', title: 'No Test Selected' });
    expect((await h.open('review', '?testSession=12')).error).toMatchObject({ title: 'No Test Selected' });
    expect((await h.open('adaptive', '')).error).toMatchObject({ title: 'No Test Selected' });
    expect(h.repository.calls).toEqual([]);
  });

  it('turns an engine that cannot load into the load failure text', async () => {
    const store = new SimulatorStore('registered', parseSimulatorParams(TOPIC), {
      toasts: { show: () => 0 }, engine: () => Promise.reject(new Error('chunk')), navigate: () => {}, course: aCourse(),
    });
    await store.start();
    expect(store.error).toEqual({ kind: 'failed', title: 'Failed to load test details.', message: '' });
  });
});

describe('SimulatorStore: answering and navigation', () => {
  it('answers, marks for review, clears and moves between questions', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    const store = await h.open('registered', TOPIC);

    await store.answer(['B']);
    expect(store.currentResponse.text).toEqual(['B']);
    expect(store.currentStatus).toBe('attempted');
    await store.toggleReview();
    expect(store.currentStatus).toBe('answered_and_review');
    expect(store.markedForReview).toBe(true);
    await store.clear();
    expect(store.currentStatus).toBe('marked_for_review');
    expect(store.currentResponse.text).toEqual([]);

    await store.next();
    expect(store.currentNumber).toBe(2);
    expect(store.hasPrevious).toBe(true);
    await store.next();
    expect(store.hasNext).toBe(false);
    await store.jumpTo(1);
    expect(store.currentNumber).toBe(1);
    await store.previous();
    expect(store.currentNumber).toBe(1);
    expect(store.statusCounts).toMatchObject({ marked_for_review: 1, not_attempted: 2 });
  });

  it('picks options with number keys (toggling for multi-select)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [aQuestion(1), aQuestion(2, { questionType: 'Multiple-Response' })] });
    const store = await h.open('registered', TOPIC);
    await store.pickOption(2);
    expect(store.currentResponse.text).toEqual(['C']);
    await store.next();
    await store.pickOption(3);
    await store.pickOption(0);
    expect(store.currentResponse.text).toEqual(['A', 'D']);
    await store.pickOption(3);
    expect(store.currentResponse.text).toEqual(['A']);
    expect(await store.pickOption(8)).toBe(false);
  });

  it("refuses an answer over the attempt limit with 'Max question limit reached.'", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3, { noQuestionAttempt: 1 });
    const store = await h.open('registered', TOPIC);
    await store.answer(['A']);
    await store.next();
    expect(await store.answer(['B'])).toBe(false);
    expect(h.lastToast()).toEqual({
      title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions.', variant: 'warning', durationMs: 2000,
    });
    expect(store.currentStatus).toBe('visited');
  });

  it('groups the palette by section and warns before a locked section switch; going back is refused', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 2 }, { questions: 2 }, { questions: 1 }]);
    const store = await h.open('registered', MOCK);
    expect(store.paletteSections.map((s) => [s.sectionName, s.questions.map((q) => q.number)])).toEqual([
      ['Section 1', [1, 2]], ['Section 2', [3, 4]], ['Section 3', [5]],
    ]);
    await store.jumpTo(3);
    expect(store.pendingSectionName).toBe('Section 2');
    await store.cancelSectionSwitch();
    expect(store.pendingSectionName).toBeNull();
    expect(store.currentNumber).toBe(1);

    await store.next();
    await store.next();
    expect(store.pendingSectionName).toBe('Section 2');
    await store.confirmSectionSwitch();
    expect(store.currentNumber).toBe(3);

    expect(await store.previous()).toBe(false);
    expect(h.lastToast()).toMatchObject({ message: 'You are not allowed to go back to previous section', variant: 'warning' });
    expect(store.currentNumber).toBe(3);
  });
});

describe('SimulatorStore: reload', () => {
  it('restores the question, answers, statuses and the remaining time from the local log', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(4, { remainingTime: 600 });
    const first = await h.open('registered', TOPIC);
    await first.answer(['C']);
    await first.next();
    await first.toggleReview();
    await first.next();
    h.advanceWallClock(90_000);
    const before = { index: first.currentIndex, statuses: first.state!.questions.map((q) => q.status), remaining: first.state!.deadline };
    first.dispose();

    h.advanceWallClock(5_000);
    const again = await h.open('registered', TOPIC);
    expect(again.resumed).toBe(true);
    expect(h.repository.named('testDetails')).toHaveLength(1);
    expect(again.currentIndex).toBe(before.index);
    expect(again.state!.questions.map((q) => q.status)).toEqual(before.statuses);
    expect(again.state!.questions[0].response.values).toEqual(['C']);
    expect(again.state!.deadline).toBe(before.remaining);
    expect(again.remaining).toBe(600 - 95);
  });
});

describe('SimulatorStore: submit', () => {
  it('submits once, toasts success and goes to test analytics', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 2 }]);
    const store = await h.open('registered', MOCK);
    await store.answer(['A']);
    await Promise.all([store.submit(), store.submit()]);
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
    const store = await h.open('registered', TOPIC);
    await store.answer(['D']);
    store.openModal('submit');
    h.repository.submitOk = false;
    await store.submit();
    expect(h.lastToast()).toEqual({ title: 'Something Went Wrong!', message: 'Failed to submit test.', variant: 'danger', durationMs: 3000 });
    expect(store.modal).toBe('submit');
    expect(h.navigations).toEqual([]);
    expect(await h.logs.list()).toHaveLength(1);

    expect(store.submitPending).toBe(true);
    // a reload now finds the handed-in test: only Submit Now remains
    store.dispose();
    const reloaded = await h.open('registered', TOPIC);
    expect(reloaded.resumed).toBe(true);
    expect(reloaded.submitPending).toBe(true);
    expect(reloaded.state!.questions[0].response.values).toEqual(['D']);

    h.repository.submitOk = true;
    await reloaded.submit();
    expect(reloaded.submitPending).toBe(false);
    const ids = h.repository.named('submitTest').map((c) => (c.args[1] as { clientSubmissionId: string }).clientSubmissionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=2', replace: false }]);
  });

  it('sends a subjective test to its review and a learning session to learning analytics', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', questionSet: [aSubjectiveQuestion(1)] });
    await (await h.open('registered', TOPIC)).submit();
    expect(h.navigations.at(-1)).toEqual({ to: '/testview?testSession=st9001', replace: false });

    const l = new SimulatorHarness();
    l.repository.test = aFlatTest(2, { testType: 1 });
    await (await l.open('registered', '?testId=1&testType=1&templateId=70&assessmentMode=beginner')).submit();
    expect(l.navigations.at(-1)?.to).toBe('/learning-testanalytics?testSession=9001&testType=1');
  });

  it('opens the time-ended modal at zero; Submit Now submits', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { remainingTime: 120 });
    const store = await h.open('registered', TOPIC);
    expect(store.timerOn).toBe(true);
    expect(store.remaining).toBe(120);
    h.scheduler.flush();
    expect(store.timeEnded).toBe(true);
    expect(store.remaining).toBe(0);
    expect(await store.answer(['A'])).toBe(false);
    await store.submit();
    expect(h.repository.named('submitTest')).toHaveLength(1);
    expect(h.navigations).toHaveLength(1);
  });
});

describe('SimulatorStore: Save & Continue Later', () => {
  it('saves progress, toasts and goes back to the list of the type', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 2 }]);
    const store = await h.open('registered', MOCK);
    await store.answer(['B']);
    expect(store.canSaveForLater).toBe(true);
    await store.saveForLater();
    expect(h.repository.named('stopTest')).toHaveLength(1);
    expect(h.toasts).toContainEqual({ title: 'Saved your progress', message: 'Pick up where you left off anytime.', variant: 'success', durationMs: 3000 });
    expect(h.navigations).toEqual([{ to: '/exam-room/mock-test', replace: false }]);
  });

  it("shows 'Failed to Submit Continue Test' when the server refuses", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    h.repository.stopOk = false;
    const store = await h.open('registered', TOPIC);
    await store.saveForLater();
    expect(h.lastToast()).toMatchObject({ message: 'Failed to Submit Continue Test', variant: 'danger' });
    expect(h.navigations).toEqual([]);
  });

  it.each([4, 5])('is not offered for test type %i', async (testType) => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { testType: testType as 4 | 5 });
    const store = await h.open('registered', `?testId=42&testType=${testType}&templateId=70`);
    expect(store.canSaveForLater).toBe(false);
    await store.saveForLater();
    expect(h.repository.named('stopTest')).toHaveLength(0);
  });
});

describe('SimulatorStore: review', () => {
  it('loads /app/testresultview with the session id without its prefix, read-only', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { testStatus: 1 });
    const store = await h.open('review', '?testSession=mt77');
    expect(h.repository.named('testResultView')[0].args).toEqual(['77']);
    expect(store.isReview).toBe(true);
    expect(store.flags?.showCorrect).toBe(true);
    expect(store.timerOn).toBe(false);
    expect(await store.answer(['A'])).toBe(false);
    store.exitReview();
    expect(h.navigations.at(-1)?.to).toBe('/testanalytics?testSession=77&testType=2');
  });

  it('starts from the stored marks (answerStatus ticks and marks)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', testStatus: 2, questionSet: [aSubjectiveQuestion(1, { answerStatus: 'no,yes', marks: 3 })] });
    const store = await h.open('review', '?testSession=st88');
    expect(store.currentMarks).toEqual({ options: ['no', 'yes'], totalMark: 3 });
  });

  it('edits subjective marks through /updatemarks-test and Finish Test goes to /report', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', testStatus: 2, questionSet: [aSubjectiveQuestion(1), aSubjectiveQuestion(2)] });
    const store = await h.open('review', '?testSession=st88');
    expect(store.marksEditable).toBe(true);
    expect(store.currentMarks).toEqual({ options: ['no', 'no'], totalMark: 0 });
    await store.setMarks({ options: ['yes', 'no'], totalMark: 2 });
    expect(store.currentMarks).toEqual({ options: ['yes', 'no'], totalMark: 2 });
    expect(h.repository.named('updateMarks')[0].args[0]).toMatchObject({ testSession: '88', questionId: '1', marks: '2', marksoption: 'yes,no', finishTest: '0' });

    h.repository.marksOk = false;
    await store.setMarks({ options: ['yes', 'no'], totalMark: 1.5 });
    expect(h.lastToast()).toMatchObject({ title: 'Error Updating Marks', message: 'Failed to update marks' });

    h.repository.marksOk = true;
    await store.finish();
    expect(h.repository.named('updateMarks').at(-1)?.args[0]).toMatchObject({ finishTest: '1' });
    expect(h.navigations.at(-1)?.to).toBe('/report');
  });
});

describe('SimulatorStore: adaptive', () => {
  it('posts the answer, loads the next question and replaces the URL', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const store = await h.open('adaptive', '?testSession=321');
    expect(store.isAdaptive).toBe(true);
    expect(store.timerOn).toBe(false);
    await store.answer(['A']);
    h.repository.test = aFlatTest(2);
    expect(await store.next()).toBe(true);
    expect(h.repository.named('updateAdaptiveAnswer')[0].args[0]).toMatchObject({ testSession: '321', questionId: 1, studentResponse: 'A' });
    expect(store.currentNumber).toBe(2);
    expect(h.navigations.at(-1)).toEqual({ to: '/test-simulator-adaptive?testSession=321&question=2', replace: true });
  });

  it('numbers one-question deliveries by their display id and leaves for /report when the session has ended', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [aQuestion(11, { questionDisplayId: 1 })] });
    const store = await h.open('adaptive', '?testSession=321');
    expect(store.currentNumber).toBe(1);
    await store.answer(['A']);
    h.repository.test = aTestData({ questionSet: [aQuestion(12, { questionDisplayId: 2 })] });
    await store.next();
    expect(store.currentNumber).toBe(2);
    expect(store.currentQuestionId).toBe(12);
    expect(h.navigations.at(-1)).toEqual({ to: '/test-simulator-adaptive?testSession=321&question=2', replace: true });

    await store.answer(['B']);
    h.repository.test = aTestData({ testStatus: 1, questionSet: [aQuestion(11), aQuestion(12)] });
    await store.next();
    expect(h.navigations.at(-1)).toEqual({ to: '/report', replace: false });
  });

  it('Finish Test posts the current answer with finishTest=1, so the server ends the session, then goes to /report', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const store = await h.open('adaptive', '?testSession=321');
    await store.finish();
    expect(h.repository.named('updateAdaptiveAnswer').at(-1)?.args[0]).toMatchObject({ testSession: '321', questionId: 1, studentResponse: '', finishTest: '1' });
    expect(h.navigations.at(-1)?.to).toBe('/report');
  });

  it('Finish Test stays when the finishing post fails', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    h.repository.adaptiveOk = false;
    const store = await h.open('adaptive', '?testSession=321');
    const before = h.navigations.length;
    await store.finish();
    expect(h.lastToast()).toMatchObject({ message: 'Failed to submit answer.', variant: 'danger' });
    expect(h.navigations.length).toBe(before);
  });

  it("shows 'Failed to submit answer.' when the post fails", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    h.repository.adaptiveOk = false;
    const store = await h.open('adaptive', '?testSession=321');
    await store.answer(['A']);
    expect(await store.next()).toBe(false);
    expect(h.lastToast()).toMatchObject({ message: 'Failed to submit answer.', variant: 'danger' });
  });
});

describe('SimulatorStore: support', () => {
  it('exports the event log in the replay format', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const store = await h.open('registered', TOPIC);
    await store.answer(['A']);
    const log = store.exportLog();
    expect(log?.schemaVersion).toBe(1);
    expect(log?.events.map((e) => e.event.type)).toEqual(['TestLoaded', 'AnswerGiven']);
  });
});

describe('SimulatorStore: help tools', () => {
  it('shows ASK TONY for a course with tonyHelp; the AI answer loads and the question counts as helped', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const store = await h.open('registered', TOPIC);
    expect(store.canAskTony).toBe(true);
    store.openHelp();
    expect(store.modal).toBe('help');
    await store.setHelpView('ai');
    expect(store.aiAnswer).toEqual({ status: 'ready', solution: '<p>Worked solution</p>' });
    expect(h.help.calls[0]).toEqual({ name: 'aiSolution', args: [1, 1001] });
    expect(store.currentStatus).toBe('help');

    h.help.solution = null;
    await store.setHelpView('ai');
    expect(store.aiAnswer).toEqual({ status: 'error' });
  });

  it('hides ASK TONY when the course has no tonyHelp', async () => {
    const h = new SimulatorHarness();
    h.course = aCourse({ tonyHelp: false });
    h.repository.test = aFlatTest(1);
    expect((await h.open('registered', TOPIC)).canAskTony).toBe(false);
  });

  it('asks for study material only with topic, search query and search flag', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const without = await h.open('registered', TOPIC);
    expect(without.studyMaterialAvailable).toBe(false);
    await without.setHelpView('study');
    expect(h.help.calls).toEqual([]);

    const store = await h.open('registered', `${TOPIC}&searchFlag=Topic&searchQuery=Kinematics&topicId=9`);
    await store.setHelpView('study');
    expect(h.help.calls[0]).toEqual({ name: 'helpContent', args: [{ templateId: 70, searchQuery: 'Kinematics', searchFlag: 'Topic', topicId: 9 }] });
    expect(store.studyMaterials).toMatchObject({ status: 'ready', items: [{ title: 'Kinematics notes' }] });
  });

  it('sends a teacher query (5 s success toast) or says it failed', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const store = await h.open('registered', TOPIC);
    expect(store.canAskTeacher).toBe(true);
    store.openModal('support');
    await store.sendTeacherQuery('  Why is B wrong?  ');
    expect(h.help.calls[0]).toEqual({ name: 'sendTeacherQuery', args: [{ questionId: 1, feedback: 'Why is B wrong?', courseName: 'JEE Main' }] });
    expect(h.lastToast()).toEqual({ message: 'Your Query Sent to Teacher Successfully!', variant: 'success', durationMs: 5000 });
    expect(store.modal).toBeNull();

    h.help.sendOk = false;
    await store.sendTeacherQuery('again');
    expect(h.lastToast()).toMatchObject({ message: 'Failed to send invite to teacher. Please try again later.', variant: 'danger' });
  });

  it('uploads and removes a subjective answer image', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', questionSet: [aSubjectiveQuestion(1)] });
    const store = await h.open('registered', TOPIC);
    await store.uploadImage(new Blob(['png']), 'answer.png');
    expect(store.currentResponse).toMatchObject({ fileName: 'tmp-1.png', url: '/api/uploads/tmp-1.png' });
    expect(store.currentStatus).toBe('attempted');
    await store.removeImage();
    expect(h.help.calls.at(-1)).toEqual({ name: 'removeAnswerImage', args: ['tmp-1.png'] });
    expect(store.currentResponse.fileName).toBe('');

    h.help.upload = null;
    await store.uploadImage(new Blob(['png']), 'answer.png');
    expect(h.lastToast()).toMatchObject({ message: 'File Upload Failed', variant: 'danger' });
  });
});
