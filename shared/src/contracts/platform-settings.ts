// Platform Settings endpoints (owner-dashboard §2 Platform Settings, §7 Settings): the page's read and one save
// per section. Owner-app host, staff of the community only (owner and editors); the community is the path's.
import { communityParamsSchema, presignedUploadSchema } from '../schemas/communities.ts';
import {
  designBodySchema,
  feedBodySchema,
  informationBodySchema,
  permissionsBodySchema,
  platformSettingsSchema,
  privacyBodySchema,
  reactionBodySchema,
  reactionParamsSchema,
  reactionUploadBodySchema,
  seoBodySchema,
  termsBodySchema,
  visibilityBodySchema,
} from '../schemas/platform-settings.ts';
import type * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { communityRoutes as r, type Route } from './routes.ts';

const staffWrite = {
  tenancy: 'app' as const,
  auth: 'user' as const,
  response: platformSettingsSchema,
  errors: [400, 401, 403, 404],
};

export const getPlatformSettings = endpoint({
  ...r.getPlatformSettings,
  summary: 'The Platform Settings page: every section, read fresh (not from the configuration cache).',
  ...staffWrite,
  request: { params: communityParamsSchema },
  errors: [400, 401, 404],
});

const save = <R extends Route, B extends z.ZodType>(route: R, summary: string, body: B) =>
  endpoint({ ...route, summary, ...staffWrite, request: { params: communityParamsSchema, body } });

export const saveInformation = save(
  r.saveInformation,
  'Platform Information: name, tagline, description, icon and banner (verified uploads), back-link.',
  informationBodySchema,
);
export const saveFeedMenu = save(
  r.saveFeedMenu,
  'Community Feed: post types, posts sorting and comments sorting in rank order; at least one active each.',
  feedBodySchema,
);
export const saveSeo = save(r.saveSeo, "SEO Settings: the community site's page title and description.", seoBodySchema);
export const savePlatformPermissions = save(
  r.savePlatformPermissions,
  'Platform Permissions: the community-wide post-permission toggles.',
  permissionsBodySchema,
);
export const saveVisibility = save(
  r.saveVisibility,
  'Platform Settings: private community, member approval and whitelist, AI content generation, leaderboard.',
  visibilityBodySchema,
);
export const saveDesign = save(r.saveDesign, 'Design: the accent colour and the theme.', designBodySchema);
export const saveTerms = save(
  r.saveTerms,
  'Terms and Rules: the terms of use and the community rules.',
  termsBodySchema,
);
export const savePrivacy = save(r.savePrivacy, 'Privacy Statement.', privacyBodySchema);

export const createReactionUpload = endpoint({
  ...r.createReactionUpload,
  summary: 'A presigned POST for a reaction image (png; Professional plan and above).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, body: reactionUploadBodySchema },
  response: presignedUploadSchema,
  status: 201,
  errors: [400, 401, 403, 404],
});

export const updateReaction = endpoint({
  ...r.updateReaction,
  summary: "A reaction's title (at most 10 chars) or image (a verified png of at least 50x50); Professional and above.",
  ...staffWrite,
  request: { params: reactionParamsSchema, body: reactionBodySchema },
});

export const platformSettingsEndpoints = {
  getPlatformSettings,
  saveInformation,
  saveFeedMenu,
  saveSeo,
  savePlatformPermissions,
  saveVisibility,
  saveDesign,
  saveTerms,
  savePrivacy,
  createReactionUpload,
  updateReaction,
};
