// Verifies Cognito access tokens against the pool's JWKS (plain http locally, so jose rather than aws-jwt-verify).
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { config } from '../config.ts';

export interface Actor {
  sub: string;
  /** Cognito username: `<communityId>|<email>`. */
  username: string;
  communityId: string;
  email: string;
}

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

export function createVerifier(options: VerifierOptions) {
  return async function verify(token: string): Promise<Actor | null> {
    try {
      const { payload } = await jwtVerify(token, options.keys, { issuer: options.issuer });
      if (payload.token_use !== 'access' || payload.client_id !== options.clientId) return null;
      const username = typeof payload.username === 'string' ? payload.username : '';
      const parts = parsePoolUsername(username);
      if (!parts || typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, username, ...parts };
    } catch {
      return null;
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
export function verifyAccessToken(token: string): Promise<Actor | null> {
  poolVerifier ??= createVerifier({
    issuer: poolIssuer(),
    clientId: config().userPoolClientId,
    keys: createRemoteJWKSet(new URL(`${poolIssuer()}/.well-known/jwks.json`)),
  });
  return poolVerifier(token);
}

export const ACCESS_COOKIE = 'hearth_access';

/** Reads one cookie from API Gateway v2's `cookies` array. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    const eq = cookie.indexOf('=');
    if (eq > 0 && cookie.slice(0, eq).trim() === name) return decodeURIComponent(cookie.slice(eq + 1).trim());
  }
  return undefined;
}
