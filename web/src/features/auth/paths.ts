// The auth pages' paths and where an account belongs: the rules every guard and every success handler share.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { safeRedirect } from '@/lib/safe-redirect.ts';

export const authPaths = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  accountUnverified: '/account-unverified',
  verifyEmail: '/verify-email',
  verificationSuccess: '/email-verification-success',
  verificationFailed: '/email-verification-failed',
  confirmEmailChange: '/confirm-email-change',
  changeEmailSuccess: '/change-email-success',
  changeEmailFailed: '/change-email-failed',
  welcome: '/onboarding/welcome',
  approvalPending: '/account-approval-pending',
  accountDenied: '/account-denied',
  accountBan: '/account-ban',
} as const;

/** Pages a signed-in account has no use for: it is sent on (member-forum §2.2). */
export const signedOutOnlyPaths: readonly string[] = [authPaths.signIn, authPaths.signUp, authPaths.forgotPassword];

/** Sign-in, sign-up, recovery and verification: open to guests even in a private community. */
export const publicAuthPaths: readonly string[] = [
  ...signedOutOnlyPaths,
  authPaths.resetPassword,
  authPaths.accountUnverified,
  authPaths.verifyEmail,
  authPaths.verificationSuccess,
  authPaths.verificationFailed,
  authPaths.confirmEmailChange,
  authPaths.changeEmailSuccess,
  authPaths.changeEmailFailed,
  // The documents the sign-up form links to.
  '/terms',
  '/privacy',
];

const accountStatePaths: readonly string[] = [authPaths.approvalPending, authPaths.accountDenied, authPaths.accountBan];

/** Pages that are a step of signing in or a state's dead end, never a place to return to. */
export const isTransitPath = (pathname: string) =>
  publicAuthPaths.includes(pathname) || accountStatePaths.includes(pathname) || pathname === '/404';

/** The page of an account that may not use the site (pending, denied, banned); `null` for an active one. */
export function accountStatePage(user: Pick<SessionUser, 'state' | 'ban'>): string | null {
  switch (user.state) {
    case 'pending':
      return authPaths.approvalPending;
    case 'denied':
      return authPaths.accountDenied;
    case 'banned': {
      const search = new URLSearchParams({ permanentBan: String(user.ban?.permanent ?? true) });
      if (user.ban?.expiresAt) search.set('expiresAt', user.ban.expiresAt);
      return `${authPaths.accountBan}?${search}`;
    }
    case 'active':
      return null;
  }
}

/** Where a signed-in account goes when it has no particular destination. */
export const homeOf = (user: SessionUser) => accountStatePage(user) ?? (user.welcomePending ? authPaths.welcome : '/');

/**
 * After signing in (or arriving signed in on an auth page): the account's state page; the welcome step while it
 * is pending; else the `redirect` (same-site paths only), else the page before sign-in, else `/`.
 */
export function destinationAfterSignIn(
  user: SessionUser,
  { redirect, previous }: { redirect?: string | undefined; previous?: string | undefined } = {},
): string {
  const statePage = accountStatePage(user);
  if (statePage) return statePage;
  if (user.welcomePending) return authPaths.welcome;
  for (const candidate of [redirect, previous]) {
    const path = safeRedirect(candidate);
    if (path && !isTransitPath(path.split(/[?#]/)[0] ?? path)) return path;
  }
  return '/';
}
