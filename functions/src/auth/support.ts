// The support chat's identity (owner-dashboard §7 getUserHash, hasBeamAccount). The chat widget trusts an e-mail
// address only with its HMAC under a secret it shares with us, so the hash is only ever of the caller's own address
// (the session's), never of one the request names. Whether an owner account exists for an address is said here and
// nowhere else (sign-up and recovery answer the same either way), so it is rate-limited like sign-up.
import { createHmac } from 'node:crypto';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import * as messages from '@hearth/shared/messages';
import { configuredSecret } from '../platform/secrets.ts';
import { config } from '../platform/config.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { AppError, unauthenticated } from '../platform/http/errors.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import { memberByEmail, type RequestContext } from './account-steps.ts';

/** HMAC-SHA256 (hex) of an address under the support chat's secret. */
export const supportHashOf = (email: string, secret: string) =>
  createHmac('sha256', secret).update(email).digest('hex');

async function supportSecret(): Promise<string> {
  const { supportHashSecret, supportHashSecretArn } = config();
  const secret = configuredSecret(supportHashSecret, supportHashSecretArn);
  if (!secret) throw new AppError(503, 'NOT_CONFIGURED', messages.supportChatNotConfigured);
  return secret();
}

/** The signed-in owner's own identity hash: of the address their session carries (the owner-app account's). */
export async function supportHash(actor: Actor | null): Promise<{ hash: string }> {
  if (!actor) throw unauthenticated();
  return { hash: supportHashOf(actor.email, await supportSecret()) };
}

/** Whether an owner-app account holds this address (counted per address and per client, like sign-up). */
export async function ownerAccountExists(ctx: RequestContext, email: string): Promise<{ exists: boolean }> {
  await countAttempt(OWNER_APP_COMMUNITY_ID, 'accountExists', { account: email, ip: ctx.ip });
  return { exists: (await memberByEmail(OWNER_APP_COMMUNITY_ID, email)) !== null };
}
