// The starter catalogue of avatar frames and profile covers (member-forum §3 "Avatar frame / profile cover"):
// our own CSS art, no third-party assets. Each unlocks at a level or at a rank's first level. Zod-free; the rings'
// art is in frame-rings.ts, which post cards read at first paint without the rest of the catalogue.
import type { LevelRank } from '../rules/xp.ts';

export const UPGRADE_TIERS = { 1: 'Common', 2: 'Rare', 3: 'Epic', 4: 'Legendary' } as const;
export type TierValue = keyof typeof UPGRADE_TIERS;
export const UPGRADE_THEMES = ['classic', 'nature', 'water', 'fire', 'cosmic'] as const;
export type UpgradeTheme = (typeof UPGRADE_THEMES)[number];

/** What unlocks an item: a level, or a rank (its first level). */
export type Unlock =
  { unlockLevel: number; unlockRank?: undefined } | { unlockLevel?: undefined; unlockRank: LevelRank };

export type AvatarFrameDef = {
  id: string;
  label: string;
  tierValue: TierValue;
  theme: UpgradeTheme;
} & Unlock;

export const AVATAR_FRAMES: readonly AvatarFrameDef[] = [
  { id: 'silver', label: 'Silver Ring', tierValue: 1, theme: 'classic', unlockLevel: 1 },
  { id: 'moss', label: 'Moss', tierValue: 1, theme: 'nature', unlockLevel: 5 },
  { id: 'tide', label: 'Tide', tierValue: 2, theme: 'water', unlockLevel: 10 },
  { id: 'ember', label: 'Ember', tierValue: 2, theme: 'fire', unlockLevel: 20 },
  { id: 'aurora', label: 'Aurora', tierValue: 3, theme: 'cosmic', unlockLevel: 30 },
  { id: 'gilded', label: 'Gilded', tierValue: 3, theme: 'classic', unlockLevel: 50 },
  { id: 'laurel', label: 'Champion’s Laurel', tierValue: 4, theme: 'nature', unlockRank: 'CHMPN' },
  { id: 'nova', label: 'Grandmaster Nova', tierValue: 4, theme: 'cosmic', unlockRank: 'GRDMST' },
];

export const COVER_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type CoverOrientation = (typeof COVER_ORIENTATIONS)[number];
/** `css`: our own art, `key` names it in COVER_ART; the others are media keys (video covers: webm or mp4). */
export const COVER_MEDIA_TYPES = ['css', 'image', 'webm', 'mp4'] as const;
export type CoverMediaType = (typeof COVER_MEDIA_TYPES)[number];

export interface CoverVariation {
  orientation: CoverOrientation;
  type: CoverMediaType;
  key: string;
}

export type ProfileCoverDef = {
  id: string;
  label: string;
  tierValue: TierValue;
  theme: UpgradeTheme;
  variations: readonly CoverVariation[];
} & Unlock;

const cssVariations = (id: string): CoverVariation[] =>
  COVER_ORIENTATIONS.map((orientation) => ({ orientation, type: 'css', key: `${id}-${orientation}` }));

export const PROFILE_COVERS: readonly ProfileCoverDef[] = [
  { id: 'dawn', label: 'Dawn', tierValue: 1, theme: 'classic', unlockLevel: 1, variations: cssVariations('dawn') },
  { id: 'meadow', label: 'Meadow', tierValue: 1, theme: 'nature', unlockLevel: 5, variations: cssVariations('meadow') },
  { id: 'lagoon', label: 'Lagoon', tierValue: 2, theme: 'water', unlockLevel: 10, variations: cssVariations('lagoon') },
  {
    id: 'embers',
    label: 'Embers',
    tierValue: 2,
    theme: 'fire',
    unlockRank: 'TRAINED',
    variations: cssVariations('embers'),
  },
  {
    id: 'nebula',
    label: 'Nebula',
    tierValue: 3,
    theme: 'cosmic',
    unlockLevel: 50,
    variations: cssVariations('nebula'),
  },
  {
    id: 'starfall',
    label: 'Starfall',
    tierValue: 4,
    theme: 'cosmic',
    unlockRank: 'LEGEND',
    variations: cssVariations('starfall'),
  },
];

/** The CSS art of the `css` cover variations, by key: gradients and repeating patterns, wide or tall. */
export const COVER_ART: Readonly<Record<string, string>> = {
  'dawn-landscape': 'linear-gradient(100deg, #fde2e4 0%, #fad2b6 45%, #cde7f0 100%)',
  'dawn-portrait': 'linear-gradient(180deg, #fde2e4 0%, #fad2b6 50%, #cde7f0 100%)',
  'meadow-landscape':
    'radial-gradient(circle at 20% 120%, #6a994e 0 30%, transparent 31%), radial-gradient(circle at 75% 130%, #386641 0 40%, transparent 41%), linear-gradient(180deg, #bde0fe, #e9f5db)',
  'meadow-portrait':
    'radial-gradient(circle at 30% 105%, #6a994e 0 35%, transparent 36%), radial-gradient(circle at 90% 110%, #386641 0 30%, transparent 31%), linear-gradient(180deg, #bde0fe, #e9f5db)',
  'lagoon-landscape':
    'repeating-radial-gradient(ellipse at 50% 140%, #48cae4 0 14px, #0096c7 14px 28px), linear-gradient(#0077b6, #0077b6)',
  'lagoon-portrait': 'repeating-radial-gradient(circle at 50% 110%, #48cae4 0 12px, #0096c7 12px 24px)',
  'embers-landscape':
    'radial-gradient(circle at 15% 80%, #ffba08 0 6%, transparent 7%), radial-gradient(circle at 60% 40%, #faa307 0 4%, transparent 5%), radial-gradient(circle at 85% 70%, #f48c06 0 5%, transparent 6%), linear-gradient(160deg, #370617, #9d0208 60%, #dc2f02)',
  'embers-portrait':
    'radial-gradient(circle at 30% 85%, #ffba08 0 8%, transparent 9%), radial-gradient(circle at 70% 35%, #faa307 0 6%, transparent 7%), linear-gradient(180deg, #370617, #9d0208 60%, #dc2f02)',
  'nebula-landscape':
    'radial-gradient(ellipse at 30% 50%, #7b2cbf 0, transparent 55%), radial-gradient(ellipse at 75% 40%, #f72585 0, transparent 45%), linear-gradient(120deg, #10002b, #240046)',
  'nebula-portrait':
    'radial-gradient(ellipse at 50% 30%, #7b2cbf 0, transparent 60%), radial-gradient(ellipse at 50% 80%, #f72585 0, transparent 50%), linear-gradient(180deg, #10002b, #240046)',
  'starfall-landscape':
    'radial-gradient(circle at 10% 20%, #fff 0 1.5px, transparent 2px) 0 0 / 60px 60px, radial-gradient(circle at 60% 70%, #ffe066 0 1px, transparent 2px) 0 0 / 40px 40px, linear-gradient(160deg, #03045e, #0f172a 60%, #3a0ca3)',
  'starfall-portrait':
    'radial-gradient(circle at 30% 40%, #fff 0 1.5px, transparent 2px) 0 0 / 50px 50px, radial-gradient(circle at 70% 80%, #ffe066 0 1px, transparent 2px) 0 0 / 34px 34px, linear-gradient(180deg, #03045e, #0f172a 60%, #3a0ca3)',
};
