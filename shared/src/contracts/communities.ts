// Community endpoints: the site's look, and the owner journey (onboarding answers, builder uploads, creation,
// publishing, the switcher, the overview).
import {
  brandingUploadBodySchema,
  communityParamsSchema,
  createCommunityBodySchema,
  createCommunityResponseSchema,
  myCommunitiesResponseSchema,
  onboardingSchema,
  organizationSchema,
  overviewQuerySchema,
  overviewResponseSchema,
  planChoiceSchema,
  presignedUploadSchema,
  publishBodySchema,
  publishResponseSchema,
  verifiedUploadSchema,
  verifyBrandingBodySchema,
} from '../schemas/communities.ts';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  layoutResponseSchema,
  legalPageParamsSchema,
  legalPageResponseSchema,
} from '../schemas/forum.ts';
import { subdomainAvailabilitySchema, subdomainParamsSchema } from '../schemas/site.ts';
import { roleEndpoints } from './roles.ts';
import { endpoint } from './endpoint.ts';
import { structureEndpoints } from './structure.ts';
import { platformSettingsEndpoints } from './platform-settings.ts';
import { communityRoutes } from './routes.ts';
import { ownerProfileCommunityEndpoints } from './owner-profile.ts';
import { getSite } from './site.ts';

export { getSite };

export const checkSubdomain = endpoint({
  ...communityRoutes.checkSubdomain,
  summary: "Whether a subdomain can be claimed: the builder's live check (rules, reserved words, taken).",
  tenancy: 'app',
  auth: 'user',
  request: { params: subdomainParamsSchema },
  response: subdomainAvailabilitySchema,
  errors: [401, 403],
});

export const getOnboarding = endpoint({
  ...communityRoutes.getOnboarding,
  summary: "The owner's onboarding answers so far: organization data and the plan choice.",
  tenancy: 'app',
  auth: 'user',
  request: {},
  response: onboardingSchema,
  errors: [401],
});

export const saveOrganization = endpoint({
  ...communityRoutes.saveOrganization,
  summary: 'Saves the organization data (updateOrganizationData): name, type, phone, community goals.',
  tenancy: 'app',
  auth: 'user',
  request: { body: organizationSchema },
  response: onboardingSchema,
  errors: [400, 401],
});

export const choosePlan = endpoint({
  ...communityRoutes.choosePlan,
  summary: 'Records the plan the owner chose. Billing is not set up yet, so nothing is charged.',
  tenancy: 'app',
  auth: 'user',
  request: { body: planChoiceSchema },
  response: onboardingSchema,
  errors: [400, 401],
});

export const createBrandingUpload = endpoint({
  ...communityRoutes.createBrandingUpload,
  summary: 'A presigned POST for a builder icon or banner (png or jpeg).',
  tenancy: 'app',
  auth: 'user',
  request: { body: brandingUploadBodySchema },
  response: presignedUploadSchema,
  status: 201,
  errors: [400, 401],
});

export const verifyBrandingUpload = endpoint({
  ...communityRoutes.verifyBrandingUpload,
  summary: 'Checks an uploaded icon or banner by size and magic bytes; a rejected object is deleted.',
  tenancy: 'app',
  auth: 'user',
  request: { body: verifyBrandingBodySchema },
  response: verifiedUploadSchema,
  errors: [400, 401],
});

export const createCommunity = endpoint({
  ...communityRoutes.createCommunity,
  summary:
    'Creates a community in one transaction (claim, community, owner staff record, roles, subforum, category, ' +
    'legal texts, reactions, feed menu). Repeating a requestId answers with the same community.',
  tenancy: 'app',
  auth: 'user',
  request: { body: createCommunityBodySchema },
  response: createCommunityResponseSchema,
  status: 201,
  errors: [400, 401, 409, 429],
});

export const listMyCommunities = endpoint({
  ...communityRoutes.listMyCommunities,
  summary: 'The communities the signed-in owner-app account owns or edits (the switcher).',
  tenancy: 'app',
  auth: 'user',
  request: {},
  response: myCommunitiesResponseSchema,
  errors: [401],
});

export const setPublished = endpoint({
  ...communityRoutes.setPublished,
  summary: 'Publishes or unpublishes a community (owner only). Unpublished communities are visible to staff only.',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, body: publishBodySchema },
  response: publishResponseSchema,
  errors: [400, 401, 403, 404],
});

export const getOverview = endpoint({
  ...communityRoutes.getOverview,
  summary: 'The overview page: status, plan, member activity per day, active and new members (staff only).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, query: overviewQuerySchema },
  response: overviewResponseSchema,
  errors: [400, 401, 403, 404],
});

export const getLayout = endpoint({
  ...communityRoutes.getLayout,
  summary: "The community's frame for this viewer: subforum panel, feed menu, reactions, permissions, back-link.",
  tenancy: 'community',
  auth: 'public',
  request: {},
  response: layoutResponseSchema,
  errors: [401, 404],
  publicApi: true,
  guestCache: true,
});

export const getLegalPage = endpoint({
  ...communityRoutes.getLegalPage,
  summary: 'Terms of Service, Community Rules or the Privacy Statement (sanitized HTML).',
  tenancy: 'community',
  auth: 'public',
  request: { params: legalPageParamsSchema },
  response: legalPageResponseSchema,
  errors: [400, 404],
  publicApi: true,
  guestCache: true,
});

export const listCategories = endpoint({
  ...communityRoutes.listCategories,
  summary: 'The enabled post categories of home or of a subforum (by slug), in rank order.',
  tenancy: 'community',
  auth: 'public',
  request: { query: categoriesQuerySchema },
  response: categoriesResponseSchema,
  errors: [400, 401, 403, 404],
  publicApi: true,
  guestCache: true,
});

export const communityEndpoints = {
  getSite,
  checkSubdomain,
  getOnboarding,
  saveOrganization,
  choosePlan,
  createBrandingUpload,
  verifyBrandingUpload,
  createCommunity,
  listMyCommunities,
  setPublished,
  getOverview,
  getLayout,
  getLegalPage,
  listCategories,
  ...ownerProfileCommunityEndpoints,
  // subforums and categories
  ...structureEndpoints,
  // roles
  ...roleEndpoints,
  // platform settings
  ...platformSettingsEndpoints,
};
