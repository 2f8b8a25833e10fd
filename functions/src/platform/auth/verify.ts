// Verifies the session's Cognito ID token against the pool's JWKS (plain http locally, so jose rather than
// aws-jwt-verify). The ID token carries the member id and community as custom attributes, so no lookup is needed.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { config } from '../config.ts';

export interface Actor {
  sub: string;
  /** Pool username: `<communityId>|<email>`. */
  username: string;
  communityId: string;
  memberId: string;
  email: string;
  /**
   * When the ID token was issued (its `iat`, epoch seconds): a session ended after that no longer counts it. Always
   * set from a token; actors made in code (the seed) have none and count as older than any such end.
   */
  issuedAt?: number;
  /** Set when an owner-app account acts in a community through its staff record there. */
  staff?: { accessLevel: number; role: string };
}

export type VerifyResult = { actor: Actor } | { expired: true } | { invalid: true };

export interface VerifierOptions {
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
}

/** Splits a pool username into its community and e-mail; null when it is not of that shape. */
export function parsePoolUsername(username: string): { communityId: string; email: string } | null {
  const bar = username.indexOf('|');
  if (bar <= 0 || bar === username.length - 1) return null;
  return { communityId: username.slice(0, bar), email: username.slice(bar + 1) };
}

export const poolUsername = (communityId: string, email: string) => `${communityId}|${email}`;

export function createVerifier(options: VerifierOptions) {
  return async function verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, options.keys, { issuer: options.issuer, audience: options.clientId });
      const username = payload['cognito:username'];
      const communityId = payload['custom:communityId'];
      const memberId = payload['custom:memberId'];
      if (
        payload.token_use !== 'id' ||
        typeof username !== 'string' ||
        typeof payload.sub !== 'string' ||
        typeof payload.iat !== 'number'
      ) {
        return { invalid: true };
      }
      const parts = parsePoolUsername(username);
      if (!parts || parts.communityId !== communityId || typeof memberId !== 'string' || !memberId) {
        return { invalid: true };
      }
      return { actor: { sub: payload.sub, username, memberId, ...parts, issuedAt: payload.iat } };
    } catch (error) {
      return error instanceof errors.JWTExpired ? { expired: true } : { invalid: true };
    }
  };
}

export function poolIssuer(): string {
  const c = config();
  return c.cognitoEndpoint
    ? `${c.cognitoEndpoint.replace(/\/$/, '')}/${c.userPoolId}`
    : `https://cognito-idp.${c.region}.amazonaws.com/${c.userPoolId}`;
}

let poolVerifier: ReturnType<typeof createVerifier> | undefined;

/** The verifier for this deployment's pool; the JWKS is fetched once and cached by jose. */
export function verifySessionToken(token: string): Promise<VerifyResult> {
  poolVerifier ??= createVerifier({
    issuer: poolIssuer(),
    clientId: config().userPoolClientId,
    keys: createRemoteJWKSet(new URL(`${poolIssuer()}/.well-known/jwks.json`)),
  });
  return poolVerifier(token);
}
