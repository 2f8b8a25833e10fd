// @mention candidates for the composer (member-forum §2.5).
import { searchMembersByName } from '../members/service.ts';
import { forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

const MENTIONS_MAX = 8;

/** @mention candidates: members whose "first last" starts with the query (one Query on the name index). */
export async function searchMentions(tenant: Tenant | null, actor: Actor | null, q: string) {
  const { forum } = await forumWriter(tenant, actor);
  const found = await searchMembersByName(forum.config.community.communityId, q, MENTIONS_MAX);
  return {
    items: found.map((m) => ({ memberId: m.memberId, fullName: `${m.firstName} ${m.lastName}`, profilePicURL: null })),
    nextCursor: null,
  };
}
