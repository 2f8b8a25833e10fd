// The members function's first-paint endpoints (a profile page, the owner's Top Members) in a module of their own:
// its cold start binds these without evaluating the domain's other contracts (they load with their first request).
import { directoryPageSchema, topMembersQuerySchema } from '../schemas/gamification.ts';
import { profileParamsSchema, profileSchema } from '../schemas/member-profile.ts';
import { communityParamsSchema } from '../schemas/params.ts';
import { endpoint } from './endpoint.ts';
import { memberRoutes } from './routes.ts';

export const getProfile = endpoint({
  ...memberRoutes.getProfile,
  summary: "A member's profile by username, member id or `me`; birth date and location as the member's privacy allows.",
  tenancy: 'community',
  auth: 'user',
  request: { params: profileParamsSchema },
  response: profileSchema,
  errors: [401, 403, 404],
});

export const listTopMembers = endpoint({
  ...memberRoutes.listTopMembers,
  summary:
    "The owner app's Top Members (Statistics): the community's members by level, then XP, 10 a page (the leaderboard index). Admin-level staff of the community only; 403 STATISTICS_PLAN when the community's plan has no statistics.",
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, query: topMembersQuerySchema },
  response: directoryPageSchema,
  errors: [400, 401, 403, 404],
});
