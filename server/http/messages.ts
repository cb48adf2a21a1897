// Reply texts that more than one route area sends, each written once.

export const NO_SUCH_TOPIC = 'No such topic in this course';
/** responseTxt of a test or adaptive session that finds no question to draw */
export const NO_QUESTION = 'No question available';
export const noQuestionFor = (topicName: string): string => `No question available for ${topicName}.`;

/** 403 for a studentId or user id that is not the signed-in student's */
export const NOT_YOUR_ACCOUNT = 'This is not your account';

/**
 * 403 validity_expired of a study item in a course whose pack has run out (docs/api.md "Study room"). The same text
 * as the app's Validity Expired modal, `validityExpiredMessage` in application/account/account-messages.ts: copied
 * here because server/ cannot import application/; keep the two equal.
 */
export const validityExpiredMessage = (organisation: string): string =>
  `${organisation}'s validity has been finished. Renew your account to continue your practice.`;

/** 403 limit_exceeded: a new study item past its type's limit in the student's pack (spec 001 §8 "Study room") */
export const CONTENT_LIMIT_EXCEEDED = 'You have reached maximum limit in your current package. Kindly upgrade to access the content.';

/** 403 of a study-file URL whose signature is wrong or has expired, or whose student is gone */
export const LINK_EXPIRED = 'This link has expired';

/**
 * The guest trial already used (docs/api.md "Guest trial"): 200 CourseAlreadyExists of /add-course-toguest and 409
 * already_attempted of a guest submit. The app shows it in the toast with Upgrade (spec 001 §8 "Guests").
 */
export const TRIAL_USED = 'You have already attempted free trial test';
/** 404 of /app/guest-testdetails: the spec's own text for a guest test that cannot be loaded (spec 001 §8) */
export const GUEST_TEST_NOT_FOUND = 'Failed to load guest test';
