// The auth domain's route table.
import { authEndpoints as e } from '@hearth/shared/contracts/auth';
import { route } from '../platform/http/route.ts';
import { changeEmail } from './handlers/change-email.ts';
import { changePassword } from './handlers/change-password.ts';
import { completeSocialSignIn } from './handlers/complete-social-sign-in.ts';
import { completeWelcome } from './handlers/complete-welcome.ts';
import { confirmEmailChange } from './handlers/confirm-email-change.ts';
import { forgotPassword } from './handlers/forgot-password.ts';
import { getAuthOptions } from './handlers/get-auth-options.ts';
import { getSession } from './handlers/get-session.ts';
import { refreshSession } from './handlers/refresh-session.ts';
import { resendVerification } from './handlers/resend-verification.ts';
import { resetPassword } from './handlers/reset-password.ts';
import { signIn } from './handlers/sign-in.ts';
import { signOut } from './handlers/sign-out.ts';
import { signUp } from './handlers/sign-up.ts';
import { socialSignInCallback } from './handlers/social-sign-in-callback.ts';
import { startSocialSignIn } from './handlers/start-social-sign-in.ts';
import { verifyEmail } from './handlers/verify-email.ts';
import { updateProfile } from './handlers/update-profile.ts';
// members2
import { deleteAccount } from './handlers/delete-account.ts';

export const routes = [
  route(e.getAuthOptions, getAuthOptions),
  route(e.signUp, signUp),
  route(e.verifyEmail, verifyEmail),
  route(e.resendVerification, resendVerification),
  route(e.signIn, signIn),
  route(e.refreshSession, refreshSession),
  route(e.signOut, signOut),
  route(e.getSession, getSession),
  route(e.forgotPassword, forgotPassword),
  route(e.resetPassword, resetPassword),
  route(e.changeEmail, changeEmail),
  route(e.confirmEmailChange, confirmEmailChange),
  route(e.changePassword, changePassword),
  route(e.completeWelcome, completeWelcome),
  route(e.startSocialSignIn, startSocialSignIn),
  route(e.socialSignInCallback, socialSignInCallback),
  route(e.completeSocialSignIn, completeSocialSignIn),
  // owner-profile
  route(e.updateProfile, updateProfile),
  // members2
  route(e.deleteAccount, deleteAccount),
];
