// What the notifications consumers may know of a post: its title, slug and author, and whether a given member could
// read it now (a deleted post, a private subforum or a post awaiting approval are not shown to whom cannot see them).
import { canViewContent, canViewSubforum } from '@hearth/shared/rules/permissions';
import { forumFor, scopeOf, subforumById } from '../members/gate.ts';
import type { MemberItem } from '../members/model.ts';
import { TransactionConditionFailed } from '../platform/db/transact.ts';
import { AppError } from '../platform/http/errors.ts';
import type { PostItem } from './model.ts';
import { getPostAction, queryFollowers, writePostAction } from './store/actions.ts';
import { getPost } from './store/posts.ts';
import { contentRefOf } from './views.ts';

export interface PostNotice {
  id: string;
  slug: string;
  title: string;
  authorId: string;
  anonymous: boolean;
  subforumId: string | null;
  post: PostItem;
}

/** A post that exists and is not deleted, for a notification about it; null otherwise. */
export async function postNotice(communityId: string, postId: string): Promise<PostNotice | null> {
  const post = await getPost(communityId, postId);
  if (!post || post.deleted) return null;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    authorId: post.authorId,
    anonymous: post.anonymous,
    subforumId: post.subforumId,
    post,
  };
}

/** Whether the member, as an active unbanned member of the community, may read the post now. */
export async function memberCanRead(notice: PostNotice, member: MemberItem): Promise<boolean> {
  try {
    const tenant = { kind: 'community' as const, communityId: member.communityId, host: '' };
    const actor = {
      sub: member.memberId,
      username: '',
      communityId: member.communityId,
      memberId: member.memberId,
      email: '',
      issuedAt: Math.floor(Date.now() / 1000),
    };
    const forum = await forumFor(tenant, actor, member);
    const scope = scopeOf(forum, subforumById(forum, notice.subforumId));
    return canViewSubforum(forum.viewer, scope) && canViewContent(forum.viewer, scope, contentRefOf(notice.post));
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Whether the member follows the post (gets its comments by e-mail). */
export async function followsPost(communityId: string, postId: string, memberId: string): Promise<boolean> {
  return (await getPostAction(communityId, postId, memberId))?.subscribed === true;
}

/** Every member following the post, at most `max` (a page of the post's action items at a time). */
export async function postFollowers(communityId: string, postId: string, max: number): Promise<string[]> {
  const found: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryFollowers(communityId, postId, startKey);
    found.push(...page.memberIds);
    startKey = page.lastKey;
  } while (startKey && found.length < max);
  return found.slice(0, max);
}

/**
 * Stops a member following a post, from a signed unsubscribe link (no session): their action item without the
 * follow, conditioned on its revision (retried once if they pressed something meanwhile). Answers whether they
 * followed it before.
 */
export async function unfollowPost(communityId: string, postId: string, memberId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const post = await getPost(communityId, postId);
    if (!post) return false;
    const current = await getPostAction(communityId, postId, memberId);
    if (current?.subscribed !== true) return false;
    const { PK: _pk, SK: _sk, ...action } = current as typeof current & { SK?: string };
    try {
      if (await writePostAction(post, memberId, current, { ...action, subscribed: false }, null, [])) return true;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
  }
  return false;
}
