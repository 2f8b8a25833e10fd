// Post input (member-forum §2.6, §3, §5): create and edit for text, image and poll posts, and the image types.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { pollFieldsSchema } from './polls.ts';

export const POST_TITLE_MAX = 75;
/** Stored HTML of one post; the spec sets no limit, this one keeps an item well inside DynamoDB's 400 KB. */
export const POST_CONTENT_MAX = 100_000;
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/**
 * True when rich text holds nothing a reader would see: no text after tags and non-breaking spaces are removed, and
 * no image or video. Quill's empty editor is `<p><br></p>`. It judges emptiness only; sanitizing is the server's.
 */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length === 0;
}

/** Title: required, at most 75 (the counter shows length/75). */
export const postTitleSchema = z
  .string({ error: messages.titleRequired })
  .trim()
  .min(1, messages.titleRequired)
  .max(POST_TITLE_MAX, messages.titleTooLong);

const categoryId = z.string({ error: messages.categoryRequired }).trim().min(1, messages.categoryRequired).max(100);
const optionalContent = z.string().max(POST_CONTENT_MAX, messages.contentTooLong).default('');
const requiredContent = z
  .string({ error: messages.contentRequired })
  .max(POST_CONTENT_MAX, messages.contentTooLong)
  .refine((html) => !isBlankHtml(html), messages.contentRequired);
const mediaKey = z.string().min(1).max(300);
const attachment = z.string({ error: messages.attachmentRequired }).min(1, messages.attachmentRequired).max(300);
/** The link the author kept a preview for; the server fetches the preview itself and never trusts client fields. */
const linkPreview = z
  .object({ requestUrl: z.url({ protocol: /^https?$/, normalize: true }).max(2048) })
  .nullable()
  .default(null);

const common = {
  title: postTitleSchema,
  categoryId,
  linkPreview,
  /** Omitted for home / community-wide (subforum -1). */
  subforumId: z.string().min(1).max(100).optional(),
  anonymous: z.boolean().default(false),
  /** The draft it is published from: deleted with the post's creation, in the same transaction. */
  draftId: z
    .string()
    .regex(/^[0-9a-z]{26}$/i)
    .optional(),
};

export const createTextPostBodySchema = z.object({
  type: z.literal('post'),
  ...common,
  content: requiredContent,
  bannerKey: mediaKey.optional(),
});

export const createImagePostBodySchema = z.object({
  type: z.literal('image'),
  ...common,
  content: optionalContent,
  bannerKey: attachment,
});

export const createPollPostBodySchema = z.object({
  type: z.literal('poll'),
  ...common,
  content: optionalContent,
  ...pollFieldsSchema.shape,
});

export const createPostBodySchema = z.discriminatedUnion('type', [
  createTextPostBodySchema,
  createImagePostBodySchema,
  createPollPostBodySchema,
]);

/**
 * Edit: title, category, content, link preview and image. Not the type, the subforum (moving is a staff action),
 * anonymity (the checkbox is not on edit) or the poll's choices and options (votes are already counted on them).
 */
const editCommon = { title: postTitleSchema, categoryId, linkPreview };

export const editPostBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), ...editCommon, content: requiredContent, bannerKey: mediaKey.optional() }),
  z.object({ type: z.literal('image'), ...editCommon, content: optionalContent, bannerKey: mediaKey.optional() }),
  z.object({ type: z.literal('poll'), ...editCommon, content: optionalContent }),
]);

/** An image for a post: png, jpeg or gif (checked again by magic bytes on upload). */
export const postImageTypeSchema = z.enum(POST_IMAGE_TYPES, { error: messages.unsupportedImageType });

export type CreatePostBody = z.infer<typeof createPostBodySchema>;
export type EditPostBody = z.infer<typeof editPostBodySchema>;
