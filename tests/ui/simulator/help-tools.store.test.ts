/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { aFlatTest, aSubjectiveQuestion, aTestData } from '../../mothers/test-data.mother';
import { aSimulatorCourse } from '../../mothers/simulator-course.mother';
import { SimulatorHarness } from './simulator-harness';

const TOPIC = '?testId=42&testType=2&templateId=70';

describe('HelpToolsStore', () => {
  it('shows ASK TONY for a course with tonyHelp; the AI answer loads and the question counts as helped', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const { session, help, modals } = await h.open('registered', TOPIC);
    expect(help.canAskTony).toBe(true);
    help.openHelp();
    expect(modals.modal).toBe('help');
    await help.setHelpView('ai');
    expect(help.aiAnswer).toEqual({ status: 'ready', solution: '<p>Worked solution</p>' });
    expect(h.help.calls[0]).toEqual({ name: 'aiSolution', args: [1, 1001] });
    expect(session.currentStatus).toBe('help');

    h.help.solution = null;
    await help.setHelpView('ai');
    expect(help.aiAnswer).toEqual({ status: 'error' });
    h.help.solution = '  ';
    await help.setHelpView('ai');
    expect(help.aiAnswer).toEqual({ status: 'error' });
  });

  it('says help is not available when the server refuses the AI answer during a mock or class test, and does not mark the question', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    h.help.solution = 'during_exam';
    const { session, help } = await h.open('registered', '?testId=43&testType=3&templateId=70');
    help.openHelp();
    await help.setHelpView('ai');
    expect(help.aiAnswer).toEqual({ status: 'during_exam' });
    expect(session.currentStatus).not.toBe('help');
  });

  it('hides ASK TONY when the course has no tonyHelp', async () => {
    const h = new SimulatorHarness();
    h.course = aSimulatorCourse({ tonyHelp: false });
    h.repository.test = aFlatTest(1);
    expect((await h.open('registered', TOPIC)).help.canAskTony).toBe(false);
  });

  it('hides the help tools without them (image upload, ASK TONY, teacher support)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const { help } = await h.open('registered', TOPIC, { help: undefined });
    expect([help.helpAvailable, help.canAskTony, help.canAskTeacher]).toEqual([false, false, false]);
  });

  it('asks for study material only with topic, search query and search flag', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const { help: without } = await h.open('registered', TOPIC);
    expect(without.studyMaterialAvailable).toBe(false);
    await without.setHelpView('study');
    expect(h.help.calls).toEqual([]);

    const { help } = await h.open('registered', `${TOPIC}&searchFlag=Topic&searchQuery=Kinematics&topicId=9`);
    await help.setHelpView('study');
    expect(h.help.calls[0]).toEqual({ name: 'helpContent', args: [{ templateId: 70, searchQuery: 'Kinematics', searchFlag: 'Topic', topicId: 9 }] });
    expect(help.studyMaterials).toMatchObject({ status: 'ready', items: [{ title: 'Kinematics notes' }] });
  });

  it('sends a teacher query (5 s success toast) or says it failed', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const { help, modals } = await h.open('registered', TOPIC);
    expect(help.canAskTeacher).toBe(true);
    modals.open('support');
    await help.sendTeacherQuery('  Why is B wrong?  ');
    expect(h.help.calls[0]).toEqual({ name: 'sendTeacherQuery', args: [{ questionId: 1, feedback: 'Why is B wrong?', courseName: 'JEE Main' }] });
    expect(h.lastToast()).toEqual({ message: 'Your Query Sent to Teacher Successfully!', variant: 'success', durationMs: 5000 });
    expect(modals.modal).toBeNull();

    h.help.sendOk = false;
    await help.sendTeacherQuery('again');
    expect(h.lastToast()).toMatchObject({ message: 'Failed to send invite to teacher. Please try again later.', variant: 'danger' });
  });

  it('uploads and removes a subjective answer image', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', questionSet: [aSubjectiveQuestion(1)] });
    const { session, help } = await h.open('registered', TOPIC);
    await help.uploadImage(new Blob(['png']), 'answer.png');
    expect(session.currentResponse).toMatchObject({ fileName: 'tmp-1.png', url: '/api/uploads/tmp-1.png' });
    expect(session.currentStatus).toBe('attempted');
    await help.removeImage();
    expect(h.help.calls.at(-1)).toEqual({ name: 'removeAnswerImage', args: ['tmp-1.png'] });
    expect(session.currentResponse.fileName).toBe('');

    h.help.upload = null;
    await help.uploadImage(new Blob(['png']), 'answer.png');
    expect(h.lastToast()).toMatchObject({ message: 'File Upload Failed', variant: 'danger' });
  });
});
