// The account's session cutoff, judged for every route that needs a session (the middy chain's authentication step):
// an ID token issued before the cutoff (a password change or reset ended every session) is no session, whatever the
// route, so no handler can forget the check. The cutoff is `sessionsValidAfter` on the account's member item
// (docs/auth.md, Sessions), which the members domain reads for this step through the accounts port.
import * as messages from '@hearth/shared/messages';
import { AppError } from '../http/errors.ts';
import type { AccountLookup } from './accounts.ts';
import type { Actor } from './verify.ts';

/**
 * A session that began at `startedAt` (epoch ms: a session record's start, or an ID token's `iat` × 1000) is still
 * one of the account's.
 */
export function sessionStillValid(account: { sessionsValidAfter?: number | undefined }, startedAt: number): boolean {
  return account.sessionsValidAfter === undefined || startedAt >= account.sessionsValidAfter;
}

/**
 * Refuses a session that is over: its account was deleted, or its ID token was issued before the account's cutoff.
 * 401 SESSION_EXPIRED, so the SPA tries its refresh, which is refused too, and signs out.
 */
export async function assertSessionCurrent(actor: Actor, accounts: AccountLookup): Promise<void> {
  const account = await accounts.sessionCutoff(actor.communityId, actor.memberId);
  if (!account || !sessionStillValid(account, (actor.issuedAt ?? 0) * 1000)) {
    throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired);
  }
}
