import 'server-only';

// The auth entry: callers import '@/lib/auth'; each job lives in its own module (route handlers
// use ./user-route, which reads the guards directly).
export type { AuthUser } from './types';
export { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_PATH, SECOND_STEP_OPEN } from './pages';
export { getAuth, recoveryCodesAvailable, supabaseConfig } from './backend';
export { recordActivity } from './activity';
export { getUser, mustSetUpSecondFactor, requireSignedIn, requireUser } from './guards';
export { changePassword, signIn, signOut, signOutOtherSessions, signUp } from './account';
