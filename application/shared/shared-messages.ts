// The texts every area may show, defined once. Kept apart from the areas' message modules because the app's entry
// needs them (the error boundary, the fallbacks of an area whose code failed to load), and the entry must stay small.

/** any failure nothing more precise is said about (a fault, an area's code not loading, an unexpected error) */
export const GENERIC_FAILURE = 'Something went wrong';

/** a failure the student can simply try again */
export const TRY_AGAIN = 'Something went wrong. Please try again.';

/** the guest trial: sending the code, verifying, adding the course or submitting failed (also the account
 *  fallbacks' text for those calls, which load with the entry) */
export const GUEST_SUBMIT_FAILED = 'Error Submitting the Test';
