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

  async authenticate(username, password) {
    const { client, commands } = await cognito();
    try {
      const out = await client.send(
        new commands.AdminInitiateAuthCommand({
          UserPoolId: config().userPoolId,
          ClientId: config().userPoolClientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      const result = out.AuthenticationResult;
      if (!result?.IdToken) return null;
      return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn ?? 3600 };
    } catch (error) {
      // Cognito answers a wrong password with NotAuthorizedException; cognito-local with InvalidPasswordException.
      const wrongCredentials = [
        'NotAuthorizedException',
        'UserNotFoundException',
        'UserNotConfirmedException',
        'InvalidPasswordException',
      ];
      if (named(error, ...wrongCredentials)) return null;
      throw error;
    }
  },

  async refresh(refreshToken) {
    const { client, commands } = await cognito();
    try {
      const out = await client.send(
        new commands.AdminInitiateAuthCommand({
          UserPoolId: config().userPoolId,
          ClientId: config().userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      const result = out.AuthenticationResult;
      return result?.IdToken ? { idToken: result.IdToken, expiresIn: result.ExpiresIn ?? 3600 } : null;
    } catch (error) {
      if (named(error, 'NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException')) return null;
      throw error;
    }
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
