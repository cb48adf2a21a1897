/** Shown when a use case rejects instead of resolving to an outcome (spec 000 §8 generic failure). */
export const UNEXPECTED_FAILURE = 'Something went wrong';
