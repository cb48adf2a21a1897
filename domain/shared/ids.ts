// What makes an id usable in a call: a call without one is not made (its use case answers unavailable).

/** A usable numeric id (a course, a template, a topic, a test type): a positive safe integer. */
export const hasId = (n: number): boolean => Number.isSafeInteger(n) && n > 0;

/** A usable session id: text that is not blank. */
export const hasSessionId = (s: string): boolean => typeof s === 'string' && s.trim() !== '';
