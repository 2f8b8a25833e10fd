// Who is calling: the verified session of this host. A session is only good on the tenant it was issued for, so
// a session of community A is a stranger on B; the one exception is an owner-app account acting in a community
// where it holds a staff record (looked up through the accounts port). An expired session is an error (401
// SESSION_EXPIRED), so the SPA refreshes.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import * as messages from '@hearth/shared/messages';
import { AppError } from '../http/errors.ts';
import type { Tenant } from '../tenancy/resolve.ts';
import type { AccountLookup } from './accounts.ts';
import { type Actor, verifySessionToken } from './verify.ts';

export async function resolveActor(
  token: string | undefined,
  tenant: Tenant | null | undefined,
  accounts: AccountLookup,
): Promise<Actor | null> {
  if (!token) return null;
  const result = await verifySessionToken(token);
  if ('expired' in result) throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired);
  if ('invalid' in result) return null;
  const { actor } = result;
  if (!tenant || actor.communityId === tenant.communityId) return actor;
  if (tenant.kind === 'community') return ownerAppStaffIn(actor, tenant.communityId, accounts);
  return null;
}

/** An owner-app account as staff of a community (its staff record's level and role), or null when it holds none. */
export async function ownerAppStaffIn(
  actor: Actor,
  communityId: string,
  accounts: AccountLookup,
): Promise<Actor | null> {
  if (actor.communityId !== OWNER_APP_COMMUNITY_ID) return null;
  const staff = await accounts.staffIn(communityId, actor.memberId);
  return staff ? { ...actor, staff: { accessLevel: staff.accessLevel, role: staff.role } } : null;
}

/**
 * The session of a beacon (analytics only), resolved from the token alone, never from the table: a member of this
 * community, or null (no session, an expired or bad one, another community's, an owner-app account's). The beacon
 * endpoint's one write per batch depends on it; a staff account browsing a community counts as a guest there.
 */
export async function beaconActor(token: string | undefined, tenant: Tenant | null | undefined): Promise<Actor | null> {
  if (!token || !tenant) return null;
  const result = await verifySessionToken(token);
  if (!('actor' in result)) return null;
  return result.actor.communityId === tenant.communityId ? result.actor : null;
}
