// The OAuth 2.0 code flow with the user pool's hosted UI: the authorize URL, the code exchange at /oauth2/token and
// the federated ID token's verification against the pool's JWKS. That token only tells us who the provider vouched
// for; the session is a native account's (service.ts).
import * as messages from '@hearth/shared/messages';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { poolIssuer } from '../../platform/auth/verify.ts';
import { config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log.ts';
import type { SocialProvider, SocialSettings } from './providers.ts';
import { codeChallenge, encodeState, type SocialAttempt } from './state.ts';

const TOKEN_TIMEOUT_MS = 5_000;

export function authorizeUrl(settings: SocialSettings, provider: SocialProvider, attempt: SocialAttempt): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.callbackUrl,
    // Straight to the provider: the hosted UI shows no page of its own.
    identity_provider: provider.name,
    scope: 'openid email profile',
    state: encodeState(attempt),
    code_challenge: codeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
    nonce: attempt.token,
  });
  return `${settings.authDomain}/oauth2/authorize?${query}`;
}

export interface FederatedTokens {
  idToken: string;
  /** The federated user's refresh token: revoked at once, since the session is the native account's. */
  refreshToken?: string;
}

/**
 * Trades the authorization code (with the PKCE verifier from this browser's cookie) for the federated tokens. A code
 * that is used, expired or not this attempt's is the attempt's end (400); the hosted UI failing is a 502.
 */
export async function exchangeCode(
  settings: SocialSettings,
  provider: SocialProvider,
  code: string,
  verifier: string,
): Promise<FederatedTokens> {
  const failed = new AppError(502, 'INTERNAL', messages.socialFailed(provider.name));
  let res: Response;
  try {
    res = await globalThis.fetch(`${settings.authDomain}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        code,
        redirect_uri: settings.callbackUrl,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    logger.warn('social sign-in: token endpoint unreachable', { error: error as Error });
    throw failed;
  }
  const body = (await res.json().catch(() => null)) as { id_token?: unknown; refresh_token?: unknown; error?: unknown };
  if (res.status === 400 && body?.error === 'invalid_grant') {
    throw new AppError(400, 'BAD_REQUEST', messages.socialStateInvalid);
  }
  if (!res.ok || typeof body?.id_token !== 'string') {
    logger.warn('social sign-in: token exchange failed', { status: res.status, error: String(body?.error ?? '') });
    throw failed;
  }
  return {
    idToken: body.id_token,
    ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
  };
}

/** What the federated ID token says about the person, once verified. */
export interface FederatedIdentity {
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface IdTokenVerifierOptions {
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function fromProvider(payload: JWTPayload, provider: SocialProvider): boolean {
  const identities = payload.identities;
  return (
    Array.isArray(identities) &&
    identities.some((identity) => (identity as { providerName?: unknown })?.providerName === provider.name)
  );
}

/**
 * Verifies a federated ID token like a session token (signature, issuer, our client as audience, `token_use: id`)
 * plus this attempt's nonce and the provider it was started for; null when any of that fails.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions) {
  return async function verify(
    idToken: string,
    expected: { provider: SocialProvider; nonce: string },
  ): Promise<FederatedIdentity | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, options.keys, { issuer: options.issuer, audience: options.clientId }));
    } catch (error) {
      logger.warn('social sign-in: federated ID token rejected', { error: error as Error });
      return null;
    }
    if (payload.token_use !== 'id' || payload.nonce !== expected.nonce || !fromProvider(payload, expected.provider)) {
      logger.warn('social sign-in: federated ID token is not this attempt’s');
      return null;
    }
    const email = text(payload.email).trim().toLowerCase();
    return {
      email: email || null,
      emailVerified: Boolean(email) && expected.provider.emailVerified(payload),
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
    };
  };
}

let poolVerifier: ReturnType<typeof createIdTokenVerifier> | undefined;

/** The verifier for this deployment's pool (the JWKS fetched once and cached by jose). */
export function verifyFederatedIdToken(
  idToken: string,
  expected: { provider: SocialProvider; nonce: string },
): Promise<FederatedIdentity | null> {
  poolVerifier ??= createIdTokenVerifier({
    issuer: poolIssuer(),
    clientId: config().userPoolClientId,
    keys: createRemoteJWKSet(new URL(`${poolIssuer()}/.well-known/jwks.json`)),
  });
  return poolVerifier(idToken, expected);
}

/** Tests change the pool between cases; this drops the cached verifier. */
export function resetFederatedVerifier(): void {
  poolVerifier = undefined;
}
