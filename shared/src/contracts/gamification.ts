// Gamification endpoints served by the members domain (it owns the member item, where XP and level live): the
// leaderboard panel and the members directory (member-forum §2.9, §7.3).
import {
  avatarFramesPageSchema,
  equipAvatarFrameBodySchema,
  equipProfileCoverBodySchema,
  profileCoversPageSchema,
  upgradesQuerySchema,
  badgesPageSchema,
  badgesQuerySchema,
  claimedQuestSchema,
  claimQuestBodySchema,
  directoryPageSchema,
  directoryQuerySchema,
  leaderboardSchema,
  questParamsSchema,
  questsSchema,
} from '../schemas/gamification.ts';
import { profileParamsSchema, profileSchema } from '../schemas/members.ts';
import { endpoint } from './endpoint.ts';
import { listTopMembers } from './member-pages.ts';
import { memberRoutes } from './routes.ts';

export { listTopMembers };

export const getLeaderboard = endpoint({
  ...memberRoutes.getLeaderboard,
  summary:
    'The top 20 members by level, then XP (one Query on the leaderboard index). 404 when the users-leaderboard setting is off.',
  tenancy: 'community',
  auth: 'public',
  request: {},
  response: leaderboardSchema,
  errors: [403, 404],
  guestCache: true,
});

export const listDirectory = endpoint({
  ...memberRoutes.listDirectory,
  summary:
    'A page of 10 members: by level then XP, or by name when searching (a name prefix). 404 when the users-leaderboard setting is off.',
  tenancy: 'community',
  auth: 'public',
  request: { query: directoryQuerySchema },
  response: directoryPageSchema,
  errors: [400, 403, 404],
});

export const listBadges = endpoint({
  ...memberRoutes.listBadges,
  summary:
    "A member's badges (the starter set, each unlocked by a rule over the member's statistics), filtered and paged.",
  tenancy: 'community',
  auth: 'user',
  request: { params: profileParamsSchema, query: badgesQuerySchema },
  response: badgesPageSchema,
  errors: [400, 401, 403, 404],
});

export const listAvatarFrames = endpoint({
  ...memberRoutes.listAvatarFrames,
  summary:
    'The avatar frame catalogue for the signed-in member: tiers, themes, what unlocks each, whether it is unlocked and worn; filtered by tier and theme, paged.',
  tenancy: 'community',
  auth: 'user',
  request: { query: upgradesQuerySchema },
  response: avatarFramesPageSchema,
  errors: [400, 401, 403],
});

export const equipAvatarFrame = endpoint({
  ...memberRoutes.equipAvatarFrame,
  summary:
    'Wears an unlocked avatar frame (null takes it off); a locked one is 403, an unknown id 404. Post cards and comments follow in the background.',
  tenancy: 'community',
  auth: 'user',
  request: { body: equipAvatarFrameBodySchema },
  response: profileSchema,
  errors: [400, 401, 403, 404],
});

export const listProfileCovers = endpoint({
  ...memberRoutes.listProfileCovers,
  summary:
    'The profile cover catalogue for the signed-in member, each with its landscape and portrait variations; filtered by tier and theme, paged.',
  tenancy: 'community',
  auth: 'user',
  request: { query: upgradesQuerySchema },
  response: profileCoversPageSchema,
  errors: [400, 401, 403],
});

export const equipProfileCover = endpoint({
  ...memberRoutes.equipProfileCover,
  summary: 'Shows an unlocked cover on the profile (null takes it off); a locked one is 403, an unknown id 404.',
  tenancy: 'community',
  auth: 'user',
  request: { body: equipProfileCoverBodySchema },
  response: profileSchema,
  errors: [400, 401, 403, 404],
});

export const listQuests = endpoint({
  ...memberRoutes.listQuests,
  summary:
    "The signed-in member's quests by category (daily, weekly, milestones): steps done, claimed, when each category ends.",
  tenancy: 'community',
  auth: 'user',
  request: {},
  response: questsSchema,
  errors: [401, 403],
});

export const claimQuest = endpoint({
  ...memberRoutes.claimQuest,
  summary:
    "Claims a completed quest's XP once (the XP consumer awards it). 404 unknown quest; 409 not completed, already claimed, or its period has ended.",
  tenancy: 'community',
  auth: 'user',
  request: { params: questParamsSchema, body: claimQuestBodySchema },
  response: claimedQuestSchema,
  errors: [400, 401, 403, 404, 409],
});

export const gamificationMemberEndpoints = {
  getLeaderboard,
  listDirectory,
  listBadges,
  listAvatarFrames,
  equipAvatarFrame,
  listProfileCovers,
  equipProfileCover,
  listQuests,
  claimQuest,
  listTopMembers,
};
