// Member endpoints: staff decisions on registrations, and profiles, a member's activity, the username
// check and the member's own settings (member-forum §2.7, §2.8, §7.1).
import { approvalBodySchema, approvalResponseSchema, memberParamsSchema } from '../schemas/auth.ts';
import { presignedUploadSchema } from '../schemas/uploads.ts';
import {
  activityCommentsSchema,
  avatarUploadBodySchema,
  setAvatarBodySchema,
  activityPostsSchema,
  activityQuerySchema,
  profileParamsSchema,
  profileSchema,
  updateProfileBodySchema,
  usernameAvailabilitySchema,
  usernameQuerySchema,
} from '../schemas/members.ts';
import { endpoint } from './endpoint.ts';
import { memberRoutes } from './routes.ts';
import { ownerProfileMemberEndpoints } from './owner-profile.ts';
import { memberRoleEndpoints } from './roles.ts';
import { accountDataMemberEndpoints } from './account-data.ts';
import { gamificationMemberEndpoints } from './gamification.ts';
import { getProfile } from './member-pages.ts';

export { getProfile };

export const decideApproval = endpoint({
  ...memberRoutes.decideApproval,
  summary: 'Approve or deny a pending registration (staff with access level 90+). The member is e-mailed.',
  tenancy: 'community',
  auth: 'user',
  request: { params: memberParamsSchema, body: approvalBodySchema },
  response: approvalResponseSchema,
  errors: [401, 403, 404, 409],
});

export const checkUsername = endpoint({
  ...memberRoutes.checkUsername,
  summary: "Whether a username is free in this community (one GetItem); the caller's own username counts as free.",
  tenancy: 'community',
  auth: 'user',
  request: { params: usernameQuerySchema },
  response: usernameAvailabilitySchema,
  errors: [400, 401],
});

export const listProfilePosts = endpoint({
  ...memberRoutes.listProfilePosts,
  summary: "A page of a member's posts, newest first (one Query on the author's entries; the same cost on any page).",
  tenancy: 'community',
  auth: 'user',
  request: { params: profileParamsSchema, query: activityQuerySchema },
  response: activityPostsSchema,
  errors: [400, 401, 403, 404],
});

export const listProfileComments = endpoint({
  ...memberRoutes.listProfileComments,
  summary: "A page of a member's comments, newest first, with the post each one is on.",
  tenancy: 'community',
  auth: 'user',
  request: { params: profileParamsSchema, query: activityQuerySchema },
  response: activityCommentsSchema,
  errors: [400, 401, 403, 404],
});

export const updateMyProfile = endpoint({
  ...memberRoutes.updateMyProfile,
  summary:
    'Sets any of the signed-in member’s own name, username (claimed, unique per community), bio, birth date, location and privacy switches.',
  tenancy: 'community',
  auth: 'user',
  request: { body: updateProfileBodySchema },
  response: profileSchema,
  errors: [400, 401, 403, 409],
});

export const createAvatarUpload = endpoint({
  ...memberRoutes.createAvatarUpload,
  summary:
    'A presigned POST for a new avatar (png or jpeg up to 2 MB; gif for subscribers only); verified by size and magic bytes when set.',
  tenancy: 'community',
  auth: 'user',
  request: { body: avatarUploadBodySchema },
  response: presignedUploadSchema,
  status: 201,
  errors: [400, 401, 403],
});

export const setAvatar = endpoint({
  ...memberRoutes.setAvatar,
  summary: "Sets the signed-in member's avatar to an upload of theirs, once its bytes are verified as an image.",
  tenancy: 'community',
  auth: 'user',
  request: { body: setAvatarBodySchema },
  response: profileSchema,
  errors: [400, 401, 403],
});

export const memberEndpoints = {
  decideApproval,
  ...ownerProfileMemberEndpoints,
  // roles
  ...memberRoleEndpoints,
  // profiles and usernames
  checkUsername,
  getProfile,
  listProfilePosts,
  listProfileComments,
  updateMyProfile,
  createAvatarUpload,
  setAvatar,
  ...accountDataMemberEndpoints,
  // gamification
  ...gamificationMemberEndpoints,
};
