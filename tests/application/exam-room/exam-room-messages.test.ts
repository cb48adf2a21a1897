/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';

describe('exam room messages', () => {
  it("counts tests: '0 Test Available', '1 Test Available', 'N Tests Available'", () => {
    expect(M.testsAvailable(0)).toBe('0 Test Available');
    expect(M.testsAvailable(1)).toBe('1 Test Available');
    expect(M.testsAvailable(3)).toBe('3 Tests Available');
  });
});
