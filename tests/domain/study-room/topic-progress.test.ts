import { describe, expect, it } from '@jest/globals';
import { progressFor, progressOf, type TopicProgress } from '../../../domain/study-room/topic-progress';

describe('progressOf', () => {
  it('is marks obtained out of full marks, rounded to 2 decimals', () => {
    expect(progressOf(3.5, 8)).toEqual({ percentage: 43.75, barColor: 'orange' });
    expect(progressOf(1, 3)).toEqual({ percentage: 33.33, barColor: 'red' });
    expect(progressOf(2, 3)).toEqual({ percentage: 66.67, barColor: 'yellow' });
    expect(progressOf(20, 20)).toEqual({ percentage: 100, barColor: 'green' });
  });

  it('colours by the score bands 80, 60 and 40', () => {
    expect([80, 79.99, 60, 59.99, 40, 39.99, 0].map((m) => progressOf(m, 100).barColor))
      .toEqual(['green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
  });

  it('clamps to 0..100: negative marks are 0%, more than full marks 100%', () => {
    expect(progressOf(-2.5, 10)).toEqual({ percentage: 0, barColor: 'red' });
    expect(progressOf(12, 10)).toEqual({ percentage: 100, barColor: 'green' });
  });

  it('is 0% when full marks are 0 or less, or a number is not finite', () => {
    expect(progressOf(0, 0)).toEqual({ percentage: 0, barColor: 'red' });
    expect(progressOf(5, -1)).toEqual({ percentage: 0, barColor: 'red' });
    expect(progressOf(Number.NaN, 10)).toEqual({ percentage: 0, barColor: 'red' });
    expect(progressOf(5, Number.NaN)).toEqual({ percentage: 0, barColor: 'red' });
  });
});

describe('progressFor', () => {
  const list: TopicProgress[] = [
    { topicId: 3, topicName: 'Kinematics', percentage: 87.5, barColor: 'green' },
    { topicId: 4, topicName: 'Laws of Motion', percentage: 25, barColor: 'red' },
  ];

  it('is the listed progress of the topic', () => {
    expect(progressFor(list, { topicId: 4, topicName: 'Laws of Motion' })).toEqual(list[1]);
  });

  it('is "not taken" (percentage null, no colour) for a topic that is not listed', () => {
    expect(progressFor(list, { topicId: 9, topicName: 'Current Electricity' }))
      .toEqual({ topicId: 9, topicName: 'Current Electricity', percentage: null, barColor: '' });
    expect(progressFor([], { topicId: 3, topicName: 'Kinematics' }).percentage).toBeNull();
  });
});
