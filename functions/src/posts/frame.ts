// What frames the forum for a viewer: the subforum panel, feed menu, reactions and permissions (the layout), the
// legal pages and the categories of a scope. All from the cached community configuration.
import { dashboardSections } from '@hearth/shared/rules/dashboard-sections';
import { allowedPostTypes, canOpenCommunityManager, subforumVisibility } from '@hearth/shared/rules/permissions';
import type { Layout } from '@hearth/shared/schemas/forum';
import { forumFor, scopeOf, scopePermissions, subforumBySlug } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { HOME_CATEGORIES } from '../communities/config.ts';

const enabledValues = <T extends string>(
  menu: Array<{ name: string; value: string; enabled: boolean }>,
  name: string,
) => menu.filter((m) => m.name === name && m.enabled).map((m) => m.value as T);

export async function getLayout(tenant: Tenant | null, actor: Actor | null): Promise<Layout> {
  const forum = await forumFor(tenant, actor);
  const { community, subforums, feedMenu, reactions } = forum.config;
  const scopes = [forum.homeScope, ...subforums.map((s) => scopeOf(forum, s))];
  return {
    description: community.communityDescription ?? '',
    backlink:
      community.backlinkTitle && community.backlinkUrl
        ? { title: community.backlinkTitle, url: community.backlinkUrl }
        : null,
    usersLeaderboard: community.usersLeaderboard ?? true,
    subscriptionsEnabled: community.supportersEnabled === true,
    aiContentGeneration: community.aiContentGeneration === true,
    subforums: subforums.flatMap((s) => {
      const visibility = subforumVisibility(forum.viewer, scopeOf(forum, s).subforum!, forum.homeScope.communityWide);
      return visibility === 'hidden' ? [] : [{ id: s.id, slug: s.slug, title: s.title, emoji: s.emoji, visibility }];
    }),
    feed: {
      postTypes: enabledValues(feedMenu, 'postTypes'),
      postsSorting: enabledValues(feedMenu, 'postsSorting'),
      commentsSorting: enabledValues(feedMenu, 'commentsSorting'),
    },
    reactions: reactions.map((r) => ({ key: r.key, title: r.title, emoji: r.emoji, imageURL: mediaUrl(r.imageKey) })),
    permissions: scopePermissions(forum, forum.homeScope),
    canPost: forum.viewer.memberId !== null && scopes.some((scope) => allowedPostTypes(forum.viewer, scope).length > 0),
    // Staff, not while banned or timed out (a timeout is a ban until it ends).
    canModerate: canOpenCommunityManager(forum.viewer),
    dashboardSections: dashboardSections(forum.viewer),
  };
}

const LEGAL = {
  terms: { title: 'Terms of Service', field: 'communityTermsOfUse' },
  rules: { title: 'Community Rules', field: 'communityRules' },
  privacy: { title: 'Privacy Statement', field: 'communityPrivacyStatement' },
} as const;

export async function getLegalPage(tenant: Tenant | null, actor: Actor | null, page: keyof typeof LEGAL) {
  const forum = await forumFor(tenant, actor);
  return { page, title: LEGAL[page].title, html: forum.config.legal[LEGAL[page].field] };
}

export async function listCategories(tenant: Tenant | null, actor: Actor | null, subforumSlug?: string) {
  const forum = await forumFor(tenant, actor);
  const scope = subforumSlug ? subforumBySlug(forum, subforumSlug).id : HOME_CATEGORIES;
  return {
    items: forum.config.categories
      .filter((c) => c.subforumId === scope && c.enabled)
      .map((c) => ({ id: c.id, title: c.title })),
    nextCursor: null,
  };
}
