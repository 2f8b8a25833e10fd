// Comments as a viewer sees them: each comment's view (its author as the viewer may see them, counts, the viewer's
// vote and reactions, its menu) and flat comments nested into threads.
import { type ContentRef, contentMenu, menuBeyondReach } from '@hearth/shared/rules/permissions';
import { commentSlugFor } from '@hearth/shared/rules/slug';
import type { CommentView } from '@hearth/shared/schemas/forum';
import type { Forum } from '../members/gate.ts';
import { authorsBeyondReach } from '../posts/staff-judge.ts';
import type { PostItem } from '../posts/model.ts';
import { authorView } from '../posts/views.ts';
import * as actionStore from './store/actions.ts';
import type * as store from './store/comments.ts';

export const commentRef = (c: store.CommentItem, post: PostItem): ContentRef => ({
  kind: 'comment',
  authorId: c.authorId,
  anonymous: c.anonymous,
  archived: post.archived,
  approved: true,
});

/**
 * One comment for this viewer. `beyondReach`: the authors the viewer, as staff, may not act on (their menus leave out
 * what the server would refuse).
 */
export function view(
  forum: Forum,
  post: PostItem,
  c: store.CommentItem,
  actions: Map<string, actionStore.CommentActionItem>,
  replies: CommentView[] = [],
  beyondReach: ReadonlySet<string> = new Set(),
): CommentView {
  const action = actions.get(c.id) ?? null;
  return {
    id: c.id,
    slug: commentSlugFor(c.deleted ? '' : c.content, c.id),
    postId: c.postId,
    parentId: c.parentId,
    indentLevel: c.indentLevel,
    content: c.deleted ? '' : c.content,
    author: c.deleted
      ? { memberId: null, fullName: '[DELETED]', profilePicURL: null }
      : authorView(forum, {
          id: c.authorId,
          name: c.authorName,
          picKey: c.authorPicKey,
          anonymous: c.anonymous,
          deleted: c.authorDeleted,
          frameId: c.authorFrameId,
          subscriber: c.authorSubscriber,
        }),
    anonymous: c.anonymous,
    publishedAt: c.publishedAt,
    editedAt: c.editedAt,
    deleted: c.deleted,
    upvotes: c.upvotes,
    downvotes: c.downvotes,
    reactions: c.reactions,
    viewer: { vote: action?.vote ?? 'none', reactions: action?.reactions ?? [] },
    menu: c.deleted ? [] : commentMenu(forum, post, c, beyondReach.has(c.authorId)),
    totalReplies: c.totalReplies,
    replies,
  };
}

function commentMenu(forum: Forum, post: PostItem, c: store.CommentItem, authorBeyondReach: boolean) {
  const offered = contentMenu(forum.viewer, commentRef(c, post)).filter((a) => a !== 'subscribe');
  return authorBeyondReach ? menuBeyondReach(offered) : offered;
}

/** Nests flat comments by path under the given top-level ones, keeping their order; replies oldest first. */
export async function nest(
  forum: Forum,
  post: PostItem,
  top: store.CommentItem[],
  all: store.CommentItem[],
  actions: Map<string, actionStore.CommentActionItem>,
) {
  const shown = all.filter((c) => !c.deleted);
  const beyondReach = await authorsBeyondReach(
    forum,
    shown.map((c) => c.authorId),
    post.subforumId,
  );
  const children = new Map<string, store.CommentItem[]>();
  for (const c of [...all].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (c.parentId === null) continue;
    const parentPath = c.path.slice(0, c.path.lastIndexOf('/'));
    children.set(parentPath, [...(children.get(parentPath) ?? []), c]);
  }
  const build = (c: store.CommentItem): CommentView =>
    view(forum, post, c, actions, (children.get(c.path) ?? []).map(build), beyondReach);
  return top.map(build);
}

export async function commentActions(forum: Forum, postId: string, ids: string[]) {
  const actor = forum.actor;
  if (!actor || ids.length === 0) return new Map<string, actionStore.CommentActionItem>();
  return actionStore.getCommentActions(forum.config.community.communityId, postId, ids, actor.memberId);
}
