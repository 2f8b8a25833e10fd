// What members read (member-forum §2.3-2.6, §3): the community layout, feed cards, a post with its poll, comments,
// search results. The SPA renders these; the posts and comments domains produce them.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { COMMENT_MAX_INDENT, FEED_SORTS, FEED_TYPES, POST_TYPES } from '../constants/forum.ts';
import { DASHBOARD_SECTIONS } from '../constants/dashboard.ts';

export const postTypeSchema = z.enum(POST_TYPES);
export const feedTypeSchema = z.enum(FEED_TYPES);
export const feedSortSchema = z.enum(FEED_SORTS);
export const commentSortSchema = z.enum(['new', 'top']);
export const voteStateSchema = z.enum(['none', 'upvote', 'downvote']);
export type FeedType = z.infer<typeof feedTypeSchema>;
export type FeedSort = z.infer<typeof feedSortSchema>;

const id = z.string().min(1).max(100);
const cursor = z.string().max(2000).optional();

export const authorSchema = z
  .object({
    /** null when anonymous (to everyone but staff) or deleted. */
    memberId: z.string().nullable(),
    /** "Anonymous" or "[DELETED USER]" when so. */
    fullName: z.string(),
    profilePicURL: z.string().nullable(),
    /** The author's level (1-99) on post cards, when known and the author is shown. */
    level: z.number().int().min(1).max(99).optional(),
    /** The author's avatar frame (the spec's profileUpgrades.avatarFrameDetails id), when they wear one. */
    avatarFrameId: z.string().optional(),
    /** The subscriber badge (shared/src/rules/supporters.ts `showsSubscriberBadge`), present only when it shows. */
    subscriber: z.literal(true).optional(),
  })
  .meta({ id: 'Author' });

export const reactionCountsSchema = z.record(z.string(), z.number().int());

export const viewerStateSchema = z.object({
  vote: voteStateSchema,
  reactions: z.array(z.string()),
  subscribed: z.boolean(),
});

export const pollOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().int(),
  voted: z.boolean(),
  isAuthor: z.boolean(),
});

export const pollViewSchema = z
  .object({
    maxChoices: z.number().int(),
    duration: z.number().int(),
    extendable: z.boolean(),
    endsAt: z.string(),
    ended: z.boolean(),
    totalOptions: z.number().int(),
    options: z.array(pollOptionSchema),
  })
  .meta({ id: 'Poll' });

export const linkPreviewSchema = z
  .object({
    url: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    siteName: z.string().nullable(),
  })
  .meta({ id: 'LinkPreview' });

export const postCardSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    type: postTypeSchema,
    title: z.string(),
    summary: z.string(),
    bannerURL: z.string().nullable(),
    author: authorSchema,
    anonymous: z.boolean(),
    pinned: z.boolean(),
    archived: z.boolean(),
    /** null while awaiting approval, false once denied: either way visible to its author and staff only. */
    approved: z.boolean().nullable(),
    publishedAt: z.string(),
    editedAt: z.string().nullable(),
    category: z.object({ id: z.string(), title: z.string() }).nullable(),
    subforum: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    reactions: reactionCountsSchema,
    totalComments: z.number().int(),
    commenters: z.array(z.object({ fullName: z.string(), profilePicURL: z.string().nullable() })),
    /** Commenters beyond the avatars shown ("N+"). */
    moreCommenters: z.number().int(),
    poll: pollViewSchema.nullable(),
    linkPreview: linkPreviewSchema.nullable(),
    hashtags: z.array(z.string()),
    viewer: viewerStateSchema,
  })
  .meta({ id: 'PostCard' });
export type PostCard = z.infer<typeof postCardSchema>;

/** `delete` is the author's own delete (§2.11 deleteOwnContent); `deleteContent` is staff's, with a reason. */
export const contentMenuActionSchema = z.enum([
  'edit',
  'delete',
  'deleteContent',
  'pin',
  'unpin',
  'archive',
  'unarchive',
  'approve',
  'deny',
  'move',
  'warn',
  'timeout',
  'ban',
  'report',
  'copyLink',
  'subscribe',
  'unsubscribe',
]);

export const postDetailSchema = postCardSchema
  .extend({
    content: z.string(),
    menu: z.array(contentMenuActionSchema),
    canComment: z.boolean(),
    /** The anonymousComment permission in the post's own scope (its subforum's overrides included). */
    canCommentAnonymously: z.boolean(),
    canVote: z.boolean(),
  })
  .meta({ id: 'Post' });
export type PostDetail = z.infer<typeof postDetailSchema>;

// ── layout ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const subforumLinkSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    emoji: z.string(),
    /** locked: shown in the panel (navigation on) but the viewer cannot open it. */
    visibility: z.enum(['visible', 'locked']),
  })
  .meta({ id: 'SubforumLink' });

export const scopePermissionsSchema = z.object({
  post: z.boolean(),
  image: z.boolean(),
  poll: z.boolean(),
  comment: z.boolean(),
  anonymousPost: z.boolean(),
  anonymousComment: z.boolean(),
});
export type ScopePermissions = z.infer<typeof scopePermissionsSchema>;

export const layoutResponseSchema = z
  .object({
    description: z.string(),
    backlink: z.object({ title: z.string(), url: z.string() }).nullable(),
    usersLeaderboard: z.boolean(),
    /** The community sells a supporter subscription: the account menu offers Subscription (member-forum §2, §6). */
    subscriptionsEnabled: z.boolean(),
    /** The owner turned AI content generation on: the composer's editor offers the AI writing assist. */
    aiContentGeneration: z.boolean(),
    subforums: z.array(subforumLinkSchema),
    feed: z.object({
      postTypes: z.array(postTypeSchema),
      postsSorting: z.array(feedSortSchema),
      commentsSorting: z.array(commentSortSchema),
    }),
    /** `imageURL`: a custom reaction's image (User Reactions), shown instead of the emoji. */
    reactions: z.array(
      z.object({ key: z.string(), title: z.string(), emoji: z.string(), imageURL: z.string().nullable().optional() }),
    ),
    /** The viewer's permissions community-wide (home); subforum pages answer their own. */
    permissions: scopePermissionsSchema,
    /**
     * The viewer may create a post somewhere (home or a subforum they can open, any post type): the SPA shows New
     * Post and Create only then, and to guests (who are asked to sign in). False for accounts that are not active.
     */
    canPost: z.boolean(),
    canModerate: z.boolean(),
    /** The staff dashboard's sections the viewer may open, in sidebar order; empty for anyone but staff. */
    dashboardSections: z.array(z.enum(DASHBOARD_SECTIONS)),
  })
  .meta({ id: 'Layout' });
export type Layout = z.infer<typeof layoutResponseSchema>;

export const legalPageSchema = z.enum(['terms', 'rules', 'privacy']);
export const legalPageParamsSchema = z.object({ page: legalPageSchema });
export const legalPageResponseSchema = z.object({ page: legalPageSchema, title: z.string(), html: z.string() });

export const categoriesQuerySchema = z.object({ subforum: z.string().max(100).optional() });
export const categoriesResponseSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
  nextCursor: z.null(),
});

// ── feed and search ────────────────────────────────────────────────────────────────────────────────────────────

export const feedQuerySchema = z.object({
  /** A subforum's slug; absent for home. */
  subforum: z.string().max(100).optional(),
  categoryId: id.optional(),
  type: feedTypeSchema.default('all'),
  sort: feedSortSchema.default('hot'),
  cursor,
});

export const feedResponseSchema = z
  .object({
    items: z.array(postCardSchema),
    nextCursor: z.string().nullable(),
    subforum: z.object({ id: z.string(), slug: z.string(), title: z.string(), emoji: z.string() }).nullable(),
    permissions: scopePermissionsSchema,
  })
  .meta({ id: 'Feed' });
export type FeedResponse = z.infer<typeof feedResponseSchema>;

export const searchQuerySchema = z.object({
  /** Title words, or `#hashtag`. */
  q: z.string().trim().min(1, 'Type something to search for.').max(100),
  categoryId: id.optional(),
  type: feedTypeSchema.default('all'),
  cursor,
});
export const searchResponseSchema = z.object({ items: z.array(postCardSchema), nextCursor: z.string().nullable() });

// ── post actions ───────────────────────────────────────────────────────────────────────────────────────────────

export const postParamsSchema = z.object({ postId: id });
export const postSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
/** approved: true published, null awaiting approval, false denied (a denied post edited by staff stays denied). */
export const createdPostSchema = z.object({ id: z.string(), slug: z.string(), approved: z.boolean().nullable() });
export const votePressSchema = z.object({ vote: z.enum(['upvote', 'downvote']) });
export const voteResultSchema = z.object({
  vote: voteStateSchema,
  upvotes: z.number().int(),
  downvotes: z.number().int(),
});
export const postReactionParamsSchema = z.object({ postId: id, key: z.string().min(1).max(30) });
export const commentReactionParamsSchema = z.object({ commentId: id, key: z.string().min(1).max(30) });
export const reactionResultSchema = z.object({ reactions: reactionCountsSchema, mine: z.array(z.string()) });
export const pinnedBodySchema = z.object({ pinned: z.boolean() });
export const archivedBodySchema = z.object({ archived: z.boolean() });
/** Staff move a post (member-forum §2.11 move): a subforum (`-1`: the community's home) and one of its categories. */
export const movePostBodySchema = z.object({
  subforumId: z.string({ error: messages.moveSubforumRequired }).min(1, messages.moveSubforumRequired).max(64),
  categoryId: z.string({ error: messages.moveCategoryRequired }).min(1, messages.moveCategoryRequired).max(64),
});
export type MovePostBody = z.infer<typeof movePostBodySchema>;
/** Where a moved post is now (its page's link and its place). */
export const movedPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  subforumId: z.string().nullable(),
  categoryId: z.string(),
  pinned: z.boolean(),
});
/** Staff's decision on a post awaiting approval: publish it (true) or deny it (false). */
export const approvalBodySchema = z.object({ approved: z.boolean() });
export const approvalResultSchema = z.object({ id: z.string(), slug: z.string(), approved: z.boolean() });
export const subscribedBodySchema = z.object({ subscribed: z.boolean() });
export const postFlagsSchema = z.object({
  id: z.string(),
  pinned: z.boolean(),
  archived: z.boolean(),
  subscribed: z.boolean(),
});
export const mediaUploadBodySchema = z.object({ fileType: z.enum(['image/png', 'image/jpeg', 'image/gif']) });
export const linkPreviewBodySchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) });
export const mentionQuerySchema = z.object({ q: z.string().trim().min(1).max(50) });
export const mentionResponseSchema = z.object({
  items: z.array(z.object({ memberId: z.string(), fullName: z.string(), profilePicURL: z.string().nullable() })),
  nextCursor: z.null(),
});

// ── comments ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface CommentView {
  id: string;
  /** A few words of the text + '-' + the id: the `?comment=` of a link to its thread (shared/src/rules/slug.ts). */
  slug: string;
  postId: string;
  parentId: string | null;
  indentLevel: number;
  content: string;
  author: z.infer<typeof authorSchema>;
  anonymous: boolean;
  publishedAt: string;
  editedAt: string | null;
  deleted: boolean;
  upvotes: number;
  downvotes: number;
  reactions: Record<string, number>;
  viewer: { vote: 'none' | 'upvote' | 'downvote'; reactions: string[] };
  menu: Array<z.infer<typeof contentMenuActionSchema>>;
  totalReplies: number;
  replies: CommentView[];
}

export const commentSchema: z.ZodType<CommentView> = z
  .object({
    id: z.string(),
    slug: z.string(),
    postId: z.string(),
    parentId: z.string().nullable(),
    indentLevel: z.number().int().min(0).max(COMMENT_MAX_INDENT),
    content: z.string(),
    author: authorSchema,
    anonymous: z.boolean(),
    publishedAt: z.string(),
    editedAt: z.string().nullable(),
    /** A deleted comment with replies keeps its place, without content or author. */
    deleted: z.boolean(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    reactions: reactionCountsSchema,
    viewer: z.object({ vote: voteStateSchema, reactions: z.array(z.string()) }),
    menu: z.array(contentMenuActionSchema),
    totalReplies: z.number().int(),
    get replies() {
      return z.array(commentSchema);
    },
  })
  .meta({ id: 'Comment' });

export const commentParamsSchema = z.object({ commentId: id });
/** A comment by its slug (`/post/{slug}?comment={commentSlug}`) or, as older links have it, by its bare id. */
export const commentRefParamsSchema = z.object({
  commentId: id.meta({ description: "The comment's slug, or its id." }),
});
export const commentsQuerySchema = z.object({ sort: commentSortSchema.default('new'), cursor });
export const commentsResponseSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
  totalComments: z.number().int(),
});
export const threadResponseSchema = z.object({ postId: z.string(), postSlug: z.string(), thread: commentSchema });
