// Gamification's API shapes (member-forum §2.9 leaderboard and directory, §3 Rank, §7.3): a member as the leaderboard
// panel and the members directory list them.
import * as z from 'zod';
import { COVER_MEDIA_TYPES, COVER_ORIENTATIONS, UPGRADE_THEMES, UPGRADE_TIERS } from '../constants/profile-upgrades.ts';

export { DIRECTORY_PAGE_SIZE, LEADERBOARD_SIZE } from '../constants/gamification.ts';

export const rankedMemberSchema = z
  .object({
    memberId: z.string(),
    /** The profile address: the username when there is one, else the member id. */
    slug: z.string(),
    /** "[DELETED USER]" when the account is gone. */
    fullName: z.string(),
    username: z.string().nullable(),
    profilePicURL: z.string().nullable(),
    level: z.number().int(),
    rank: z.string(),
    xp: z.number().int(),
  })
  .meta({ id: 'RankedMember' });
export type RankedMember = z.infer<typeof rankedMemberSchema>;

export const leaderboardSchema = z.object({ items: z.array(rankedMemberSchema) }).meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const directoryQuerySchema = z.object({
  /** A name prefix (first name, then last name); empty lists everyone by level. */
  search: z.string().trim().max(100).optional(),
  cursor: z.string().max(2000).optional(),
});
export const directoryPageSchema = z
  .object({ items: z.array(rankedMemberSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'MembersDirectoryPage' });
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** The owner app's Top Members (owner-dashboard §3 Statistics, §7: page size 10). */
export const topMembersQuerySchema = z.object({ cursor: z.string().max(2000).optional() });

/** The profile's Badges tab reads 100 a page (member-forum §9); 10 by default (§7.3). */
export const BADGES_PAGE_SIZE_MAX = 100;
export const badgesQuerySchema = z.object({
  filter: z.enum(['all', 'unlocked', 'locked']).default('all'),
  pageSize: z.coerce.number().int().min(1).max(BADGES_PAGE_SIZE_MAX).default(10),
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
});
export const badgeSchema = z
  .object({
    key: z.string(),
    title: z.string(),
    description: z.string(),
    rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
    unlocked: z.boolean(),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof badgeSchema>;
export const badgesPageSchema = z
  .object({ items: z.array(badgeSchema), total: z.number().int() })
  .meta({ id: 'BadgesPage' });

// Avatar frames and profile covers (member-forum §2.8, §3, §4, §7.3): the catalogue as the signed-in member sees it.
export const upgradesQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  /** A tier's value (1 Common … 4 Legendary). */
  tierId: z.coerce
    .number()
    .int()
    .refine((v) => v in UPGRADE_TIERS, 'Unknown tier.')
    .optional(),
  themeId: z.enum(UPGRADE_THEMES).optional(),
});
export type UpgradesQuery = z.infer<typeof upgradesQuerySchema>;

const upgradeFields = {
  id: z.string(),
  label: z.string(),
  tierValue: z.number().int(),
  tierLabel: z.string(),
  /** The level it unlocks at (a rank's first level for rank items). */
  unlockLevel: z.number().int(),
  /** The rank that unlocks it, when a rank does. */
  unlockRank: z.string().nullable(),
  theme: z.enum(UPGRADE_THEMES),
  unlocked: z.boolean(),
  /** "Unlocks at level 20", "Unlocks at rank CHMPN (level 71)". */
  requirement: z.string(),
  /** The member has it on now. */
  equipped: z.boolean(),
};

export const avatarFrameSchema = z.object(upgradeFields).meta({ id: 'AvatarFrame' });
export type AvatarFrame = z.infer<typeof avatarFrameSchema>;

export const coverVariationSchema = z
  .object({
    orientation: z.enum(COVER_ORIENTATIONS),
    /** `css`: our own art, named by `key` (shared COVER_ART); `image`, `webm`, `mp4`: media at `url`. */
    type: z.enum(COVER_MEDIA_TYPES),
    key: z.string(),
    url: z.string().nullable(),
  })
  .meta({ id: 'CoverVariation' });
export type CoverVariationView = z.infer<typeof coverVariationSchema>;

export const profileCoverSchema = z
  .object({ ...upgradeFields, variations: z.array(coverVariationSchema) })
  .meta({ id: 'ProfileCover' });
export type ProfileCover = z.infer<typeof profileCoverSchema>;

export const avatarFramesPageSchema = z
  .object({ items: z.array(avatarFrameSchema), total: z.number().int() })
  .meta({ id: 'AvatarFramesPage' });
export type AvatarFramesPage = z.infer<typeof avatarFramesPageSchema>;
export const profileCoversPageSchema = z
  .object({ items: z.array(profileCoverSchema), total: z.number().int() })
  .meta({ id: 'ProfileCoversPage' });
export type ProfileCoversPage = z.infer<typeof profileCoversPageSchema>;

const upgradeId = z.string().trim().min(1).max(64);
/** null takes the frame off (the SPA sends it when the member selects the one they wear). */
export const equipAvatarFrameBodySchema = z.object({ avatarFrameId: upgradeId.nullable() });
export const equipProfileCoverBodySchema = z.object({ profileCoverId: upgradeId.nullable() });

// Quests (member-forum §3 Quest and Quest category, §7.3 claimQuest): the member's own, by category.
export const questSchema = z
  .object({
    id: z.string(),
    iconKey: z.string(),
    title: z.string(),
    description: z.string(),
    xp: z.number().int(),
    claimed: z.boolean(),
    stepsCompleted: z.number().int(),
    totalSteps: z.number().int(),
    status: z.enum(['inProgress', 'completed']),
    /** Where Start takes the member, or null. */
    destination: z.string().nullable(),
    /** The period the quest counts in; a claim names it, so a quest claimed after its period ended is refused. */
    period: z.string(),
  })
  .meta({ id: 'Quest' });
export type Quest = z.infer<typeof questSchema>;

export const questCategorySchema = z
  .object({
    label: z.string(),
    title: z.string(),
    description: z.string(),
    /** How many of its quests are completed and not claimed yet. */
    claimable: z.number().int(),
    claimed: z.number().int(),
    total: z.number().int(),
    displaySize: z.enum(['small', 'large']),
    colours: z.object({ from: z.string(), to: z.string() }),
    icon: z.string(),
    /** When its quests end (ISO), or null for milestones. */
    expiresAt: z.string().nullable(),
    quests: z.array(questSchema),
  })
  .meta({ id: 'QuestCategory' });
export type QuestCategory = z.infer<typeof questCategorySchema>;

export const questsSchema = z.object({ categories: z.array(questCategorySchema) }).meta({ id: 'Quests' });
export type Quests = z.infer<typeof questsSchema>;

export const questParamsSchema = z.object({ questId: z.string().min(1).max(64) });
export const claimQuestBodySchema = z.object({
  /** The period the member saw the quest in (from the list); omitted: the current one. */
  period: z.string().min(1).max(32).optional(),
});
export const claimedQuestSchema = z.object({ quest: questSchema, xp: z.number().int() }).meta({ id: 'ClaimedQuest' });
export type ClaimedQuest = z.infer<typeof claimedQuestSchema>;
