/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { aSubjectiveQuestion, aTestData } from '../../mothers/test-data.mother';
import { SimulatorHarness } from './simulator-harness';

describe('ReviewMarksStore', () => {
  it('starts from the stored marks (answerStatus ticks and marks)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', testStatus: 2, questionSet: [aSubjectiveQuestion(1, { answerStatus: 'no,yes', marks: 3 })] });
    const { marks } = await h.open('review', '?testSession=st88');
    expect(marks.currentMarks).toEqual({ options: ['no', 'yes'], totalMark: 3 });
  });

  it('edits subjective marks through /updatemarks-test and Finish Test goes to /report', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', testStatus: 2, questionSet: [aSubjectiveQuestion(1), aSubjectiveQuestion(2)] });
    const { marks } = await h.open('review', '?testSession=st88');
    expect(marks.marksEditable).toBe(true);
    expect(marks.currentMarks).toEqual({ options: ['no', 'no'], totalMark: 0 });
    await marks.setMarks({ options: ['yes', 'no'], totalMark: 2 });
    expect(marks.currentMarks).toEqual({ options: ['yes', 'no'], totalMark: 2 });
    expect(h.repository.named('updateMarks')[0].args[0]).toMatchObject({ testSession: '88', questionId: '1', marks: '2', marksoption: 'yes,no', finishTest: '0' });

    h.repository.marksOk = false;
    await marks.setMarks({ options: ['yes', 'no'], totalMark: 1.5 });
    expect(h.lastToast()).toMatchObject({ title: 'Error Updating Marks', message: 'Failed to update marks' });

    h.repository.marksOk = true;
    await marks.finish();
    expect(h.repository.named('updateMarks').at(-1)?.args[0]).toMatchObject({ finishTest: '1' });
    expect(h.navigations.at(-1)?.to).toBe('/report');
  });

  it('Finish Test stays when the finishing marks cannot be saved', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ testOption: 'subjective', testStatus: 2, questionSet: [aSubjectiveQuestion(1)] });
    const { marks, submission } = await h.open('review', '?testSession=st88');
    h.repository.marksOk = false;
    await marks.finish();
    expect(h.navigations).toEqual([]);
    expect(submission.finishing).toBe(false);
  });
});
