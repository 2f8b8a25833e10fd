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
    accessTokenValidityMinutes: 60,
    idTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
    enableTokenRevocation: true,
  },
} as const;
