// Reply texts that more than one route area sends, each written once.

export const NO_SUCH_TOPIC = 'No such topic in this course';
/** responseTxt of a test or adaptive session that finds no question to draw */
export const NO_QUESTION = 'No question available';
export const noQuestionFor = (topicName: string): string => `No question available for ${topicName}.`;

/** 403 for a studentId or user id that is not the signed-in student's */
export const NOT_YOUR_ACCOUNT = 'This is not your account';
