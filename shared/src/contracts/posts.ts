// Posts: the feed, search, a post and what members and staff do to it (member-forum §2.5-2.6, §4, §6).
import * as z from 'zod';
import { addPollOptionBodySchema, pollVoteBodySchema } from '../schemas/polls.ts';
import { createPostBodySchema, editPostBodySchema } from '../schemas/posts.ts';
import {
  approvalBodySchema,
  approvalResultSchema,
  archivedBodySchema,
  createdPostSchema,
  feedQuerySchema,
  feedResponseSchema,
  linkPreviewBodySchema,
  linkPreviewSchema,
  mediaUploadBodySchema,
  mentionQuerySchema,
  mentionResponseSchema,
  movePostBodySchema,
  movedPostSchema,
  pinnedBodySchema,
  pollViewSchema,
  postDetailSchema,
  postFlagsSchema,
  postParamsSchema,
  postReactionParamsSchema,
  postSlugParamsSchema,
  reactionResultSchema,
  searchQuerySchema,
  searchResponseSchema,
  subscribedBodySchema,
  votePressSchema,
  voteResultSchema,
} from '../schemas/forum.ts';
import { presignedUploadSchema } from '../schemas/uploads.ts';
import { endpoint } from './endpoint.ts';
import { postRoutes } from './routes.ts';

const read = { tenancy: 'community', auth: 'public' } as const;
const write = { tenancy: 'community', auth: 'user' } as const;

export const getFeed = endpoint({
  ...postRoutes.getFeed,
  summary: 'A feed page of 20: home or a subforum, by category, type and sorting (hot, new, top, old); pinned first.',
  ...read,
  request: { query: feedQuerySchema },
  response: feedResponseSchema,
  errors: [400, 401, 403, 404],
  publicApi: true,
  guestCache: true,
});

export const searchPosts = endpoint({
  ...postRoutes.searchPosts,
  summary: 'Posts whose title has every word of the query, or that carry a #hashtag; by category and type.',
  ...read,
  request: { query: searchQuerySchema },
  response: searchResponseSchema,
  errors: [400, 401],
  publicApi: true,
  guestCache: true,
});

export const getPost = endpoint({
  ...postRoutes.getPost,
  summary: 'A post with its poll and the viewer state; 403 "This content is private.", 404 when removed.',
  ...read,
  request: { params: postSlugParamsSchema },
  response: postDetailSchema,
  errors: [401, 403, 404],
  publicApi: true,
  guestCache: true,
});

export const createPost = endpoint({
  ...postRoutes.createPost,
  summary: 'Publishes a text, image or poll post (or queues it for approval when the role needs it).',
  ...write,
  request: { body: createPostBodySchema },
  response: createdPostSchema,
  status: 201,
  errors: [400, 401, 403],
});

export const editPost = endpoint({
  ...postRoutes.editPost,
  summary:
    'Edits a post (title, category, content, image, link preview): its author, or staff who may delete it (their subforum, an author below their rank), audit-logged with an Undo.',
  ...write,
  request: { params: postParamsSchema, body: editPostBodySchema },
  response: createdPostSchema,
  errors: [400, 401, 403, 404],
});

export const deletePost = endpoint({
  ...postRoutes.deletePost,
  summary: 'Deletes a post: its author, or staff (staff removal is audit-logged with the moderation tools).',
  ...write,
  request: { params: postParamsSchema },
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
  errors: [401, 403, 404],
});

export const setPinned = endpoint({
  ...postRoutes.setPinned,
  summary: 'Pins or unpins a post in its scope (staff).',
  ...write,
  request: { params: postParamsSchema, body: pinnedBodySchema },
  response: postFlagsSchema,
  errors: [400, 401, 403, 404],
});

export const movePost = endpoint({
  ...postRoutes.movePost,
  summary:
    'Moves a post to another subforum (`-1`: home) and one of its categories (staff); its pin stays only in its own scope.',
  ...write,
  request: { params: postParamsSchema, body: movePostBodySchema },
  response: movedPostSchema,
  errors: [400, 401, 403, 404],
});

export const setArchived = endpoint({
  ...postRoutes.setArchived,
  summary: 'Archives a post (no more comments, replies, votes or reactions) or restores it (staff).',
  ...write,
  request: { params: postParamsSchema, body: archivedBodySchema },
  response: postFlagsSchema,
  errors: [400, 401, 403, 404],
});

export const setApproval = endpoint({
  ...postRoutes.setApproval,
  summary:
    'Publishes a post awaiting approval (or one denied earlier), or denies one awaiting approval (staff). A published post enters the feeds and search as of that moment.',
  ...write,
  request: { params: postParamsSchema, body: approvalBodySchema },
  response: approvalResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const setSubscribed = endpoint({
  ...postRoutes.setSubscribed,
  summary: 'Follows or unfollows a post (its activity is e-mailed once notifications exist).',
  ...write,
  request: { params: postParamsSchema, body: subscribedBodySchema },
  response: postFlagsSchema,
  errors: [400, 401, 403, 404],
});

export const votePost = endpoint({
  ...postRoutes.votePost,
  summary: 'Presses upvote or downvote: the same vote again removes it, the other one switches (one transaction).',
  ...write,
  request: { params: postParamsSchema, body: votePressSchema },
  response: voteResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const reactToPost = endpoint({
  ...postRoutes.reactToPost,
  summary: "Toggles one of the community's reactions on a post.",
  ...write,
  request: { params: postReactionParamsSchema },
  response: reactionResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const votePoll = endpoint({
  ...postRoutes.votePoll,
  summary: 'Votes for a poll option or removes the vote (unvote); refused after the end and past maxChoices.',
  ...write,
  request: { params: postParamsSchema, body: pollVoteBodySchema },
  response: pollViewSchema,
  errors: [400, 401, 403, 404, 409],
});

export const addPollOption = endpoint({
  ...postRoutes.addPollOption,
  summary: 'Adds an option to an extendable poll, with an automatic permanent vote on it.',
  ...write,
  request: { params: postParamsSchema, body: addPollOptionBodySchema },
  response: pollViewSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const createPostMediaUpload = endpoint({
  ...postRoutes.createPostMediaUpload,
  summary: 'A presigned POST for a post image (png, jpeg or gif; verified by magic bytes when the post is saved).',
  ...write,
  request: { body: mediaUploadBodySchema },
  response: presignedUploadSchema,
  status: 201,
  errors: [400, 401, 403],
});

export const previewLink = endpoint({
  ...postRoutes.previewLink,
  summary:
    'Fetches a public page server-side for the composer\'s link preview ("Preview not available for this link").',
  ...write,
  request: { body: linkPreviewBodySchema },
  response: linkPreviewSchema,
  errors: [400, 401, 429],
});

export const searchMentions = endpoint({
  ...postRoutes.searchMentions,
  summary: "Members whose name starts with the query, for the editor's @mentions (at most 8).",
  ...write,
  request: { query: mentionQuerySchema },
  response: mentionResponseSchema,
  errors: [400, 401],
});

export const postEndpoints = {
  getFeed,
  searchPosts,
  getPost,
  createPost,
  editPost,
  deletePost,
  setPinned,
  movePost,
  setArchived,
  setApproval,
  setSubscribed,
  votePost,
  reactToPost,
  votePoll,
  addPollOption,
  createPostMediaUpload,
  previewLink,
  searchMentions,
};
