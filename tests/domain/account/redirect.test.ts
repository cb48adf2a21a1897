import { describe, expect, it } from '@jest/globals';
import { redirectTarget, safeInAppPath } from '../../../domain/account/redirect';
import { allTabs } from '../../mothers/account.mother';

describe('redirect helper', () => {
  it('goes to parent + child when the course allows the child', () => {
    expect(redirectTarget('/exam-room', 'mock-test', allTabs(true))).toBe('/exam-room/mock-test');
    expect(redirectTarget('/study-room', '/study-material', allTabs(true))).toBe('/study-room/study-material');
    expect(redirectTarget('/exam-room', '/exam-room/mock-test', allTabs(true))).toBe('/exam-room/mock-test');
  });
  it('else to the first allowed child', () => {
    expect(redirectTarget('/exam-room', 'topic-test', allTabs(true, { topicTest: false }))).toBe('/exam-room/mock-test');
    expect(redirectTarget('/study-room', undefined, allTabs(true, { selfTest: false }))).toBe('/study-room/study-material');
    expect(redirectTarget('/exam-room', 'unknown', allTabs(true))).toBe('/exam-room/topic-test');
  });
  it('else to /dashboard', () => {
    expect(redirectTarget('/exam-room', 'topic-test', allTabs(false))).toBe('/dashboard');
    expect(redirectTarget('/exam-room', 'topic-test', null)).toBe('/dashboard');
    expect(redirectTarget('/elsewhere', 'x', allTabs(true))).toBe('/dashboard');
  });
});

describe('direct sign-in redirectTo: open-redirect guard', () => {
  it.each([
    ['/exam-room/mock-test', '/exam-room/mock-test'],
    ['%2Freport%3Ftab%3Dlearning', '/report?tab=learning'],
    ['/dashboard?ftu=1', '/dashboard?ftu=1'],
  ])('accepts the in-app path %s', (raw, expected) => expect(safeInAppPath(raw)).toBe(expected));

  it.each([
    'https://evil.example/x', '//evil.example', '%2F%2Fevil.example', '/\\evil.example', 'javascript:alert(1)',
    'dashboard', '%E0%A4%A', '/a%0d%0aSet-Cookie:x', '', null, undefined,
  ])('rejects %p', (raw) => expect(safeInAppPath(raw)).toBeNull());
});
