// The Platform Settings page (owner-dashboard §2 Platform Settings, §3, §5, §8, §9): what the page reads and what
// each section saves. Every rule of §5 that concerns these sections lives here, so the form and the API agree.
import * as z from 'zod';
import { PLATFORM_PERMISSIONS } from '../constants/permissions.ts';
import * as messages from '../messages.ts';
import {
  DESCRIPTION_HTML_MAX,
  LEGAL_HTML_MAX,
  accentColorSchema,
  communityNameSchema,
  taglineSchema,
} from './communities.ts';
import { isBlankHtml } from './posts.ts';

export const SEO_TITLE_MIN = 3;
export const SEO_TITLE_MAX = 50;
export const SEO_DESCRIPTION_MAX = 50;
export const BACKLINK_TITLE_MAX = 50;
export const BACKLINK_URL_MAX = 500;
export const REACTION_TITLE_MAX = 10;
/** Reaction images: a square png of at least this many pixels a side is recommended; smaller ones are refused. */
export const REACTION_IMAGE_MIN_PX = 50;
export const REACTION_IMAGE_MAX_BYTES = 1024 * 1024;
export const WHITELIST_MAX = 500;
export const FEED_MENU_NAMES = ['postTypes', 'postsSorting', 'commentsSorting'] as const;
export type FeedMenuName = (typeof FEED_MENU_NAMES)[number];

const uploadKey = z.string().min(1).max(300);

/** An http(s) address with a host: what "Enter correct url!" asks for. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const richText = (max: number, empty: string) =>
  z
    .string({ error: empty })
    .max(max, messages.descriptionTooLong)
    .refine((html) => !isBlankHtml(html), empty);

// ── Platform Information ───────────────────────────────────────────────────────────────────────────────────────

export const informationBodySchema = z
  .object({
    communityName: communityNameSchema,
    communityTagline: taglineSchema,
    communityDescription: richText(DESCRIPTION_HTML_MAX, messages.descriptionEmpty),
    /** A key from the builder's verified upload, the key the community already has, or null for none. */
    communityIconKey: uploadKey.nullable().optional(),
    communityBannerKey: uploadKey.nullable().optional(),
    backlinkTitle: z.string().trim().max(BACKLINK_TITLE_MAX, messages.backlinkTitleRequired).default(''),
    backlinkUrl: z.string().trim().max(BACKLINK_URL_MAX, messages.backlinkUrlInvalid).default(''),
  })
  .superRefine((value, ctx) => {
    // Both or neither (owner-dashboard §5).
    if (value.backlinkUrl && !value.backlinkTitle) {
      ctx.addIssue({ code: 'custom', path: ['backlinkTitle'], message: messages.backlinkTitleRequired });
    }
    if (value.backlinkTitle && !value.backlinkUrl) {
      ctx.addIssue({ code: 'custom', path: ['backlinkUrl'], message: messages.backlinkUrlRequired });
    }
    if (value.backlinkUrl && !isWebUrl(value.backlinkUrl)) {
      ctx.addIssue({ code: 'custom', path: ['backlinkUrl'], message: messages.backlinkUrlInvalid });
    }
  });
export type InformationBody = z.input<typeof informationBodySchema>;

// ── Community Feed ──────────────────────────────────────────────────────────────────────────────────────────────

const menuItem = z.object({ value: z.string().min(1).max(20), enabled: z.boolean() });
/** One menu in rank order (the first is rank 1); at least one item stays active. */
const menuList = z
  .array(menuItem)
  .min(1, messages.feedMenuActiveRequired)
  .max(10)
  .refine((items) => items.some((item) => item.enabled), messages.feedMenuActiveRequired);

export const feedBodySchema = z.object({
  postTypes: menuList,
  postsSorting: menuList,
  commentsSorting: menuList,
});
export type FeedBody = z.infer<typeof feedBodySchema>;

// ── SEO ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export const seoBodySchema = z.object({
  title: z
    .string({ error: messages.seoTitleLength })
    .trim()
    .min(SEO_TITLE_MIN, messages.seoTitleLength)
    .max(SEO_TITLE_MAX, messages.seoTitleLength),
  description: z
    .string({ error: messages.seoDescriptionRequired })
    .trim()
    .min(1, messages.seoDescriptionRequired)
    .max(SEO_DESCRIPTION_MAX, messages.seoDescriptionLength),
});
export type SeoBody = z.infer<typeof seoBodySchema>;

// ── Platform Permissions ────────────────────────────────────────────────────────────────────────────────────────

export type PlatformPermission = (typeof PLATFORM_PERMISSIONS)[number];
export const permissionsBodySchema = z.strictObject(
  Object.fromEntries(PLATFORM_PERMISSIONS.map((name) => [name, z.boolean()])) as Record<
    PlatformPermission,
    z.ZodBoolean
  >,
);
export type PlatformPermissions = z.infer<typeof permissionsBodySchema>;

// ── Platform Settings (visibility) ──────────────────────────────────────────────────────────────────────────────

const EMAIL_OR_DOMAIN = /^(?:[^\s@]+@)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const visibilityBodySchema = z.object({
  privateCommunity: z.boolean(),
  memberApproval: z.boolean(),
  /** E-mail addresses or domains that skip member approval. */
  memberWhitelist: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(200, messages.whitelistEntryInvalid)
        .regex(EMAIL_OR_DOMAIN, messages.whitelistEntryInvalid),
    )
    .max(WHITELIST_MAX),
  aiContentGeneration: z.boolean(),
  usersLeaderboard: z.boolean(),
});
export type VisibilityBody = z.infer<typeof visibilityBodySchema>;

// ── Design ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const designBodySchema = z.object({
  communityThemeColor: accentColorSchema,
  theme: z.enum(['light'], { error: messages.themeUnavailable }),
});
export type DesignBody = z.infer<typeof designBodySchema>;

// ── Terms and Rules, Privacy Statement ──────────────────────────────────────────────────────────────────────────

export const termsBodySchema = z.object({
  communityTermsOfUse: richText(LEGAL_HTML_MAX, messages.fieldRequired),
  communityRules: richText(LEGAL_HTML_MAX, messages.fieldRequired),
});
export const privacyBodySchema = z.object({
  communityPrivacyStatement: richText(LEGAL_HTML_MAX, messages.fieldRequired),
});

// ── User Reactions ──────────────────────────────────────────────────────────────────────────────────────────────

export const reactionTitleSchema = z
  .string({ error: messages.reactionTitleRequired })
  .trim()
  .min(1, messages.reactionTitleRequired)
  .max(REACTION_TITLE_MAX, messages.reactionTitleLength);

export const reactionUploadBodySchema = z.object({
  fileType: z.enum(['image/png'], { error: messages.reactionImageType }),
});
export const reactionParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  reactionId: z.string().min(1).max(40),
});
export const reactionBodySchema = z
  .object({ title: reactionTitleSchema.optional(), imageKey: uploadKey.optional() })
  .refine((body) => body.title !== undefined || body.imageKey !== undefined, {
    message: messages.reactionTitleRequired,
    path: ['title'],
  });

// ── What the page reads (and every save answers) ────────────────────────────────────────────────────────────────

const menuView = z.array(z.object({ value: z.string(), enabled: z.boolean() }));

export const platformSettingsSchema = z
  .object({
    communityId: z.string(),
    subdomain: z.string(),
    /** The subscription plan id (`monthly-essential-plan`, …); null when unknown. */
    planId: z.string().nullable(),
    customDomainAvailable: z.boolean(),
    customReactionsAvailable: z.boolean(),
    information: z.object({
      communityName: z.string(),
      communityTagline: z.string(),
      communityDescription: z.string(),
      communityIconKey: z.string().nullable(),
      iconURL: z.string().nullable(),
      communityBannerKey: z.string().nullable(),
      bannerURL: z.string().nullable(),
      backlinkTitle: z.string(),
      backlinkUrl: z.string(),
    }),
    feed: z.object({ postTypes: menuView, postsSorting: menuView, commentsSorting: menuView }),
    seo: z.object({ title: z.string(), description: z.string() }),
    permissions: z.record(z.string(), z.boolean()),
    visibility: z.object({
      privateCommunity: z.boolean(),
      memberApproval: z.boolean(),
      memberWhitelist: z.array(z.string()),
      aiContentGeneration: z.boolean(),
      usersLeaderboard: z.boolean(),
    }),
    design: z.object({ communityThemeColor: z.string(), theme: z.literal('light') }),
    reactions: z.array(
      z.object({
        id: z.string(),
        key: z.string(),
        title: z.string(),
        emoji: z.string(),
        imageURL: z.string().nullable(),
        isBeamReaction: z.boolean(),
      }),
    ),
    legal: z.object({
      communityTermsOfUse: z.string(),
      communityRules: z.string(),
      communityPrivacyStatement: z.string(),
    }),
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
