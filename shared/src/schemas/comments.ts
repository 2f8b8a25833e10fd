// Comment input (member-forum §2.6, §3, §5): add a comment or reply, edit one.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { isBlankHtml } from './posts.ts';

/** Stored HTML of one comment; the spec sets no limit. */
export const COMMENT_CONTENT_MAX = 20_000;

export const commentContentSchema = z
  .string({ error: messages.commentEmpty })
  .max(COMMENT_CONTENT_MAX, messages.contentTooLong)
  .refine((html) => !isBlankHtml(html), messages.commentEmpty);

export const createCommentBodySchema = z.object({
  content: commentContentSchema,
  anonymous: z.boolean().default(false),
  /** The comment replied to; absent for a top-level comment. */
  parentId: z.string().min(1).max(100).optional(),
});

export const editCommentBodySchema = z.object({ content: commentContentSchema });

export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;
