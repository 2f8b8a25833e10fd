// Who may read and change a member's notifications: the signed-in member themself, an active, unbanned member of
// the community.
import type { MemberItem } from '../members/model.ts';
import { forumWriter, memberAccountIn } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

/**
 * The signed-in member whose notifications these are: an active, unbanned member of this community, judged on the
 * member item read fresh (the membership gate, members/gate.ts), so a pending, denied or banned account is refused.
 */
export async function memberOf(tenant: Tenant | null, actor: Actor | null, read?: { member: MemberItem | null }) {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  if (!actor) throw unauthenticated();
  if (!memberAccountIn(actor, tenant.communityId)) throw refusal('NOT_A_MEMBER');
  await forumWriter(tenant, actor, read);
  return { communityId: tenant.communityId, memberId: actor.memberId };
}
