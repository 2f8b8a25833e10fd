// The dashboard's Subforums section (owner-dashboard §4, §5): list, add, edit (with per-role overrides), rank by
// one write, delete. Every write checks the manager first (managers.ts), reads the community's subforums fresh
// (not the 10 s configuration cache) and answers the stored subforum.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { mergeRoleOverrides, rankFits, subforumSlugFor } from '@hearth/shared/rules/structure';
import type { AdminSubforum, subforumBodySchema } from '@hearth/shared/schemas/structure';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { Actor } from '../platform/auth/verify.ts';
import { outboxItem } from '../platform/events/port.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import { verifyUpload } from '../platform/storage/uploads.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { assertManager } from './managers.ts';
import { brandingPolicy } from './service.ts';
import { queryCategories } from './store/categories.ts';
import { queryRoles } from './store/roles.ts';
import * as subforumStore from './store/subforums.ts';
import type { SubforumItem } from './store/subforums.ts';

type SubforumInput = z.output<typeof subforumBodySchema>;

export const subforumView = (s: SubforumItem): AdminSubforum => ({
  id: s.id,
  title: s.title,
  slug: s.slug,
  emoji: s.emoji,
  iconKey: s.iconKey ?? null,
  iconURL: mediaUrl(s.iconKey),
  bannerKey: s.bannerKey ?? null,
  bannerURL: mediaUrl(s.bannerKey),
  rank: s.rank,
  enabled: s.enabled,
  private: s.private,
  navigation: s.navigation,
  permissions: s.permissions as AdminSubforum['permissions'],
  categoriesCount: s.categoriesCount,
});

const byRank = <T extends { rank: number }>(list: T[]) => [...list].sort((a, b) => a.rank - b.rank);

const readSubforums = async (communityId: string) => byRank(await subforumStore.querySubforums(communityId));

export async function listSubforums(tenant: Tenant | null, actor: Actor | null, communityId: string) {
  await assertManager(tenant, actor, communityId);
  const [subforums, roles] = await Promise.all([readSubforums(communityId), queryRoles(communityId)]);
  return {
    items: subforums.map(subforumView),
    roles: byRank(roles).map((r) => ({ id: r.id, name: r.name, color: r.color })),
    nextCursor: null,
  };
}

/** An icon or banner: kept as it is, cleared, or a new upload verified (size and magic bytes) under the caller's prefix. */
async function imageKey(actor: Actor, kind: 'icon' | 'banner', given: string | null, stored: string | null) {
  if (given === null || given === stored) return given;
  // Only owner-app accounts upload (the builder's verified upload); a key under anyone else's prefix is refused.
  if (actor.communityId !== OWNER_APP_COMMUNITY_ID) throw refusal('SUBFORUM_IMAGE_INVALID').on(`${kind}Key`);
  try {
    return (await verifyUpload(brandingPolicy(actor, kind), given)).key;
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw refusal('SUBFORUM_IMAGE_INVALID').on(`${kind}Key`);
    throw error;
  }
}

/** Overrides only for the community's roles; a role added now starts with view allowed (§4). */
async function checkedOverrides(communityId: string, before: SubforumItem['permissions'], given: SubforumInput) {
  const roles = await queryRoles(communityId);
  const known = new Set(roles.map((r) => r.id));
  if (Object.keys(given.permissions).some((roleId) => !known.has(roleId))) throw refusal('SUBFORUM_ROLE_UNKNOWN');
  return mergeRoleOverrides(before, given.permissions);
}

export async function createSubforum(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  input: SubforumInput,
) {
  const { actor: manager } = await assertManager(tenant, actor, communityId);
  const existing = await readSubforums(communityId);
  const [iconKey, bannerKey, permissions] = await Promise.all([
    imageKey(manager, 'icon', input.iconKey, null),
    imageKey(manager, 'banner', input.bannerKey, null),
    checkedOverrides(communityId, {}, input),
  ]);
  const title = input.title.trim();
  const subforum: SubforumItem = {
    communityId,
    id: ulid(),
    title,
    slug: subforumSlugFor(title, new Set(existing.map((s) => s.slug))),
    emoji: input.emoji,
    iconKey,
    bannerKey,
    rank: existing.length === 0 ? 1 : existing[existing.length - 1]!.rank + 1,
    enabled: input.enabled,
    private: input.private,
    navigation: input.navigation,
    permissions,
    categoriesCount: 0,
  };
  await subforumStore.putNewSubforum(subforum);
  return subforumView(subforum);
}

async function existingSubforum(communityId: string, subforumId: string) {
  const subforum = (await readSubforums(communityId)).find((s) => s.id === subforumId);
  if (!subforum) throw refusal('SUBFORUM_NOT_FOUND');
  return subforum;
}

/** Edits keep the slug (links to the subforum keep working); the title shown changes. */
export async function updateSubforum(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  subforumId: string,
  input: SubforumInput,
) {
  const { actor: manager } = await assertManager(tenant, actor, communityId);
  const before = await existingSubforum(communityId, subforumId);
  const [iconKey, bannerKey, permissions] = await Promise.all([
    imageKey(manager, 'icon', input.iconKey, before.iconKey ?? null),
    imageKey(manager, 'banner', input.bannerKey, before.bannerKey ?? null),
    checkedOverrides(communityId, before.permissions, input),
  ]);
  const after = await subforumStore.updateSubforumFields(communityId, subforumId, {
    title: input.title.trim(),
    emoji: input.emoji,
    iconKey,
    bannerKey,
    enabled: input.enabled,
    private: input.private,
    navigation: input.navigation,
    permissions,
  });
  if (!after) throw refusal('SUBFORUM_NOT_FOUND');
  return subforumView(after);
}

/** One write: the rank the dashboard computed (the midpoint of the new neighbours), if it fits the list. */
export async function rankSubforum(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  subforumId: string,
  rank: number,
) {
  await assertManager(tenant, actor, communityId);
  const all = await readSubforums(communityId);
  if (!all.some((s) => s.id === subforumId)) throw refusal('SUBFORUM_NOT_FOUND');
  const others = all.filter((s) => s.id !== subforumId).map((s) => s.rank);
  if (!rankFits(rank, others)) throw refusal('RANK_OUTSIDE_LIST');
  const after = await subforumStore.setSubforumRank(communityId, subforumId, rank);
  if (!after) throw refusal('SUBFORUM_NOT_FOUND');
  return subforumView(after);
}

/** The subforum goes with its categories; their posts are deleted in the background (one event per category). */
export async function deleteSubforum(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  subforumId: string,
) {
  const { actor: manager } = await assertManager(tenant, actor, communityId);
  await existingSubforum(communityId, subforumId);
  const categories = (await queryCategories(communityId, subforumId))
    // A category already being deleted has its own event under way.
    .filter((c) => !c.deleting);
  const events = categories.map((c) =>
    outboxItem('category.deleted', communityId, {
      subforumId,
      categoryId: c.id,
      mode: 'delete',
      targetCategoryId: null,
      by: manager.memberId,
    }),
  );
  if (!(await subforumStore.deleteSubforumRecords(communityId, subforumId, categories, events))) {
    throw refusal('SUBFORUM_NOT_FOUND');
  }
  return { id: subforumId, deleted: true as const };
}
