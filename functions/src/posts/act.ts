// Votes, reactions and follows on a post (member-forum §2.6): presses through the content-action module shared with
// comments (posts/content-actions.ts); the post is its target.
import { type PermissionScope, canViewContent, canVoteOrReact } from '@hearth/shared/rules/permissions';
import { type ActionTarget, type Vote, act, castVote, pressReaction } from './content-actions.ts';
import { type Forum, contentPrivate, forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { readablePost } from './access.ts';
import type { PostItem } from './model.ts';
import * as actionStore from './store/actions.ts';
import * as counterStore from './store/counters.ts';
import { getPost } from './store/posts.ts';
import { contentRefOf } from './views.ts';

export interface PostInScope {
  post: PostItem;
  scope: PermissionScope;
}

/**
 * A post as presses reach it: readable by the viewer (else 404, or 403 for a private subforum, exactly as its page
 * answers), the member's action item on it, its counters on the post and every card, and the hot and top sort keys
 * refreshed after a change of score.
 */
export function postTarget(
  forum: Forum,
  memberId: string,
  postId: string,
): ActionTarget<PostInScope, counterStore.PostChange> {
  const cid = forum.config.community.communityId;
  return {
    load: () => readablePost(forum, postId),
    actionOf: ({ post }) => actionStore.getPostAction(cid, post.id, memberId),
    write: ({ post }, previous, next, change, events) =>
      actionStore.writePostAction(post, memberId, previous, next, change, events),
    refresh: async ({ post, scope }, change) => {
      const scored = change.counters?.add?.score !== undefined;
      const fresh = scored ? await counterStore.refreshSortKeys(cid, post.id) : await getPost(cid, post.id);
      return fresh && { post: fresh, scope };
    },
  };
}

/** Votes, reactions and poll votes: signed in, can read it, published, not archived (member-forum §2.6). */
export function assertCanVote(forum: Forum, { post, scope }: PostInScope) {
  if (post.archived) throw refusal('POST_ARCHIVED');
  if (!canVoteOrReact(forum.viewer, scope, contentRefOf(post))) throw refusal('VOTE_NOT_ALLOWED');
}

/** A vote: the member's action and the counts in one transaction, then the hot/top keys from the new score. */
export async function votePost(tenant: Tenant | null, actor: Actor | null, postId: string, pressed: Vote) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return castVote(postTarget(forum, memberId, postId), pressed, {
    check: (target) => assertCanVote(forum, target),
    event: ({ post }, vote) =>
      outboxItem('vote.cast', post.communityId, { postId, memberId, vote, authorId: post.authorId }),
    counts: ({ post }) => post,
  });
}

/** A reaction toggled on or off; its count on the post and every card moves with it. */
export async function reactToPost(tenant: Tenant | null, actor: Actor | null, postId: string, key: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return pressReaction(forum, postTarget(forum, memberId, postId), key, {
    check: (target) => assertCanVote(forum, target),
    event: ({ post }) =>
      outboxItem('reaction.added', post.communityId, { postId, memberId, key, authorId: post.authorId }),
    reactions: ({ post }) => post.reactions,
  });
}

/** Following a post (its notifications): the member's action item only. */
export async function setSubscribed(tenant: Tenant | null, actor: Actor | null, postId: string, subscribed: boolean) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  const { content } = await act(postTarget(forum, memberId, postId), ({ post, scope }, current) => {
    if (!canViewContent(forum.viewer, scope, contentRefOf(post))) throw contentPrivate();
    return { action: { ...current, subscribed }, change: null };
  });
  const { post } = content;
  return { id: post.id, pinned: post.pinnedScope !== null, archived: post.archived, subscribed };
}
