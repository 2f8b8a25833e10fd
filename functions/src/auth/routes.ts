// The auth domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { authEndpoints as e } from '@hearth/shared/contracts/auth';
import { lazyRoute, route } from '../platform/http/route.ts';
import { getAuthOptions } from './handlers/get-auth-options.ts';
import { getSession } from './handlers/get-session.ts';
import { refreshSession } from './handlers/refresh-session.ts';
import { signIn } from './handlers/sign-in.ts';

export const routes = [
  route(e.getAuthOptions, getAuthOptions),
  lazyRoute(e.signUp, () => import('./handlers/sign-up.ts').then((m) => m.signUp)),
  lazyRoute(e.verifyEmail, () => import('./handlers/verify-email.ts').then((m) => m.verifyEmail)),
  lazyRoute(e.resendVerification, () => import('./handlers/resend-verification.ts').then((m) => m.resendVerification)),
  route(e.signIn, signIn),
  route(e.refreshSession, refreshSession),
  lazyRoute(e.signOut, () => import('./handlers/sign-out.ts').then((m) => m.signOut)),
  route(e.getSession, getSession),
  lazyRoute(e.forgotPassword, () => import('./handlers/forgot-password.ts').then((m) => m.forgotPassword)),
  lazyRoute(e.resetPassword, () => import('./handlers/reset-password.ts').then((m) => m.resetPassword)),
  lazyRoute(e.changeEmail, () => import('./handlers/change-email.ts').then((m) => m.changeEmail)),
  lazyRoute(e.confirmEmailChange, () => import('./handlers/confirm-email-change.ts').then((m) => m.confirmEmailChange)),
  lazyRoute(e.changePassword, () => import('./handlers/change-password.ts').then((m) => m.changePassword)),
  lazyRoute(e.completeWelcome, () => import('./handlers/complete-welcome.ts').then((m) => m.completeWelcome)),
  lazyRoute(e.startSocialSignIn, () => import('./handlers/start-social-sign-in.ts').then((m) => m.startSocialSignIn)),
  lazyRoute(e.socialSignInCallback, () =>
    import('./handlers/social-sign-in-callback.ts').then((m) => m.socialSignInCallback),
  ),
  lazyRoute(e.completeSocialSignIn, () =>
    import('./handlers/complete-social-sign-in.ts').then((m) => m.completeSocialSignIn),
  ),
  // owner-profile
  lazyRoute(e.updateProfile, () => import('./handlers/update-profile.ts').then((m) => m.updateProfile)),
  // members2
  lazyRoute(e.deleteAccount, () => import('./handlers/delete-account.ts').then((m) => m.deleteAccount)),
];
