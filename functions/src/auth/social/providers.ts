// The social providers Hearth offers, how each vouches for an e-mail address, and this deployment's settings.
import { socialProviderIds, type SocialProviderId } from '@hearth/shared/schemas/auth';
import type { JWTPayload } from 'jose';
import { config } from '../../platform/config.ts';

export interface SocialProvider {
  id: SocialProviderId;
  /** The identity provider's name on the pool (the hosted UI's `identity_provider`, the token's `identities`). */
  name: 'Google' | 'Facebook';
  /** Whether the provider vouches that the person controls the address in the federated ID token. */
  emailVerified(claims: JWTPayload): boolean;
}

/** Cognito keeps mapped attributes as strings, so `email_verified` may arrive as "true". */
const claimTrue = (value: unknown) => value === true || value === 'true';

export const socialProviders: Record<SocialProviderId, SocialProvider> = {
  // The pool maps Google's own email_verified claim (auth stack); an unverified Google address is refused.
  google: { id: 'google', name: 'Google', emailVerified: (claims) => claimTrue(claims.email_verified) },
  // Facebook sends no verification flag: its Graph API releases only the account's confirmed primary address and
  // none at all for phone-only accounts, so an address present is the proof (a trust decision, docs/auth.md).
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    emailVerified: (claims) => typeof claims.email === 'string' && claims.email.length > 0,
  },
};

export interface SocialSettings {
  /** The hosted UI: `https://<prefix>.auth.<region>.amazoncognito.com`. */
  authDomain: string;
  /** The app client's one callback URL, on the owner app host. */
  callbackUrl: string;
  clientId: string;
  enabled: ReadonlySet<SocialProviderId>;
}

/** This deployment's social sign-in, or null when it has none (the local platform: no hosted UI domain). */
export function socialSettings(): SocialSettings | null {
  const c = config();
  if (!c.socialAuthDomain || !c.socialCallbackUrl) return null;
  const configured = new Set(c.socialProviders);
  return {
    authDomain: c.socialAuthDomain.replace(/\/+$/, ''),
    callbackUrl: c.socialCallbackUrl,
    clientId: c.userPoolClientId,
    enabled: new Set(socialProviderIds.filter((id) => configured.has(id))),
  };
}
