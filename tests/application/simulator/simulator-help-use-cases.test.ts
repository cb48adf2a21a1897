/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SIMULATOR_HELP_UNAVAILABLE, SIMULATOR_UNAVAILABLE } from '../../../application/simulator/simulator-fallbacks';
import { createSimulatorHelpUseCases } from '../../../application/simulator/simulator-help-use-cases';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { FakeHelp } from './fake-test-repository';

describe('SimulatorHelpUseCases', () => {
  it("the AI answer is the trimmed solution; an empty one is refused as 'no_solution'", async () => {
    const gateway = new FakeHelp();
    const help = createSimulatorHelpUseCases(gateway);
    gateway.solution = '  <p>F = ma</p> ';
    expect(await help.aiAnswer({ questionId: 5, itemId: 1005 })).toEqual(ok('<p>F = ma</p>'));
    expect(gateway.calls).toEqual([{ name: 'aiSolution', args: [5, 1005] }]);
    gateway.solution = ' ';
    expect(await help.aiAnswer({ questionId: 5, itemId: 1005 })).toEqual(err({ kind: 'refused', code: 'no_solution' }));
    gateway.solution = null;
    expect((await help.aiAnswer({ questionId: 5, itemId: 1005 })).ok).toBe(false);
  });

  it('a teacher query is sent trimmed; a blank one is refused without sending', async () => {
    const gateway = new FakeHelp();
    const help = createSimulatorHelpUseCases(gateway);
    expect(await help.askTeacher({ questionId: 5, feedback: '  Why?  ', courseName: 'JEE' })).toEqual(ok(undefined));
    expect(gateway.calls).toEqual([{ name: 'sendTeacherQuery', args: [{ questionId: 5, feedback: 'Why?', courseName: 'JEE' }] }]);
    expect(await help.askTeacher({ questionId: 5, feedback: '   ' })).toEqual(err({ kind: 'refused', code: 'empty_query' }));
    expect(gateway.calls).toHaveLength(1);
  });

  it('study material and the answer image go to the gateway as they are', async () => {
    const gateway = new FakeHelp();
    const help = createSimulatorHelpUseCases(gateway);
    expect((await help.studyMaterial({ templateId: 70, searchQuery: 'Laws', searchFlag: 'Topic', topicId: 9 })).ok).toBe(true);
    expect(await help.uploadAnswerImage(new Blob(['x']), 'a.png')).toEqual(ok({ fileName: 'tmp-1.png', url: '/api/uploads/tmp-1.png' }));
    expect(await help.removeAnswerImage('tmp-1.png')).toEqual(ok(undefined));
  });
});

describe('the simulator when its code is not there', () => {
  it('opening a test answers a test that did not load', async () => {
    expect(await SIMULATOR_UNAVAILABLE.openTest({ test: { mode: 'adaptive', testSession: '1' }, testKey: 'session:1' }))
      .toEqual(err({ kind: 'not_loaded' }));
  });

  it('every help tool answers unavailable', async () => {
    expect(await SIMULATOR_HELP_UNAVAILABLE.aiAnswer({ questionId: 1, itemId: 1 })).toEqual(err(UNAVAILABLE));
    expect(await SIMULATOR_HELP_UNAVAILABLE.askTeacher({ questionId: 1, feedback: 'x' })).toEqual(err(UNAVAILABLE));
  });
});
