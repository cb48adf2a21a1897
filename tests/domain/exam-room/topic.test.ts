/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { filterTopics, flattenTopics } from '../../../domain/exam-room/topic';
import { aTopic } from '../../mothers/exam-room.mother';

const tree = [
  aTopic({ topicId: 1, topicName: 'Physics', children: [
    aTopic({ topicId: 11, topicName: 'Kinematics', children: [aTopic({ topicId: 111, topicName: 'Projectile Motion' })] }),
    aTopic({ topicId: 12, topicName: 'Optics' }),
  ] }),
  aTopic({ topicId: 2, topicName: 'Chemistry', children: [aTopic({ topicId: 21, topicName: 'Organic Chemistry' })] }),
];

describe('filterTopics (case-insensitive over any string field)', () => {
  it('gives every topic for a blank query', () => {
    expect(filterTopics(tree, '   ')).toEqual(tree);
  });

  it('keeps a matching topic with its subtree, whatever the case', () => {
    expect(filterTopics(tree, 'PHYSICS')).toEqual([tree[0]]);
  });

  it('keeps an unmatched parent only for its matching descendants', () => {
    const result = filterTopics(tree, 'motion');
    expect(flattenTopics(result).map((t) => t.topicName)).toEqual(['Physics', 'Kinematics', 'Projectile Motion']);
    expect(tree[0].children).toHaveLength(2);
  });

  it('matches other string fields a server may send', () => {
    const withCode = [{ ...aTopic({ topicId: 5, topicName: 'Waves' }), code: 'PHY-WAVES' }];
    expect(filterTopics(withCode, 'phy-w')).toHaveLength(1);
  });

  it('gives nothing when nothing matches', () => {
    expect(filterTopics(tree, 'biology')).toEqual([]);
  });
});
