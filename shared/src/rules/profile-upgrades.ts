// Avatar frames and profile covers (member-forum §3, §4): when one unlocks, and what the member sees of a
// locked one. An item unlocks at its level, or at the first level of its rank (TRAINED at 21, CHMPN at 71, …).
import {
  type AvatarFrameDef,
  AVATAR_FRAMES,
  type ProfileCoverDef,
  PROFILE_COVERS,
} from '../constants/profile-upgrades.ts';
import { LEVEL_RANKS, type LevelRank } from './xp.ts';

type Unlockable = { unlockLevel?: number | undefined; unlockRank?: LevelRank | undefined };

/** The first level of a rank (ROOKIE 1, NOVICE 11, …, GRDMST 91). */
export const rankMinLevel = (rank: LevelRank) => LEVEL_RANKS.indexOf(rank) * 10 + 1;

/** The level at which an item unlocks. */
export const unlockLevelOf = (item: Unlockable) =>
  item.unlockLevel ?? (item.unlockRank ? rankMinLevel(item.unlockRank) : 1);

/** Whether a member of this level may equip the item. */
export const isUnlocked = (item: Unlockable, level: number) => level >= unlockLevelOf(item);

/** The requirement shown on a locked item: "Unlocks at level 20" or "Unlocks at rank CHMPN (level 71)". */
export const unlockRequirement = (item: Unlockable) =>
  item.unlockRank
    ? `Unlocks at rank ${item.unlockRank} (level ${rankMinLevel(item.unlockRank)})`
    : `Unlocks at level ${unlockLevelOf(item)}`;

export const avatarFrameById = (id: string): AvatarFrameDef | undefined => AVATAR_FRAMES.find((f) => f.id === id);
export const profileCoverById = (id: string): ProfileCoverDef | undefined => PROFILE_COVERS.find((c) => c.id === id);

/**
 * Equipping (member-forum §4): null clears; an unknown id or a locked item is refused. Selecting the current one is
 * the client's clear (it sends null).
 */
export function equipProblem(
  item: Unlockable | undefined,
  requested: string | null,
  level: number,
): 'unknown' | 'locked' | null {
  if (requested === null) return null;
  if (!item) return 'unknown';
  return isUnlocked(item, level) ? null : 'locked';
}
