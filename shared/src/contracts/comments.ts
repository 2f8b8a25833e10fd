// Comments and replies (member-forum §2.6, §4): list, thread view, add, edit, delete, vote, react.
import * as z from 'zod';
import { createCommentBodySchema, editCommentBodySchema } from '../schemas/comments.ts';
import {
  commentParamsSchema,
  commentRefParamsSchema,
  commentReactionParamsSchema,
  commentSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  postParamsSchema,
  reactionResultSchema,
  threadResponseSchema,
  votePressSchema,
  voteResultSchema,
} from '../schemas/forum.ts';
import { endpoint } from './endpoint.ts';
import { commentRoutes } from './routes.ts';

const read = { tenancy: 'community', auth: 'public' } as const;
const write = { tenancy: 'community', auth: 'user' } as const;

export const listComments = endpoint({
  ...commentRoutes.listComments,
  summary: 'Top-level comments of a post (new or top), each with its replies nested up to 3 levels.',
  ...read,
  request: { params: postParamsSchema, query: commentsQuerySchema },
  response: commentsResponseSchema,
  errors: [400, 401, 403, 404],
  publicApi: true,
  guestCache: true,
});

export const getThread = endpoint({
  ...commentRoutes.getThread,
  summary:
    "One comment's thread: its top-level ancestor with the replies (the ?comment= view). Takes the comment's slug " +
    '(the id is read from its end) or its bare id.',
  ...read,
  request: { params: commentRefParamsSchema },
  response: threadResponseSchema,
  errors: [401, 403, 404],
  guestCache: true,
});

export const addComment = endpoint({
  ...commentRoutes.addComment,
  summary: 'Adds a comment or a reply (parentId); refused on archived posts and without the comment permission.',
  ...write,
  request: { params: postParamsSchema, body: createCommentBodySchema },
  response: commentSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const editComment = endpoint({
  ...commentRoutes.editComment,
  summary:
    'Edits a comment: its author, or staff who may delete it (their subforum, an author below their rank), audit-logged with an Undo.',
  ...write,
  request: { params: commentParamsSchema, body: editCommentBodySchema },
  response: commentSchema,
  errors: [400, 401, 403, 404, 409],
});

export const deleteComment = endpoint({
  ...commentRoutes.deleteComment,
  summary: 'Deletes a comment (its author or staff); one with replies keeps its place as deleted.',
  ...write,
  request: { params: commentParamsSchema },
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
  errors: [401, 403, 404],
});

export const voteComment = endpoint({
  ...commentRoutes.voteComment,
  summary: 'Presses upvote or downvote on a comment (same state machine as posts).',
  ...write,
  request: { params: commentParamsSchema, body: votePressSchema },
  response: voteResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const reactToComment = endpoint({
  ...commentRoutes.reactToComment,
  summary: "Toggles one of the community's reactions on a comment.",
  ...write,
  request: { params: commentReactionParamsSchema },
  response: reactionResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const commentEndpoints = {
  listComments,
  getThread,
  addComment,
  editComment,
  deleteComment,
  voteComment,
  reactToComment,
};
