// A community's configuration as the forum reads it on every request: the community, its roles, subforums,
// categories and settings. Read in parallel and cached per container for a few seconds: settings change rarely
// and a change shows within CONFIG_TTL_MS (docs/architecture/forum.md, Permissions).
import type { PlatformPermission } from '@hearth/shared/schemas/platform-settings';
import { ttlCache } from '../platform/ttl-cache.ts';
import { type CategoryItem, queryCategories } from './store/categories.ts';
import { type CommunityItem, getCommunity } from './store/community.ts';
import { type RoleItem, queryRoles } from './store/roles.ts';
import { getSettings } from './store/settings.ts';
import { type SubforumItem, querySubforums } from './store/subforums.ts';

// What other domains read of a community's configuration: its item types and the home categories' scope.
export { HOME_CATEGORIES } from './store/categories.ts';
export type { CategoryItem, CommunityItem, RoleItem, SubforumItem };

export const CONFIG_TTL_MS = 10_000;

/** The community item read fresh, uncached (GetItem): for other domains that need its settings now (sign-up). */
export { getCommunity } from './store/community.ts';
// The weekly digest job pages through every community.
export { scanCommunityIds } from './store/community.ts';

export interface ReactionDef {
  id: string;
  key: string;
  title: string;
  emoji: string;
  rank: number;
  /** A custom image (verified png) that replaces the emoji (User Reactions, Professional and above). */
  imageKey?: string;
}

export interface MenuItem {
  id: string;
  name: string;
  value: string;
  enabled: boolean;
  rank: number;
}

export interface CommunityConfig {
  community: CommunityItem;
  roles: RoleItem[];
  subforums: SubforumItem[];
  categories: CategoryItem[];
  reactions: ReactionDef[];
  feedMenu: MenuItem[];
  legal: { communityTermsOfUse: string; communityRules: string; communityPrivacyStatement: string };
  /** The owner's Platform Permissions toggles: false turns the permission off community-wide for every role. */
  platformPermissions: Partial<Record<PlatformPermission, boolean>>;
}

const cache = ttlCache<CommunityConfig | null>();

async function load(communityId: string): Promise<CommunityConfig | null> {
  const [community, roles, subforums, categories, settings] = await Promise.all([
    getCommunity(communityId),
    queryRoles(communityId),
    querySubforums(communityId),
    queryCategories(communityId),
    getSettings(communityId),
  ]);
  if (!community) return null;
  const byRank = <T extends { rank: number }>(list: T[]) => [...list].sort((a, b) => a.rank - b.rank);
  return {
    community,
    roles: byRank(roles),
    subforums: byRank(subforums),
    categories: byRank(categories),
    reactions: byRank((settings.reactions?.items as ReactionDef[] | undefined) ?? []),
    feedMenu: byRank((settings['feed-menu']?.items as MenuItem[] | undefined) ?? []),
    legal: (settings.legal as CommunityConfig['legal'] | undefined) ?? {
      communityTermsOfUse: '',
      communityRules: '',
      communityPrivacyStatement: '',
    },
    platformPermissions:
      (settings['platform-permissions']?.values as CommunityConfig['platformPermissions'] | undefined) ?? {},
  };
}

/** The community's configuration (cached CONFIG_TTL_MS per container). */
export async function communityConfig(communityId: string, now = Date.now()): Promise<CommunityConfig | null> {
  const hit = cache.get(communityId, now);
  if (hit) return hit.value;
  const value = await load(communityId);
  cache.set(communityId, value, CONFIG_TTL_MS, now);
  return value;
}

/**
 * Drops this container's cached configuration after a settings write, so the staff member who saved sees the change
 * on their next read; other containers catch up within CONFIG_TTL_MS.
 */
export function forgetCommunityConfig(communityId: string) {
  cache.delete(communityId);
}
