// Auth endpoints: accounts are per community (the host's), owners' accounts live on the app host.
import {
  authOptionsResponseSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  emailOnlyBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  signedInResponseSchema,
  socialCallbackQuerySchema,
  socialPageSchema,
  socialProviderParamsSchema,
  tokenBodySchema,
} from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';
import { authRoutes } from './routes.ts';
import { ownerProfileAuthEndpoints } from './owner-profile.ts';
import { accountDataAuthEndpoints } from './account-data.ts';

export const signUp = endpoint({
  ...authRoutes.signUp,
  summary: 'Create an account in this community (or an owner account on the app host) and e-mail a verification link.',
  tenancy: 'site',
  auth: 'public',
  request: { body: signUpBodySchema },
  response: signUpResponseSchema,
  status: 201,
  errors: [400, 403, 409, 429],
});

export const verifyEmail = endpoint({
  ...authRoutes.verifyEmail,
  summary: 'Confirm an e-mail address with the single-use link token (24 h).',
  tenancy: 'site',
  auth: 'public',
  request: { body: tokenBodySchema },
  response: messageResponseSchema,
  errors: [400],
});

export const resendVerification = endpoint({
  ...authRoutes.resendVerification,
  summary: 'Send a new verification link; answers the same whether or not the account exists.',
  tenancy: 'site',
  auth: 'public',
  request: { body: emailOnlyBodySchema },
  response: messageResponseSchema,
  errors: [429],
});

export const signIn = endpoint({
  ...authRoutes.signIn,
  summary: 'Sign in with e-mail and password; sets the session cookies.',
  tenancy: 'site',
  auth: 'public',
  request: { body: signInBodySchema },
  response: signedInResponseSchema,
  errors: [401, 403, 429],
});

export const refreshSession = endpoint({
  ...authRoutes.refreshSession,
  summary: 'Exchange the refresh cookie for a new session cookie.',
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: sessionResponseSchema,
  errors: [401],
});

export const signOut = endpoint({
  ...authRoutes.signOut,
  summary: 'Revoke the refresh token and clear the session cookies.',
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: messageResponseSchema,
  errors: [],
});

export const getSession = endpoint({
  ...authRoutes.getSession,
  summary: 'The signed-in account on this host with its state (pending, denied, banned, welcome pending), or null.',
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: sessionResponseSchema,
  errors: [],
});

export const forgotPassword = endpoint({
  ...authRoutes.forgotPassword,
  summary: 'E-mail a reset link (1 h); answers the same whether or not the account exists.',
  tenancy: 'site',
  auth: 'public',
  request: { body: emailOnlyBodySchema },
  response: messageResponseSchema,
  errors: [429],
});

export const resetPassword = endpoint({
  ...authRoutes.resetPassword,
  summary: 'Set a new password with the single-use reset link token.',
  tenancy: 'site',
  auth: 'public',
  request: { body: resetPasswordBodySchema },
  response: messageResponseSchema,
  errors: [400],
});

export const changeEmail = endpoint({
  ...authRoutes.changeEmail,
  summary: 'Start an e-mail change (password required): a confirmation link goes to the new address.',
  tenancy: 'site',
  auth: 'user',
  request: { body: changeEmailBodySchema },
  response: messageResponseSchema,
  errors: [400, 401, 403, 409],
});

export const confirmEmailChange = endpoint({
  ...authRoutes.confirmEmailChange,
  summary: 'Finish an e-mail change with the single-use link token; the session must sign in again.',
  tenancy: 'site',
  auth: 'public',
  request: { body: tokenBodySchema },
  response: messageResponseSchema,
  errors: [400, 409],
});

export const changePassword = endpoint({
  ...authRoutes.changePassword,
  summary: 'Change the password (current password required).',
  tenancy: 'site',
  auth: 'user',
  request: { body: changePasswordBodySchema },
  response: messageResponseSchema,
  errors: [400, 401, 403],
});

export const completeWelcome = endpoint({
  ...authRoutes.completeWelcome,
  summary: 'Mark the onboarding welcome step done for the signed-in account.',
  tenancy: 'site',
  auth: 'user',
  request: {},
  response: sessionResponseSchema,
  errors: [401, 403],
});

export const getAuthOptions = endpoint({
  ...authRoutes.getAuthOptions,
  summary:
    'What the sign-in and sign-up forms offer on this host: social providers, the password minimum, the captcha site key.',
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: authOptionsResponseSchema,
  errors: [],
});

// Social sign-in runs in a popup: start on the site's host, Cognito calls back on the owner app's host (the one
// callback URL the app client allows), and the complete step runs back on the site's host, where the state cookie
// is and where the session cookies belong (docs/auth.md, Social sign-in).

export const startSocialSignIn = endpoint({
  ...authRoutes.startSocialSignIn,
  summary:
    "Start Google or Facebook sign-in in the popup: sets the short-lived state cookie and redirects to the pool's hosted UI.",
  tenancy: 'site',
  auth: 'none',
  request: { params: socialProviderParamsSchema },
  response: socialPageSchema,
  contentType: 'text/html',
  status: 302,
  errors: [501],
});

export const socialSignInCallback = endpoint({
  ...authRoutes.socialSignInCallback,
  summary:
    "Cognito's OAuth callback (owner app host only): sends the popup on to the complete step on the host named in the state.",
  tenancy: 'app',
  auth: 'none',
  request: { query: socialCallbackQuerySchema },
  response: socialPageSchema,
  contentType: 'text/html',
  status: 302,
  errors: [501],
});

export const completeSocialSignIn = endpoint({
  ...authRoutes.completeSocialSignIn,
  summary:
    "Check the state cookie, exchange the code, sign in (or create) this site's account for the provider's verified e-mail, set the session cookies and report to the opener.",
  tenancy: 'site',
  auth: 'none',
  request: { query: socialCallbackQuerySchema },
  response: socialPageSchema,
  contentType: 'text/html',
  errors: [403, 429, 501, 502],
});

export const authEndpoints = {
  getAuthOptions,
  signUp,
  verifyEmail,
  resendVerification,
  signIn,
  refreshSession,
  signOut,
  getSession,
  forgotPassword,
  resetPassword,
  changeEmail,
  confirmEmailChange,
  changePassword,
  completeWelcome,
  startSocialSignIn,
  socialSignInCallback,
  completeSocialSignIn,
  ...ownerProfileAuthEndpoints,
  ...accountDataAuthEndpoints,
};
