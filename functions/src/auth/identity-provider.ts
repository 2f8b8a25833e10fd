// The identity provider port and its Cognito adapter (cognito-local locally). Users are `<communityId>|<email>`;
// Cognito sends no mail (MessageAction SUPPRESS); we e-mail our own links and then call the admin APIs.
import { cognito } from '../platform/aws/cognito.ts';
import { config } from '../platform/config.ts';

export interface Tokens {
  idToken: string;
  refreshToken?: string;
  /** Seconds until the ID token expires. */
  expiresIn: number;
}

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  communityId: string;
  memberId: string;
  password: string;
}

export class UserExistsError extends Error {}

export interface IdentityProvider {
  /** Creates the user with a permanent password; throws UserExistsError when the username is taken. */
  createUser(user: NewUser): Promise<void>;
  /** Deletes the user; a missing user is fine. */
  deleteUser(username: string): Promise<void>;
  /** Tokens for a correct username and password, else null. */
  authenticate(username: string, password: string): Promise<Tokens | null>;
  refresh(refreshToken: string): Promise<Tokens | null>;
  revoke(refreshToken: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  /** Marks the address verified (the e-mail is restated: cognito-local requires it alongside email_verified). */
  markEmailVerified(username: string, email: string): Promise<void>;
}

const named = (error: unknown, ...names: string[]) => names.includes((error as Error)?.name);

/**
 * Errors that mean "these credentials do not sign in" rather than a fault. Cognito answers a wrong password with
 * NotAuthorizedException, cognito-local with InvalidPasswordException; a revoked refresh token is NotAuthorized too.
 */
const refusals = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'InvalidPasswordException',
  'InvalidParameterException',
];

/** Password sign-in and refresh are one admin call with different flows; a refusal is null, not an error. */
async function initiateAuth(
  flow: 'ADMIN_USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH',
  parameters: Record<string, string>,
): Promise<Tokens | null> {
  const { client, commands } = await cognito();
  try {
    const out = await client.send(
      new commands.AdminInitiateAuthCommand({
        UserPoolId: config().userPoolId,
        ClientId: config().userPoolClientId,
        AuthFlow: flow,
        AuthParameters: parameters,
      }),
    );
    const result = out.AuthenticationResult;
    if (!result?.IdToken) return null;
    return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn ?? 3600 };
  } catch (error) {
    if (named(error, ...refusals)) return null;
    throw error;
  }
}

export const cognitoIdentityProvider: IdentityProvider = {
  async createUser(user) {
    const { client, commands } = await cognito();
    const UserPoolId = config().userPoolId;
    try {
      await client.send(
        new commands.AdminCreateUserCommand({
          UserPoolId,
          Username: user.username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'false' },
            { Name: 'given_name', Value: user.firstName },
            { Name: 'family_name', Value: user.lastName },
            { Name: 'custom:communityId', Value: user.communityId },
            { Name: 'custom:memberId', Value: user.memberId },
          ],
        }),
      );
    } catch (error) {
      if (named(error, 'UsernameExistsException')) throw new UserExistsError(user.username);
      throw error;
    }
    try {
      await client.send(
        new commands.AdminSetUserPasswordCommand({
          UserPoolId,
          Username: user.username,
          Password: user.password,
          Permanent: true,
        }),
      );
    } catch (error) {
      await this.deleteUser(user.username);
      throw error;
    }
  },

  async deleteUser(username) {
    const { client, commands } = await cognito();
    try {
      await client.send(new commands.AdminDeleteUserCommand({ UserPoolId: config().userPoolId, Username: username }));
    } catch (error) {
      if (!named(error, 'UserNotFoundException')) throw error;
    }
  },

  authenticate(username, password) {
    return initiateAuth('ADMIN_USER_PASSWORD_AUTH', { USERNAME: username, PASSWORD: password });
  },

  refresh(refreshToken) {
    return initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken });
  },

  async revoke(refreshToken) {
    const { client, commands } = await cognito();
    try {
      await client.send(new commands.RevokeTokenCommand({ ClientId: config().userPoolClientId, Token: refreshToken }));
    } catch (error) {
      // An already revoked or unknown token leaves nothing to revoke.
      if (!named(error, 'NotAuthorizedException', 'UnsupportedTokenTypeException', 'InvalidParameterException'))
        throw error;
    }
  },

  async setPassword(username, password) {
    const { client, commands } = await cognito();
    await client.send(
      new commands.AdminSetUserPasswordCommand({
        UserPoolId: config().userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  },

  async markEmailVerified(username, email) {
    const { client, commands } = await cognito();
    await client.send(
      new commands.AdminUpdateUserAttributesCommand({
        UserPoolId: config().userPoolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  },
};
