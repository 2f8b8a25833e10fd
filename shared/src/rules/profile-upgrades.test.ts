import { describe, expect, it } from 'vitest';
import { FRAME_RINGS } from '../constants/frame-rings.ts';
import { AVATAR_FRAMES, COVER_ART, PROFILE_COVERS } from '../constants/profile-upgrades.ts';
import {
  avatarFrameById,
  equipProblem,
  isUnlocked,
  profileCoverById,
  rankMinLevel,
  unlockLevelOf,
  unlockRequirement,
} from './profile-upgrades.ts';

const unlockedFrames = (level: number) => AVATAR_FRAMES.filter((f) => isUnlocked(f, level)).map((f) => f.id);
const unlockedCovers = (level: number) => PROFILE_COVERS.filter((c) => isUnlocked(c, level)).map((c) => c.id);

describe('avatar frame unlocks at level boundaries', () => {
  it.each([
    [1, ['silver']],
    [4, ['silver']],
    [5, ['silver', 'moss']],
    [9, ['silver', 'moss']],
    [10, ['silver', 'moss', 'tide']],
    [19, ['silver', 'moss', 'tide']],
    [20, ['silver', 'moss', 'tide', 'ember']],
    [29, ['silver', 'moss', 'tide', 'ember']],
    [30, ['silver', 'moss', 'tide', 'ember', 'aurora']],
    [49, ['silver', 'moss', 'tide', 'ember', 'aurora']],
    [50, ['silver', 'moss', 'tide', 'ember', 'aurora', 'gilded']],
    [70, ['silver', 'moss', 'tide', 'ember', 'aurora', 'gilded']],
    [71, ['silver', 'moss', 'tide', 'ember', 'aurora', 'gilded', 'laurel']],
    [90, ['silver', 'moss', 'tide', 'ember', 'aurora', 'gilded', 'laurel']],
    [91, ['silver', 'moss', 'tide', 'ember', 'aurora', 'gilded', 'laurel', 'nova']],
    [99, ['silver', 'moss', 'tide', 'ember', 'aurora', 'gilded', 'laurel', 'nova']],
  ] as const)('level %i unlocks %o', (level, ids) => {
    expect(unlockedFrames(level)).toEqual(ids);
  });
});

describe('profile cover unlocks at level boundaries', () => {
  it.each([
    [1, ['dawn']],
    [4, ['dawn']],
    [5, ['dawn', 'meadow']],
    [9, ['dawn', 'meadow']],
    [10, ['dawn', 'meadow', 'lagoon']],
    [20, ['dawn', 'meadow', 'lagoon']],
    [21, ['dawn', 'meadow', 'lagoon', 'embers']],
    [49, ['dawn', 'meadow', 'lagoon', 'embers']],
    [50, ['dawn', 'meadow', 'lagoon', 'embers', 'nebula']],
    [80, ['dawn', 'meadow', 'lagoon', 'embers', 'nebula']],
    [81, ['dawn', 'meadow', 'lagoon', 'embers', 'nebula', 'starfall']],
  ] as const)('level %i unlocks %o', (level, ids) => {
    expect(unlockedCovers(level)).toEqual(ids);
  });
});

describe('rank unlocks', () => {
  it.each([
    ['ROOKIE', 1],
    ['NOVICE', 11],
    ['TRAINED', 21],
    ['CHMPN', 71],
    ['LEGEND', 81],
    ['GRDMST', 91],
  ] as const)('%s unlocks at level %i', (rank, level) => {
    expect(rankMinLevel(rank)).toBe(level);
    expect(isUnlocked({ unlockRank: rank }, level - 1)).toBe(false);
    expect(isUnlocked({ unlockRank: rank }, level)).toBe(true);
  });

  it('states the requirement of a locked item', () => {
    expect(unlockRequirement(avatarFrameById('ember')!)).toBe('Unlocks at level 20');
    expect(unlockRequirement(avatarFrameById('laurel')!)).toBe('Unlocks at rank CHMPN (level 71)');
    expect(unlockLevelOf(profileCoverById('embers')!)).toBe(21);
  });
});

describe('equipping', () => {
  it.each([
    ['clearing is always allowed', undefined, null, 1, null],
    ['an unknown id', undefined, 'nope', 99, 'unknown'],
    ['a locked frame one level short', avatarFrameById('ember'), 'ember', 19, 'locked'],
    ['an unlocked frame at its level', avatarFrameById('ember'), 'ember', 20, null],
    ['a rank frame one level short', avatarFrameById('nova'), 'nova', 90, 'locked'],
    ['a rank frame at its rank', avatarFrameById('nova'), 'nova', 91, null],
  ] as const)('%s', (_, item, requested, level, problem) => {
    expect(equipProblem(item, requested, level)).toBe(problem);
  });
});

describe('the starter catalogue', () => {
  it('has unique ids, a ring for every frame and CSS art for every css cover variation in both orientations', () => {
    expect(new Set(AVATAR_FRAMES.map((f) => f.id)).size).toBe(AVATAR_FRAMES.length);
    expect(new Set(PROFILE_COVERS.map((c) => c.id)).size).toBe(PROFILE_COVERS.length);
    for (const frame of AVATAR_FRAMES) expect(FRAME_RINGS[frame.id]?.ring).toBeTruthy();
    for (const cover of PROFILE_COVERS) {
      expect(cover.variations.map((v) => v.orientation).sort()).toEqual(['landscape', 'portrait']);
      for (const v of cover.variations) if (v.type === 'css') expect(COVER_ART[v.key]).toBeTruthy();
    }
  });
});
