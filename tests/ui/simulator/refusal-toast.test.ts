/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { refusalToast } from '../../../ui/simulator/refusal-toast';

describe('refusalToast: which refusals the student is told about', () => {
  it('a refused answer or move is a 2 s warning with the engine text', () => {
    expect(refusalToast({ code: 'attempt_limit', title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions.' }))
      .toEqual({ title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions.', variant: 'warning', durationMs: 2000 });
    expect(refusalToast({ code: 'section_locked', message: 'You are not allowed to go back to previous section' }))
      .toEqual({ message: 'You are not allowed to go back to previous section', variant: 'warning', durationMs: 2000 });
  });

  it('an action not written on this device is a 3 s danger toast', () => {
    expect(refusalToast({ code: 'not_saved', message: 'Your last action could not be saved on this device.' }))
      .toEqual({ message: 'Your last action could not be saved on this device.', variant: 'danger', durationMs: 3000 });
  });

  it.each(['read_only', 'no_pending_switch', 'time_ended', 'closed', 'not_markable'] as const)('%s says nothing', (code) => {
    expect(refusalToast({ code, message: 'x' })).toBeNull();
  });
});
