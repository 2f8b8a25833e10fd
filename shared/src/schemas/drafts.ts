// Post drafts: what the composer saves as the member types, held to the post's own size limits (a draft over them is
// refused with the post schema's message), and what the drafts list and the composer read back.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { POLL_OPTIONS_MAX, POLL_OPTION_MAX_LENGTH } from '../rules/polls.ts';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from './posts.ts';

/** The most drafts one member keeps in a community. */
export const DRAFTS_MAX = 50;
/** Uploaded images a draft keeps (its banner and those in its body). */
export const DRAFT_IMAGES_MAX = 20;
/** Days a draft is kept after its last save before the sweep deletes it. */
export const DRAFT_KEEP_DAYS = 90;

/** A draft id: the client names a new draft (a ULID), so saving is one idempotent request. */
export const draftIdSchema = z
  .string()
  .regex(/^[0-9a-z]{26}$/i, 'Not a draft id.')
  .transform((id) => id.toLowerCase());

export const draftParamsSchema = z.object({ draftId: draftIdSchema });

const mediaKey = z.string().min(1).max(300);

/** Everything is optional (a draft is unfinished), but nothing may exceed what a post allows. */
export const saveDraftBodySchema = z.object({
  type: z.enum(['post', 'image', 'poll']).default('post'),
  title: z.string().max(POST_TITLE_MAX, messages.titleTooLong).default(''),
  categoryId: z.string().max(100).nullable().default(null),
  subforumId: z.string().max(100).nullable().default(null),
  content: z.string().max(POST_CONTENT_MAX, messages.contentTooLong).default(''),
  anonymous: z.boolean().default(false),
  bannerKey: mediaKey.nullable().default(null),
  pollOptions: z
    .array(z.string().max(POLL_OPTION_MAX_LENGTH, messages.pollOptionTooLong))
    .max(POLL_OPTIONS_MAX, messages.pollOptionsMax)
    .default([]),
  /** Keys of the images uploaded while writing it (the banner's and the body's): kept, and deleted on discard. */
  imageKeys: z.array(mediaKey).max(DRAFT_IMAGES_MAX).default([]),
});

export const draftSchema = z.object({
  id: z.string(),
  type: z.enum(['post', 'image', 'poll']),
  title: z.string(),
  categoryId: z.string().nullable(),
  subforumId: z.string().nullable(),
  content: z.string(),
  anonymous: z.boolean(),
  bannerKey: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  pollOptions: z.array(z.string()),
  imageKeys: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const draftSummarySchema = draftSchema.pick({ id: true, type: true, title: true, updatedAt: true });

export const draftListQuerySchema = z.object({ cursor: z.string().max(2000).optional() });

export const draftListSchema = z.object({ items: z.array(draftSummarySchema), nextCursor: z.string().nullable() });

export const savedDraftSchema = z.object({ id: z.string(), updatedAt: z.string() });

export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;
export type Draft = z.infer<typeof draftSchema>;
export type DraftSummary = z.infer<typeof draftSummarySchema>;
