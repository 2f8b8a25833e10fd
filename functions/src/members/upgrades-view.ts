// The avatar frame and profile cover a member wears, as the profile shows them (member-forum §3 profileUpgrades).
import type { CoverVariation } from '@hearth/shared/constants/profile-upgrades';
import { avatarFrameById, profileCoverById } from '@hearth/shared/rules/profile-upgrades';
import { mediaUrl } from '../platform/storage/media.ts';
import type { MemberItem } from './model.ts';

/** A cover variation as the SPA draws it: CSS art by key, media by URL. */
export const variationView = (v: CoverVariation) => ({
  orientation: v.orientation,
  type: v.type,
  key: v.key,
  url: v.type === 'css' ? null : mediaUrl(v.key),
});

/** What the profile shows (member-forum §3 profileUpgrades): the worn frame and cover, when they still exist. */
export function upgradesView(member: Pick<MemberItem, 'avatarFrameId' | 'profileCoverId'>) {
  const frame = member.avatarFrameId ? avatarFrameById(member.avatarFrameId) : undefined;
  const cover = member.profileCoverId ? profileCoverById(member.profileCoverId) : undefined;
  return {
    avatarFrameDetails: frame ? { id: frame.id, label: frame.label } : null,
    profileCoverDetails: cover
      ? { id: cover.id, label: cover.label, variations: cover.variations.map(variationView) }
      : null,
  };
}
