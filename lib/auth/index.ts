import 'server-only';

// The auth entry: callers import '@/lib/auth'; each job lives in its own module.
export type { AuthUser } from './types';
export { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_PATH, SECOND_STEP_OPEN, SECOND_STEP_PATH } from './pages';
export { getAuth, getSecondFactor, recoveryCodesAvailable, supabaseConfig } from './backend';
export { recordActivity, requestOrigin } from './activity';
export {
  getUser,
  mustSetUpSecondFactor,
  requireApiAdmin,
  requireApiUser,
  requireSignedIn,
  requireUser,
} from './guards';
export { changePassword, signIn, signOut, signOutOtherSessions, signUp } from './account';
