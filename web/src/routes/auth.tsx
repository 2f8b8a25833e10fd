// The auth routes both trees share: sign-in, sign-up, recovery, and the pages e-mailed links open. Pages load
// only when opened; each tree adds these under its own root.
import { createRoute, lazyRouteComponent, type AnyRootRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader/page-loader.tsx';
import { withPreload } from '../lib/lazy-page.ts';
import { authOptionsQueryOptions } from '../features/auth/api/get-auth-options.ts';
import { redirectSignedIn } from '../features/auth/guards.ts';
import { authPaths } from '../features/auth/paths.ts';
import {
  validateAuthSearch,
  validateEmailSearch,
  validateReasonSearch,
  validateTokenSearch,
} from '../features/auth/search.ts';

const SignInPage = lazyRouteComponent(() => import('../features/auth/pages/sign-in-page.tsx'), 'SignInPage');
const SignUpPage = lazyRouteComponent(() => import('../features/auth/pages/sign-up-page.tsx'), 'SignUpPage');
const ForgotPasswordPage = lazyRouteComponent(
  () => import('../features/auth/pages/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyRouteComponent(
  () => import('../features/auth/pages/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const AccountUnverifiedPage = lazyRouteComponent(
  () => import('../features/auth/pages/account-unverified-page.tsx'),
  'AccountUnverifiedPage',
);
const linkResultPages = () => import('../features/auth/pages/link-result-pages.tsx');
// Only someone who opened an e-mailed link needs these.
const linkLoaders = () => import('../features/auth/link-loaders.ts');
const VerificationSuccessPage = lazyRouteComponent(linkResultPages, 'VerificationSuccessPage');
const VerificationFailedPage = lazyRouteComponent(linkResultPages, 'VerificationFailedPage');
const ChangeEmailSuccessPage = lazyRouteComponent(linkResultPages, 'ChangeEmailSuccessPage');
const ChangeEmailFailedPage = lazyRouteComponent(linkResultPages, 'ChangeEmailFailedPage');

interface TreeContext {
  context: { queryClient: QueryClient };
}

const loadAuthOptions = ({ context }: TreeContext) => context.queryClient.ensureQueryData(authOptionsQueryOptions());

export function createAuthRoutes(rootRoute: AnyRootRoute) {
  const getParentRoute = () => rootRoute;

  const signInRoute = createRoute({
    getParentRoute,
    path: authPaths.signIn,
    validateSearch: validateAuthSearch,
    beforeLoad: redirectSignedIn,
    loader: loadAuthOptions,
    component: withPreload(function SignIn() {
      return <SignInPage search={signInRoute.useSearch()} />;
    }, SignInPage),
  });

  const signUpRoute = createRoute({
    getParentRoute,
    path: authPaths.signUp,
    validateSearch: validateAuthSearch,
    beforeLoad: redirectSignedIn,
    loader: loadAuthOptions,
    component: withPreload(function SignUp() {
      return <SignUpPage search={signUpRoute.useSearch()} />;
    }, SignUpPage),
  });

  const forgotPasswordRoute = createRoute({
    getParentRoute,
    path: authPaths.forgotPassword,
    validateSearch: validateAuthSearch,
    beforeLoad: redirectSignedIn,
    loader: loadAuthOptions,
    component: ForgotPasswordPage,
  });

  const resetPasswordRoute = createRoute({
    getParentRoute,
    path: authPaths.resetPassword,
    validateSearch: validateTokenSearch,
    loader: loadAuthOptions,
    component: withPreload(function ResetPassword() {
      return <ResetPasswordPage token={resetPasswordRoute.useSearch().token} />;
    }, ResetPasswordPage),
  });

  const accountUnverifiedRoute = createRoute({
    getParentRoute,
    path: authPaths.accountUnverified,
    validateSearch: validateEmailSearch,
    loader: loadAuthOptions,
    component: withPreload(function AccountUnverified() {
      return <AccountUnverifiedPage email={accountUnverifiedRoute.useSearch().email} />;
    }, AccountUnverifiedPage),
  });

  const verifyEmailRoute = createRoute({
    getParentRoute,
    path: authPaths.verifyEmail,
    validateSearch: validateTokenSearch,
    loaderDeps: ({ search }) => ({ token: search.token }),
    loader: async ({ deps }) => (await linkLoaders()).verifyEmailLink(deps.token),
    pendingComponent: PageLoader,
  });

  const confirmEmailChangeRoute = createRoute({
    getParentRoute,
    path: authPaths.confirmEmailChange,
    validateSearch: validateTokenSearch,
    loaderDeps: ({ search }) => ({ token: search.token }),
    loader: async ({ context, deps }: TreeContext & { deps: { token: string | undefined } }) =>
      (await linkLoaders()).confirmEmailChangeLink(context.queryClient, deps.token),
    pendingComponent: PageLoader,
  });

  const changeEmailFailedRoute = createRoute({
    getParentRoute,
    path: authPaths.changeEmailFailed,
    validateSearch: validateReasonSearch,
    component: withPreload(function ChangeEmailFailed() {
      return <ChangeEmailFailedPage reason={changeEmailFailedRoute.useSearch().reason} />;
    }, ChangeEmailFailedPage),
  });

  return [
    signInRoute,
    signUpRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    accountUnverifiedRoute,
    verifyEmailRoute,
    createRoute({ getParentRoute, path: authPaths.verificationSuccess, component: VerificationSuccessPage }),
    createRoute({ getParentRoute, path: authPaths.verificationFailed, component: VerificationFailedPage }),
    confirmEmailChangeRoute,
    createRoute({ getParentRoute, path: authPaths.changeEmailSuccess, component: ChangeEmailSuccessPage }),
    changeEmailFailedRoute,
  ];
}
