// Content approval's API (member-forum §2.10, §4): the Post Submissions list. Approve and Deny are the post's own
// approval call (PUT /api/v1/posts/{postId}/approval).
import * as z from 'zod';

export const POST_SUBMISSIONS_PAGE_SIZE = 20;

export const postSubmissionsParamsSchema = z.object({ communityId: z.string().min(1).max(64) });
export const postSubmissionsQuerySchema = z.object({ cursor: z.string().max(2000).optional() });

export const postSubmissionSchema = z.object({
  postId: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The author's name as staff see it (staff see who posted anonymously). */
  authorName: z.string(),
  anonymous: z.boolean(),
  submittedAt: z.string(),
});
export type PostSubmission = z.infer<typeof postSubmissionSchema>;

export const postSubmissionsPageSchema = z.object({
  items: z.array(postSubmissionSchema),
  nextCursor: z.string().nullable(),
});
