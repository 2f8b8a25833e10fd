// The public REST API (docs/architecture/users-api.md): a community's host, `Authorization: Bearer <API key>`, the
// key's community only. Reads and writes go through the same services (permissions, validation, word filter,
// sanitizing) as the site; the answers are the site's own shapes. Every error is the one error body.
import { apiErrorStatuses } from '../constants/public-api.ts';
import {
  commentsQuerySchema,
  commentsResponseSchema,
  createdPostSchema,
  feedQuerySchema,
  feedResponseSchema,
  postDetailSchema,
  postParamsSchema,
  postSlugParamsSchema,
} from '../schemas/forum.ts';
import { directoryPageSchema, directoryQuerySchema } from '../schemas/gamification.ts';
import { profileParamsSchema, profileSchema } from '../schemas/members.ts';
import { actionResultSchema, undoResponseSchema } from '../schemas/moderation.ts';
import { createPostBodySchema } from '../schemas/posts.ts';
import { publicBanBodySchema, publicMemberParamsSchema, publicMemberRoleParamsSchema } from '../schemas/public-api.ts';
import { assignRoleResponseSchema } from '../schemas/roles.ts';
import { endpoint } from './endpoint.ts';
import { publicApiRoutes as r } from './integration-routes.ts';

const read = { tenancy: 'community', auth: 'none', apiKey: 'read', publicApi: true } as const;
const write = { tenancy: 'community', auth: 'none', apiKey: 'write', publicApi: true } as const;

export const publicListMembers = endpoint({
  ...r.publicListMembers,
  ...read,
  summary: 'A page of 10 members by level (or by name with `search`), `nextCursor` for the next page.',
  request: { query: directoryQuerySchema },
  response: directoryPageSchema,
  errors: apiErrorStatuses([400, 404]),
});

export const publicGetMember = endpoint({
  ...r.publicGetMember,
  ...read,
  summary: "A member's profile by id or username; birth date and location only where the member's privacy shows them.",
  request: { params: profileParamsSchema },
  response: profileSchema,
  errors: apiErrorStatuses([404]),
});

export const publicListPosts = endpoint({
  ...r.publicListPosts,
  ...read,
  summary: 'A feed page of 20 (home or a subforum, category, type, sorting), `nextCursor` for the next page.',
  request: { query: feedQuerySchema },
  response: feedResponseSchema,
  errors: apiErrorStatuses([400, 404]),
});

export const publicGetPost = endpoint({
  ...r.publicGetPost,
  ...read,
  summary: 'A post by id or slug, with its poll.',
  request: { params: postSlugParamsSchema },
  response: postDetailSchema,
  errors: apiErrorStatuses([404]),
});

export const publicListComments = endpoint({
  ...r.publicListComments,
  ...read,
  summary: "A post's top-level comments (new or top), replies nested, `nextCursor` for the next page.",
  request: { params: postParamsSchema, query: commentsQuerySchema },
  response: commentsResponseSchema,
  errors: apiErrorStatuses([400, 404]),
});

export const publicCreatePost = endpoint({
  ...r.publicCreatePost,
  ...write,
  summary:
    "Publishes a post as the community's owner (there is no separate system author): the word filter, the " +
    'sanitizer and the approval rules apply as on the site. A read-write key only.',
  request: { body: createPostBodySchema },
  response: createdPostSchema,
  status: 201,
  errors: apiErrorStatuses([400]),
});

export const publicAddRole = endpoint({
  ...r.publicAddRole,
  ...write,
  summary: 'Gives a member a role (as the owner would on the Community Manager); the outcome says if it changed.',
  request: { params: publicMemberRoleParamsSchema },
  response: assignRoleResponseSchema,
  errors: apiErrorStatuses([404]),
});

export const publicRemoveRole = endpoint({
  ...r.publicRemoveRole,
  ...write,
  summary: 'Takes a role from a member; the outcome says if it changed.',
  request: { params: publicMemberRoleParamsSchema },
  response: assignRoleResponseSchema,
  errors: apiErrorStatuses([404]),
});

export const publicBanMember = endpoint({
  ...r.publicBanMember,
  ...write,
  summary:
    'Bans a member permanently, or for `days` days; never the owner or staff. Audit-logged as the owner, with the ' +
    'member.banned event.',
  request: { params: publicMemberParamsSchema, body: publicBanBodySchema },
  response: actionResultSchema,
  errors: apiErrorStatuses([404]),
});

export const publicUnbanMember = endpoint({
  ...r.publicUnbanMember,
  ...write,
  summary: "Lifts a member's ban by undoing the audit entry that set it (logged as its own entry). 409 when none.",
  request: { params: publicMemberParamsSchema },
  response: undoResponseSchema,
  errors: apiErrorStatuses([404, 409]),
});

export const publicApiEndpoints = {
  publicListMembers,
  publicGetMember,
  publicListPosts,
  publicGetPost,
  publicListComments,
  publicCreatePost,
  publicAddRole,
  publicRemoveRole,
  publicBanMember,
  publicUnbanMember,
};
