// The stored post and the pure rules on it: its card, the feed slots (scope × type filter) it appears in, its sort
// attributes and title tokens. The items derived from it are built from these by the store
// (posts/store/derived-items.ts).
import { hotSortKey, topSortKey } from '@hearth/shared/rules/hot-score';

export type PostType = 'post' | 'image' | 'poll';

export interface StoredPollOption {
  id: string;
  title: string;
  count: number;
  /** Who wrote it: the post's author for the first options, a member for one they added (their vote is permanent). */
  authorId: string;
}

export interface StoredPoll {
  maxChoices: number;
  duration: number;
  extendable: boolean;
  options: StoredPollOption[];
}

export interface StoredCommenter {
  memberId: string;
  fullName: string;
  profilePicKey: string | null;
}

export interface StoredLinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  siteName: string | null;
}

/** The card fields: what a feed entry carries (everything but the content). */
export interface PostCardFields {
  communityId: string;
  id: string;
  slug: string;
  type: PostType;
  title: string;
  summary: string;
  bannerKey: string | null;
  authorId: string;
  authorName: string;
  authorPicKey: string | null;
  anonymous: boolean;
  archived: boolean;
  /** null awaiting approval, false denied (member-forum §4). */
  approved: boolean | null;
  publishedAt: string;
  editedAt: string | null;
  categoryId: string;
  categoryTitle: string;
  subforumId: string | null;
  subforumSlug: string | null;
  subforumTitle: string | null;
  /** Posts of private subforums stay out of the home feed. */
  subforumPrivate: boolean;
  upvotes: number;
  downvotes: number;
  score: number;
  /** Increments with every vote; sort keys carry the version they were computed from. */
  version: number;
  reactions: Record<string, number>;
  totalComments: number;
  commenters: StoredCommenter[];
  commenterCount: number;
  poll: StoredPoll | null;
  linkPreview: StoredLinkPreview | null;
  hashtags: string[];
  /** The scope this post is pinned in (its own), or null. */
  pinnedScope: string | null;
  /** The author deleted their account: shown as [DELETED USER], faceless, and in no author index. */
  authorDeleted?: boolean;
  // gamification
  /** The author's level, kept current by the `posts.author-level` consumer on level-ups (absent on older posts). */
  authorLevel?: number;
  /** The author's avatar frame, kept current by the `posts.author-frame` consumer (null or absent: none). */
  authorFrameId?: string | null;
  /** The author wears the subscriber badge, kept current by the `posts.author-subscriber` consumer (absent: no). */
  authorSubscriber?: boolean;
}

export interface PostItem extends PostCardFields {
  content: string;
  titleTokens: string[];
  deleted?: boolean;
  /** The scope a deleted post was pinned in, so republishing it (the audit log's undo) pins it there again. */
  pinnedBeforeRemoval?: string | null;
  /**
   * A deleted post whose feed entries, pin and search tokens are still in the table: the `posts.removal-cleanup`
   * consumer deletes them (and clears this) after the delete commits, so a delete writes few items; until then its id
   * is in the community's removing set and every read of entries or pins leaves it out (search reads the posts).
   */
  cleanupPending?: boolean;
}

export const HOME = 'home';
export const subforumScope = (subforumId: string) => `s:${subforumId}`;
export const categoryScope = (categoryId: string) => `c:${categoryId}`;
/** A member's own posts (their profile's Activity tab): signed posts outside private subforums, type `all` only. */
export const authorScope = (memberId: string) => `a:${memberId}`;

/** The scope a post is pinned in: its subforum, or home. */
export const ownScope = (post: Pick<PostItem, 'subforumId'>) =>
  post.subforumId ? subforumScope(post.subforumId) : HOME;

/** The time-ordered sort key of a post's entries (new/old). */
export const timeKey = (post: Pick<PostItem, 'publishedAt' | 'id'>) => `${post.publishedAt}#${post.id}`;

/**
 * The feeds a post appears in: its scopes (home unless private, its subforum, its category) × (all, its type), and
 * its author's (all only).
 */
export function feedSlots(post: PostItem): Array<{ scope: string; type: string }> {
  if (post.approved !== true || post.deleted) return [];
  const scopes = [
    ...(post.subforumId && post.subforumPrivate ? [] : [HOME]),
    ...(post.subforumId ? [subforumScope(post.subforumId)] : []),
    categoryScope(post.categoryId),
  ];
  const byAuthor =
    post.anonymous || post.authorDeleted || (post.subforumId && post.subforumPrivate)
      ? []
      : [authorScope(post.authorId)];
  return [
    ...scopes.flatMap((scope) => [
      { scope, type: 'all' },
      { scope, type: post.type },
    ]),
    ...byAuthor.map((scope) => ({ scope, type: 'all' })),
  ];
}

/** The entry's fields from the post: the card, without content and search tokens. */
export function cardOf(post: PostItem): PostCardFields {
  // A post read back from the table carries its own key attributes; a card must never carry them.
  const {
    content: _content,
    titleTokens: _tokens,
    deleted: _deleted,
    pinnedBeforeRemoval: _pinned,
    cleanupPending: _cleanup,
    PK: _pk,
    SK: _sk,
    GSI1PK: _gsi1pk,
    GSI1SK: _gsi1sk,
    ...card
  } = post as PostItem & { PK?: string; SK?: string; GSI1PK?: string; GSI1SK?: string };
  return card;
}

/** Sort attributes of the indexes: hot (GSI2) and top (GSI3), with the vote version they reflect. */
export const sortAttributes = (post: Pick<PostItem, 'score' | 'publishedAt' | 'id' | 'version'>) => ({
  GSI2SK: `${hotSortKey(post.score, post.publishedAt)}#${timeKey(post)}`,
  GSI3SK: `${topSortKey(post.score)}#${timeKey(post)}`,
  sortVersion: post.version,
});

/**
 * A post deleted (by its author, by staff, with its category): out of every feed, pin and search at once, its derived
 * items left for the cleanup consumer, and the scope it was pinned in kept so the audit log's undo pins it again.
 */
export const removed = (post: PostItem): PostItem => ({
  ...post,
  deleted: true,
  pinnedScope: null,
  pinnedBeforeRemoval: post.pinnedScope,
  cleanupPending: true,
});

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'is', 'at', 'by', 'or', 'with']);

/** Title words for search: lower case, accents folded, letters and digits only, stop words dropped, at most 12. */
export function titleTokens(title: string): string[] {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 12);
}

/** Post slugs: the title's words + '-' + the post id; the id is read back from the suffix (shared/src/rules/slug.ts). */
export { slugFor, idOfSlug as postIdOfSlug } from '@hearth/shared/rules/slug';
