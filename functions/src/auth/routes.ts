// The auth domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler loading with their first request (deferredRoutes; the contracts stay static).
import { authEndpoints as e } from '@hearth/shared/contracts/auth';
import { authRoutes, supportRoutes } from '@hearth/shared/contracts/routes';
import { supportEndpoints } from '@hearth/shared/contracts/support';
import { deferredRoutes, route } from '../platform/http/route.ts';
import { getAuthOptions } from './handlers/get-auth-options.ts';
import { getSession } from './handlers/get-session.ts';
import { refreshSession } from './handlers/refresh-session.ts';
import { signIn } from './handlers/sign-in.ts';

const lazy = deferredRoutes(authRoutes, e);
const lazySupport = deferredRoutes(supportRoutes, supportEndpoints);

export const routes = [
  route(e.getAuthOptions, getAuthOptions),
  lazy('signUp', () => import('./handlers/sign-up.ts').then((m) => m.signUp)),
  lazy('verifyEmail', () => import('./handlers/verify-email.ts').then((m) => m.verifyEmail)),
  lazy('resendVerification', () => import('./handlers/resend-verification.ts').then((m) => m.resendVerification)),
  route(e.signIn, signIn),
  route(e.refreshSession, refreshSession),
  lazy('signOut', () => import('./handlers/sign-out.ts').then((m) => m.signOut)),
  route(e.getSession, getSession),
  lazy('forgotPassword', () => import('./handlers/forgot-password.ts').then((m) => m.forgotPassword)),
  lazy('resetPassword', () => import('./handlers/reset-password.ts').then((m) => m.resetPassword)),
  lazy('changeEmail', () => import('./handlers/change-email.ts').then((m) => m.changeEmail)),
  lazy('confirmEmailChange', () => import('./handlers/confirm-email-change.ts').then((m) => m.confirmEmailChange)),
  lazy('changePassword', () => import('./handlers/change-password.ts').then((m) => m.changePassword)),
  lazy('completeWelcome', () => import('./handlers/complete-welcome.ts').then((m) => m.completeWelcome)),
  lazy('startSocialSignIn', () => import('./handlers/start-social-sign-in.ts').then((m) => m.startSocialSignIn)),
  lazy('socialSignInCallback', () =>
    import('./handlers/social-sign-in-callback.ts').then((m) => m.socialSignInCallback),
  ),
  lazy('completeSocialSignIn', () =>
    import('./handlers/complete-social-sign-in.ts').then((m) => m.completeSocialSignIn),
  ),
  lazy('updateProfile', () => import('./handlers/update-profile.ts').then((m) => m.updateProfile)),
  lazy('deleteAccount', () => import('./handlers/delete-account.ts').then((m) => m.deleteAccount)),
  lazySupport('getSupportHash', () => import('./handlers/get-support-hash.ts').then((m) => m.getSupportHash)),
  lazySupport('checkAccountExists', () =>
    import('./handlers/check-account-exists.ts').then((m) => m.checkAccountExists),
  ),
];
