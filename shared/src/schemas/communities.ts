// Owner journey contracts: onboarding answers, branding uploads, community creation, publishing, the switcher
// and the overview (owner-dashboard §2-§5). Messages are the spec's.
import * as z from 'zod';
import { ACCENT_COLOR_VALUES, BRANDING_IMAGE_TYPES } from '../constants/design.ts';
import { SELECTABLE_PLAN_IDS } from '../constants/plans.ts';
import * as messages from '../messages.ts';
import { subdomainMessages, subdomainProblem } from '../rules/subdomain.ts';
import { subscriptionStatusSchema } from './billing.ts';

export { communityParamsSchema } from './params.ts';
export { presignedUploadSchema } from './uploads.ts';

export const ORGANIZATION_FIELD_MAX = 100;
export const COMMUNITY_NAME_MIN = 3;
export const COMMUNITY_NAME_MAX = 50;
export const TAGLINE_MAX = 50;
/** Rich-text description: generous for HTML markup, still bounded. */
export const DESCRIPTION_HTML_MAX = 20_000;
export const LEGAL_HTML_MAX = 50_000;
export const COMMUNITY_GOALS_MAX = 1_000;
export const PHONE_MAX = 30;

const required = (max: number, tooLong: string) =>
  z.string({ error: messages.fieldRequired }).trim().min(1, messages.fieldRequired).max(max, tooLong);

const organizationText = (label: 'Name' | 'Type') =>
  z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.organizationLength(label))
    .max(ORGANIZATION_FIELD_MAX, messages.organizationLength(label));

export const organizationSchema = z.object({
  organizationName: organizationText('Name'),
  organizationType: organizationText('Type'),
  organizationPhone: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(PHONE_MAX, messages.phoneInvalid)
    .regex(/^\+?[0-9 ().-]{5,}$/, messages.phoneInvalid),
  communityGoals: required(COMMUNITY_GOALS_MAX, `Community goals must be at most ${COMMUNITY_GOALS_MAX} characters.`),
});
export type Organization = z.infer<typeof organizationSchema>;

export const planChoiceSchema = z.object({
  planId: z.enum(SELECTABLE_PLAN_IDS, { error: messages.planRequired }),
  interval: z.enum(['month', 'year'], { error: messages.planRequired }),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

export const onboardingSchema = z
  .object({
    organization: organizationSchema.nullable(),
    planChoice: planChoiceSchema.nullable(),
  })
  .meta({ id: 'Onboarding' });

export const communityNameSchema = z
  .string({ error: messages.communityNameLength })
  .trim()
  .min(COMMUNITY_NAME_MIN, messages.communityNameLength)
  .max(COMMUNITY_NAME_MAX, messages.communityNameLength);

export const subdomainSchema = z.string({ error: subdomainMessages.required }).superRefine((value, ctx) => {
  const problem = subdomainProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const taglineSchema = z
  .string({ error: messages.taglineRequired })
  .trim()
  .min(1, messages.taglineRequired)
  .max(TAGLINE_MAX, messages.taglineLength);

export const accentColorSchema = z.enum(ACCENT_COLOR_VALUES, { error: messages.accentColor });
export const brandingImageTypeSchema = z.enum(BRANDING_IMAGE_TYPES, { error: messages.invalidImage });
export const brandingKindSchema = z.enum(['icon', 'banner']);

const uploadKey = z.string().min(1).max(300);

/** The builder's payload (owner-dashboard §3 "Community creation payload"). `requestId` makes Publish idempotent. */
export const createCommunityBodySchema = z.object({
  requestId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'requestId must be a ULID.'),
  communityName: communityNameSchema,
  communitySubdomain: subdomainSchema,
  communityTagline: taglineSchema.optional(),
  communityDescription: z.string().max(DESCRIPTION_HTML_MAX, messages.descriptionTooLong).optional(),
  communityIconKey: uploadKey.optional(),
  communityBannerKey: uploadKey.optional(),
  communityThemeColor: accentColorSchema.optional(),
  communityTermsOfUse: z.string().max(LEGAL_HTML_MAX).optional(),
  communityRules: z.string().max(LEGAL_HTML_MAX).optional(),
  communityPrivacyStatement: z.string().max(LEGAL_HTML_MAX).optional(),
  ...organizationSchema.shape,
  isFreeTrial: z.boolean().default(false),
  isLifetime: z.boolean().default(false),
  captcha: z.string().max(4096).optional(),
});
export type CreateCommunityBody = z.input<typeof createCommunityBodySchema>;

export const createCommunityResponseSchema = z
  .object({ communityId: z.string(), subdomain: z.string(), url: z.string() })
  .meta({ id: 'CreatedCommunity' });

export const brandingUploadBodySchema = z.object({ type: brandingKindSchema, fileType: brandingImageTypeSchema });
export const verifyBrandingBodySchema = z.object({ type: brandingKindSchema, key: uploadKey });
export const verifiedUploadSchema = z.object({ key: z.string(), url: z.string() }).meta({ id: 'VerifiedUpload' });

export const publishBodySchema = z.object({ isLive: z.boolean() });
export const publishResponseSchema = z.object({ communityId: z.string(), isLive: z.boolean() });

export const staffRoleSchema = z.enum(['owner', 'editor']);
export const myCommunitySchema = z
  .object({
    communityId: z.string(),
    subdomain: z.string(),
    communityName: z.string(),
    role: staffRoleSchema,
    accessLevel: z.number(),
    isLive: z.boolean(),
    iconURL: z.string().nullable(),
    url: z.string(),
    /** What the dashboard's trial banner and plan rules read, for owners and editors alike (owner-dashboard §4). */
    plan: z.object({
      /** `monthly-professional-plan`, `lifetime-premium-plan`, …; null when unknown. */
      planId: z.string().nullable(),
      status: subscriptionStatusSchema.nullable(),
      trialEndsAt: z.number().int().nullable(),
      isLifetime: z.boolean(),
    }),
  })
  .meta({ id: 'MyCommunity' });
export const myCommunitiesResponseSchema = z.object({ items: z.array(myCommunitySchema), nextCursor: z.null() });
export type MyCommunity = z.infer<typeof myCommunitySchema>;

export const OVERVIEW_RANGES = ['7d', '30d', '90d'] as const;
export const overviewQuerySchema = z.object({ range: z.enum(OVERVIEW_RANGES).default('7d') });
export const overviewResponseSchema = z
  .object({
    community: myCommunitySchema,
    planDetails: z.object({ id: z.string(), name: z.string(), billing: z.literal('not-set-up') }).nullable(),
    range: z.object({ startDate: z.string(), endDate: z.string() }),
    /** One entry per day of the range (YYYY-MM-DD), zeros included. */
    activity: z.array(
      z.object({ date: z.string(), posts: z.number(), newMembers: z.number(), activeMembers: z.number() }),
    ),
    totals: z.object({ newMembers: z.number(), activeMembers: z.number(), posts: z.number(), members: z.number() }),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewResponseSchema>;
