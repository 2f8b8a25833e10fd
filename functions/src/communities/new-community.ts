// Everything a new community starts with, as items for `createCommunityRecords`: the builder's choices plus the
// defaults (roles, subforum, category, legal texts, reactions, feed menu). The builder and the demo seed share it.
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import {
  DEFAULT_CATEGORY,
  DEFAULT_FEED_MENU,
  DEFAULT_REACTIONS,
  DEFAULT_SUBFORUM,
  defaultDescription,
  defaultLegalTexts,
  defaultTagline,
} from '@hearth/shared/constants/community-defaults';
import { DEFAULT_ACCENT_COLOR } from '@hearth/shared/constants/design';
import { defaultRoles } from '@hearth/shared/constants/permissions';
import type { SubscriptionStatus } from '@hearth/shared/schemas/billing';
import type { Organization, PlanChoice } from '@hearth/shared/schemas/communities';
import { ulid } from 'ulid';
import { HOME_CATEGORIES } from './store/categories.ts';
import type { NewCommunity } from './store/creation.ts';

export interface CommunityChoices {
  communityId: string;
  subdomain: string;
  communityName: string;
  ownerMemberId: string;
  requestId: string;
  communityTagline?: string;
  communityDescription?: string;
  communityThemeColor?: string;
  communityIconKey?: string;
  communityBannerKey?: string;
  legal?: Partial<NewCommunity['legal']>;
  organization?: Organization;
  planChoice?: PlanChoice | null;
  isFreeTrial?: boolean;
  isLifetime?: boolean;
  /** The subscription the community was paid with, as billing mirrors it (absent before any checkout). */
  subscriptionStatus?: SubscriptionStatus;
  trialEndsAt?: number;
  privateCommunity?: boolean;
  memberApproval?: boolean;
  memberWhitelist?: string[];
  /** The statistics page shows a sample until real visits come (a community made in the builder). */
  isSampleAnalytics?: boolean;
  now?: string;
}

export function newCommunity(c: CommunityChoices): NewCommunity {
  const now = c.now ?? new Date().toISOString();
  const { communityId } = c;
  const tagline = c.communityTagline ?? defaultTagline(c.communityName);
  const subforumId = ulid();
  return {
    requestId: c.requestId,
    owner: { communityId, memberId: c.ownerMemberId, accessLevel: ACCESS_LEVEL_OWNER, role: 'owner', createdAt: now },
    community: {
      communityId,
      subdomain: c.subdomain,
      communityName: c.communityName,
      communityTagline: tagline,
      communityDescription: c.communityDescription ?? defaultDescription(c.communityName),
      communityThemeColor: c.communityThemeColor ?? DEFAULT_ACCENT_COLOR,
      ...(c.communityIconKey ? { communityIconKey: c.communityIconKey } : {}),
      ...(c.communityBannerKey ? { communityBannerKey: c.communityBannerKey } : {}),
      isLive: true,
      privateCommunity: c.privateCommunity ?? false,
      memberApproval: c.memberApproval ?? false,
      memberWhitelist: c.memberWhitelist ?? [],
      ownerMemberId: c.ownerMemberId,
      ...(c.organization ? { organization: c.organization } : {}),
      planChoice: c.planChoice ?? null,
      isFreeTrial: c.isFreeTrial ?? false,
      isLifetime: c.isLifetime ?? false,
      ...(c.subscriptionStatus ? { subscriptionStatus: c.subscriptionStatus } : {}),
      ...(c.trialEndsAt ? { trialEndsAt: c.trialEndsAt } : {}),
      aiContentGeneration: false,
      usersLeaderboard: true,
      seo: { title: c.communityName, description: tagline },
      // Members who joined: the owner's own member item (written with it) is not counted among them.
      memberCount: 0,
      ...(c.isSampleAnalytics ? { isSampleAnalytics: true } : {}),
      createdAt: now,
    },
    roles: defaultRoles.map((role, rank) => ({
      communityId,
      id: role.key,
      name: role.name,
      color: role.color,
      permissions: { ...role.permissions },
      isAdminRole: role.isAdminRole,
      isModerRole: role.isModerRole,
      usersCount: 0,
      rank,
    })),
    subforum: {
      communityId,
      id: subforumId,
      ...DEFAULT_SUBFORUM,
      rank: 1,
      enabled: true,
      private: false,
      navigation: true,
      permissions: {},
      categoriesCount: 1,
    },
    // One category for home and one for the default subforum: a post always needs one (member-forum §5).
    categories: [HOME_CATEGORIES, subforumId].map((scope) => ({
      communityId,
      subforumId: scope,
      id: ulid(),
      title: DEFAULT_CATEGORY.title,
      enabled: true,
      rank: 1,
    })),
    legal: { ...defaultLegalTexts(c.communityName), ...c.legal },
    reactions: DEFAULT_REACTIONS.map((r, rank) => ({ id: r.key, ...r, isBeamReaction: true, rank })),
    feedMenu: DEFAULT_FEED_MENU.map((m) => ({ id: `${m.name}-${m.value}`, ...m })),
  };
}
