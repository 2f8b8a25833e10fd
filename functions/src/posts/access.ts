// A post as a request reaches it, for the posts and comments domains alike: it exists (not deleted), and a reader
// needs view of its subforum (else 403 "This content is private.") and, until it is published, to be its author
// or staff (else 404 "Content Not Found", as if it did not exist).
import { type PermissionScope, canViewContent, canViewSubforum } from '@hearth/shared/rules/permissions';
import { type Forum, contentNotFound, contentPrivate, scopeOf, subforumById } from '../members/gate.ts';
import type { PostItem } from './model.ts';
import { getPost, getPosts } from './store/posts.ts';
import { contentRefOf } from './views.ts';

/** A post that exists (not deleted), with its scope; whether the viewer may read it is the caller's next step. */
export async function livePost(forum: Forum, postId: string) {
  const post = await getPost(forum.config.community.communityId, postId);
  if (!post || post.deleted) throw contentNotFound();
  return { post, scope: scopeOf(forum, subforumById(forum, post.subforumId)) };
}

export function assertReadable(forum: Forum, post: PostItem, scope: PermissionScope) {
  if (!canViewSubforum(forum.viewer, scope)) throw contentPrivate();
  if (!canViewContent(forum.viewer, scope, contentRefOf(post))) throw contentNotFound();
}

/** A post the viewer may read, with its scope. */
export async function readablePost(forum: Forum, postId: string) {
  const found = await livePost(forum, postId);
  assertReadable(forum, found.post, found.scope);
  return found;
}

/** Of some posts (one BatchGet), those that exist and the viewer may read, by id (a profile's comment activity). */
export async function readablePosts(forum: Forum, postIds: string[]): Promise<Map<string, PostItem>> {
  const cid = forum.config.community.communityId;
  const unique = [...new Set(postIds)];
  const posts = await getPosts(cid, unique);
  const readable = posts.filter((post) => {
    if (post.deleted) return false;
    const scope = scopeOf(forum, subforumById(forum, post.subforumId));
    return canViewSubforum(forum.viewer, scope) && canViewContent(forum.viewer, scope, contentRefOf(post));
  });
  return new Map(readable.map((p) => [p.id, p]));
}

// moderation
/** What moderation records and judges of a post or comment: its author, place and a short excerpt. */
export interface ModeratedContent {
  postId: string;
  commentId: string | null;
  postSlug: string;
  subforumId: string | null;
  excerpt: string;
  authorId: string;
  authorName: string;
  anonymous: boolean;
}

export const moderatedPost = (post: PostItem): ModeratedContent => ({
  postId: post.id,
  commentId: null,
  postSlug: post.slug,
  subforumId: post.subforumId,
  excerpt: post.title,
  authorId: post.authorId,
  authorName: post.authorName,
  anonymous: post.anonymous,
});

/** A post as moderation judges it, with the post as read (so its delete can skip reading it again). */
export type ReadContent = ModeratedContent & { read: PostItem };

/** Of some posts (one BatchGet), those the viewer may read, as moderation judges them, by id (bulk actions). */
export async function reportablePosts(forum: Forum, postIds: string[]): Promise<Map<string, ReadContent>> {
  const posts = await readablePosts(forum, postIds);
  return new Map([...posts].map(([id, post]) => [id, { ...moderatedPost(post), read: post }]));
}

/** What a report records of a post the viewer may read (moderation domain). */
export async function reportablePost(forum: Forum, postId: string) {
  return moderatedPost((await readablePost(forum, postId)).post);
}
