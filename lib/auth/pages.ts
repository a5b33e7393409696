/** Where the sign-in pages are, and what a caller sent there is told. */

/** Where an admin without a second factor is sent while the owner requires one. */
export const SECOND_FACTOR_SETUP_PATH = '/admin/second-factor';
export const SECOND_FACTOR_REQUIRED = 'The owner requires a second factor for every admin: set one up first.';
/** Where a sign-in waits for its second factor. */
export const SECOND_STEP_PATH = '/admin/login/verify';
export const SECOND_STEP_OPEN = 'Finish signing in: enter the code from your authenticator app.';
