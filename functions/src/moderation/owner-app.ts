// The owner app's Community Manager acts in the community named in the path: an owner-app account holding a staff
// record there acts as it does on the community's own host (resolveActor's one exception), through the same service.
import { accountLookup } from '../members/accounts.ts';
import { ownerAppStaffIn } from '../platform/auth/actor.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

/** The tenant and actor of an owner-app request as if made on the community's host; strangers learn nothing (404). */
export async function asCommunityStaff(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
): Promise<{ tenant: Tenant; actor: Actor }> {
  if (!actor) throw unauthenticated();
  const staff = tenant?.kind === 'app' ? await ownerAppStaffIn(actor, communityId, accountLookup) : null;
  if (!staff) throw refusal('NOT_STAFF');
  return { tenant: { kind: 'community', communityId, host: tenant!.host }, actor: staff };
}
