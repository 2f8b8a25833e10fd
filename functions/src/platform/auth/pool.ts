// The Cognito user pool's shape: one definition for the CDK auth stack and the local cognito-local setup.
// Usernames are `<communityId>|<email>` (owners: `app|<email>`), so one person has one account per community.
// Cognito never sends mail: we send our own verification and reset links and then call the admin APIs.
export const userPoolDef = {
  logicalName: 'hearth-users',
  /** No username aliases: the pipe username is the identity (cognito-local must be configured the same way). */
  usernameAttributes: [] as string[],
  /** In the ID token as `custom:<name>`. memberId survives an e-mail change (which replaces the pool user). */
  customAttributes: {
    communityId: { type: 'String' as const, mutable: false, minLength: 1, maxLength: 64 },
    memberId: { type: 'String' as const, mutable: false, minLength: 1, maxLength: 64 },
  },
  /** The spec's member minimum is 6 (owner forms ask for 8 in the SPA and API). */
  passwordPolicy: {
    minimumLength: 6,
    requireLowercase: false,
    requireUppercase: false,
    requireNumbers: false,
    requireSymbols: false,
  },
  client: {
    name: 'hearth-web',
    authFlows: ['ADMIN_USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const,
    generateSecret: false,
    /**
     * Short on purpose: the session cookie holds the ID token, verified by signature alone, so a stolen one keeps
     * working until it expires even after a password change ended its session (docs/auth.md, Sessions). The SPA
     * refreshes silently when it does. The access token is never kept; it lives as long.
     */
    accessTokenValidityMinutes: 15,
    idTokenValidityMinutes: 15,
    refreshTokenValidityDays: 30,
    enableTokenRevocation: true,
  },
} as const;
