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
  /**
   * Loads the client (the SDK's import is the slowest part of a first call in a fresh container), so a path that
   * will call Cognito and one that will not start alike (sign-up, docs/auth.md, Enumeration).
   */
  prepare(): Promise<void>;
  /** Creates the user with a permanent password; throws UserExistsError when the username is taken. */
  createUser(user: NewUser): Promise<void>;
  /** Deletes the user; a missing user is fine. */
  deleteUser(username: string): Promise<void>;
  /** Tokens for a correct username and password, else null. */
  authenticate(username: string, password: string): Promise<Tokens | null>;
  refresh(refreshToken: string): Promise<Tokens | null>;
  revoke(refreshToken: string): Promise<void>;
  /**
   * Revokes every refresh token of the user (AdminUserGlobalSignOut). cognito-local has no such call and answers
   * `Unsupported`; there the platform's own session records refuse the old tokens (auth/sessions.ts).
   */
  signOutEverywhere(username: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  /** Marks the address verified (the e-mail is restated: cognito-local requires it alongside email_verified). */
  markEmailVerified(username: string, email: string): Promise<void>;
  /**
   * Tokens through the CUSTOM_AUTH flow, answering the one challenge with a one-time proof that the pool's
   * verify-auth-challenge trigger checks (social sign-in, docs/auth.md); null when Cognito refuses it.
   */
  signInWithProof(username: string, proof: string): Promise<Tokens | null>;
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
    return tokensOf(out.AuthenticationResult);
  } catch (error) {
    if (named(error, ...refusals)) return null;
    throw error;
  }
}

function tokensOf(result: { IdToken?: string; RefreshToken?: string; ExpiresIn?: number } | undefined): Tokens | null {
  if (!result?.IdToken) return null;
  return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn ?? 3600 };
}

export const cognitoIdentityProvider: IdentityProvider = {
  async prepare() {
    await cognito();
  },

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

  async signOutEverywhere(username) {
    const { client, commands } = await cognito();
    try {
      await client.send(
        new commands.AdminUserGlobalSignOutCommand({ UserPoolId: config().userPoolId, Username: username }),
      );
    } catch (error) {
      // A user deleted meanwhile has no session left; the emulator's missing operation is covered by the records.
      if (!named(error, 'UserNotFoundException', 'Unsupported')) throw error;
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

  async signInWithProof(username, proof) {
    const { client, commands } = await cognito();
    const { userPoolId: UserPoolId, userPoolClientId: ClientId } = config();
    try {
      const started = await client.send(
        new commands.AdminInitiateAuthCommand({
          UserPoolId,
          ClientId,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: username },
        }),
      );
      if (started.ChallengeName !== 'CUSTOM_CHALLENGE' || !started.Session) return null;
      const answered = await client.send(
        new commands.AdminRespondToAuthChallengeCommand({
          UserPoolId,
          ClientId,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: started.Session,
          ChallengeResponses: { USERNAME: username, ANSWER: proof },
        }),
      );
      return tokensOf(answered.AuthenticationResult);
    } catch (error) {
      // A wrong answer ends the flow with NotAuthorizedException (the define trigger fails it).
      if (named(error, ...refusals)) return null;
      throw error;
    }
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
