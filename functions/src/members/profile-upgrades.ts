// Avatar frames and profile covers (member-forum §2.8, §3, §4, §7.3): the starter catalogue as the signed-in
// member sees it (unlocked by their level, worn or not), and wearing one. A locked or unknown item is refused here,
// whatever the SPA shows; null takes the item off. The catalogue is a shared constant, so nothing is stored but the
// worn ids on the member item.
import {
  AVATAR_FRAMES,
  type AvatarFrameDef,
  PROFILE_COVERS,
  type ProfileCoverDef,
  UPGRADE_TIERS,
} from '@hearth/shared/constants/profile-upgrades';
import {
  avatarFrameById,
  equipProblem,
  isUnlocked,
  profileCoverById,
  unlockLevelOf,
  unlockRequirement,
} from '@hearth/shared/rules/profile-upgrades';
import { levelForXp } from '@hearth/shared/rules/xp';
import type { UpgradesQuery } from '@hearth/shared/schemas/gamification';
import { forumWriter } from './gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import type { MemberItem } from './model.ts';
import { profileView } from './profile.ts';
import { variationView } from './upgrades-view.ts';
import * as profileStore from './store/profile.ts';

const levelOf = (member: MemberItem) => levelForXp(member.xp ?? 0);

function itemView(item: AvatarFrameDef | ProfileCoverDef, level: number, wornId: string | undefined) {
  return {
    id: item.id,
    label: item.label,
    tierValue: item.tierValue,
    tierLabel: UPGRADE_TIERS[item.tierValue],
    unlockLevel: unlockLevelOf(item),
    unlockRank: item.unlockRank ?? null,
    theme: item.theme,
    unlocked: isUnlocked(item, level),
    requirement: unlockRequirement(item),
    equipped: item.id === wornId,
  };
}

function page<T extends { tierValue: number; theme: string }>(items: T[], query: UpgradesQuery) {
  const filtered = items.filter(
    (i) =>
      (query.tierId === undefined || i.tierValue === query.tierId) && (!query.themeId || i.theme === query.themeId),
  );
  const from = (query.pageNo - 1) * query.pageSize;
  return { items: filtered.slice(from, from + query.pageSize), total: filtered.length };
}

export async function listAvatarFrames(tenant: Tenant | null, actor: Actor | null, query: UpgradesQuery) {
  const { member } = await forumWriter(tenant, actor);
  const level = levelOf(member);
  return page(
    AVATAR_FRAMES.map((f) => itemView(f, level, member.avatarFrameId)),
    query,
  );
}

export async function listProfileCovers(tenant: Tenant | null, actor: Actor | null, query: UpgradesQuery) {
  const { member } = await forumWriter(tenant, actor);
  const level = levelOf(member);
  return page(
    PROFILE_COVERS.map((c) => ({
      ...itemView(c, level, member.profileCoverId),
      variations: c.variations.map(variationView),
    })),
    query,
  );
}

/** assertMember → find the frame → assertUnlocked → wear it (with its event) → the profile as it now is. */
export async function equipAvatarFrame(tenant: Tenant | null, actor: Actor | null, frameId: string | null) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const frame = frameId === null ? undefined : avatarFrameById(frameId);
  const problem = equipProblem(frame, frameId, levelOf(member));
  if (problem === 'unknown') throw refusal('AVATAR_FRAME_UNKNOWN');
  if (problem === 'locked') throw refusal('AVATAR_FRAME_LOCKED', unlockRequirement(frame!));
  const worn = frameId ?? undefined;
  if (member.avatarFrameId === worn) return profileView(forum, member);
  if (!(await profileStore.setAvatarFrame(forum.config.community.communityId, memberId, frameId))) {
    throw refusal('MEMBER_MISSING');
  }
  const { avatarFrameId: _, ...rest } = member;
  return profileView(forum, worn ? { ...rest, avatarFrameId: worn } : rest);
}

/** assertMember → find the cover → assertUnlocked → show it on the profile. */
export async function equipProfileCover(tenant: Tenant | null, actor: Actor | null, coverId: string | null) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const cover = coverId === null ? undefined : profileCoverById(coverId);
  const problem = equipProblem(cover, coverId, levelOf(member));
  if (problem === 'unknown') throw refusal('PROFILE_COVER_UNKNOWN');
  if (problem === 'locked') throw refusal('PROFILE_COVER_LOCKED', unlockRequirement(cover!));
  const updated = await profileStore.setProfileCover(forum.config.community.communityId, memberId, coverId);
  if (!updated) throw refusal('MEMBER_MISSING');
  return profileView(forum, updated);
}
