// A member's badges (member-forum §2.7 Badges tab, §3 Badge, §7.3): the starter set's rules (shared/src/rules/badges.ts)
// over what the XP consumer keeps on the member item; nothing stored of its own, so a badge follows its statistics.
// The Supporter badge is unlocked while the member's supporter subscription is active.
import { type BadgeFilter, badgesFor } from '@hearth/shared/rules/badges';
import { levelForXp } from '@hearth/shared/rules/xp';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { isSubscriber } from './model.ts';
import { profileMemberId } from './profile.ts';
import { getMember } from './store/member.ts';

export async function listBadges(
  tenant: Tenant | null,
  actor: Actor | null,
  slug: string,
  query: { filter: BadgeFilter; pageSize: number; pageNo: number },
) {
  const memberId = await profileMemberId(tenant, actor, slug);
  const member = await getMember(tenant!.communityId, memberId);
  if (!member) throw refusal('PROFILE_MISSING');
  const all = badgesFor(
    {
      postSubmissions: member.postSubmissions ?? 0,
      commentSubmissions: member.commentSubmissions ?? 0,
      upvotesReceived: member.upvotesReceived ?? 0,
      reactionsReceived: member.reactionsReceived ?? 0,
      level: levelForXp(member.xp ?? 0),
      supporter: isSubscriber(member),
      registeredAt: member.verifiedAt ?? member.createdAt,
      bestStreak: member.bestStreak ?? 0,
    },
    query.filter,
  );
  const from = (query.pageNo - 1) * query.pageSize;
  return { items: all.slice(from, from + query.pageSize), total: all.length };
}
