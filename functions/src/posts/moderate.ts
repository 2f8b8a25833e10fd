// Staff actions on a post (member-forum §2.6, §4): approve or deny one awaiting approval, pin, archive, and the
// moderation domain's delete with a reason and its undo (republish).
import { COMMUNITY_WIDE_SUBFORUM_ID } from '@hearth/shared/constants/permissions';
import { isStaff } from '@hearth/shared/rules/permissions';
import { type Forum, categoryIn, forumWriter, subforumById } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { countOnDay } from '../platform/activity.ts';
import { auditItem } from '../platform/audit.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type PostItem, ownScope, removed } from './model.ts';
import { type ModeratedContent, moderatedPost } from './access.ts';
import { getPostAction } from './store/actions.ts';
import { queryLivePins } from './store/feed.ts';
import * as postStore from './store/posts.ts';
import { rewrite, rewriteFrom } from './rewrite.ts';

export const PINS_MAX = 5;

/**
 * Staff's decision on a post that is not published: approving puts it in the feeds and search as of now (its poll's
 * duration starts then too) and counts it among the day's posts, in the same transaction; denying keeps it out, for
 * its author and staff to see as denied. Approving a published post changes nothing.
 */
export async function setApproval(tenant: Tenant | null, actor: Actor | null, postId: string, approved: boolean) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const actorName = member ? `${member.firstName} ${member.lastName}`.trim() : memberId;
  const cid = forum.config.community.communityId;
  const { after: next } = await rewriteFrom(
    forum,
    postId,
    (post) => {
      if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
      if (approved && post.approved === true) return post;
      if (!approved && post.approved !== null) throw refusal('POST_NOT_AWAITING_APPROVAL');
      return approved
        ? { ...post, approved: true, publishedAt: new Date().toISOString() }
        : { ...post, approved: false };
    },
    (before, after) => [
      ...(before.approved !== true && after.approved === true ? [countOnDay(cid, 'posts', after.publishedAt)] : []),
      outboxItem(approved ? 'post.approved' : 'post.denied', cid, { postId, authorId: after.authorId, by: memberId }),
      // The staff action's audit entry (gatekeeping, content approval), with its effect; none when nothing changed.
      ...(before.approved === after.approved
        ? []
        : [
            auditItem(cid, {
              action: approved ? 'approve' : 'deny',
              reason: null,
              isDirectAction: true,
              reportId: null,
              contentType: 'post',
              postId,
              commentId: null,
              actorDetails: { id: memberId, name: actorName },
              reportedUserDetails: { id: after.authorId, name: after.authorName },
            }).item,
          ]),
    ],
  );
  return { id: next.id, slug: next.slug, approved: next.approved === true };
}

async function flags(forum: Forum, post: PostItem) {
  const action = forum.actor ? await getPostAction(post.communityId, post.id, forum.actor.memberId) : null;
  return {
    id: post.id,
    pinned: post.pinnedScope !== null,
    archived: post.archived,
    subscribed: action?.subscribed ?? false,
  };
}

/**
 * Staff move a post to a subforum (`-1`: the community's home) and one of its enabled categories: its feeds follow
 * (the rewrite re-keys its entries), and a pin stays only while its scope is unchanged (a pin is per scope).
 */
export async function movePost(
  tenant: Tenant | null,
  actor: Actor | null,
  postId: string,
  body: { subforumId: string; categoryId: string },
) {
  const { forum } = await forumWriter(tenant, actor);
  if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
  const subforum = body.subforumId === HOME_SUBFORUM_ID ? null : subforumById(forum, body.subforumId);
  if (body.subforumId !== HOME_SUBFORUM_ID && !subforum) throw refusal('SUBFORUM_MISSING');
  const category = categoryIn(forum, subforum, body.categoryId);
  const next = await rewrite(forum, postId, (post) => {
    if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
    if (post.categoryId === category.id && post.subforumId === (subforum?.id ?? null)) return post;
    const moved: PostItem = {
      ...post,
      categoryId: category.id,
      categoryTitle: category.title,
      subforumId: subforum?.id ?? null,
      subforumSlug: subforum?.slug ?? null,
      subforumTitle: subforum?.title ?? null,
      subforumPrivate: subforum?.private ?? false,
    };
    return { ...moved, pinnedScope: post.pinnedScope === ownScope(moved) ? post.pinnedScope : null };
  });
  return {
    id: next.id,
    slug: next.slug,
    subforumId: next.subforumId,
    categoryId: next.categoryId,
    pinned: next.pinnedScope !== null,
  };
}

/** The subforum id a move names the community's home by (member-forum §3: -1 means none/home). */
const HOME_SUBFORUM_ID = String(COMMUNITY_WIDE_SUBFORUM_ID);

export async function setPinned(tenant: Tenant | null, actor: Actor | null, postId: string, pinned: boolean) {
  const { forum } = await forumWriter(tenant, actor);
  const next = await rewrite(forum, postId, async (post) => {
    if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
    if (post.approved !== true) throw refusal('POST_AWAITING_APPROVAL');
    const scope = ownScope(post);
    if (pinned && post.pinnedScope === null) {
      const pins = await queryLivePins(post.communityId, scope);
      if (pins.length >= PINS_MAX) throw refusal('TOO_MANY_PINS', PINS_MAX);
    }
    return { ...post, pinnedScope: pinned ? scope : null };
  });
  return flags(forum, next);
}

export async function setArchived(tenant: Tenant | null, actor: Actor | null, postId: string, archived: boolean) {
  const { forum } = await forumWriter(tenant, actor);
  const next = await rewrite(forum, postId, (post) => {
    if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
    return { ...post, archived };
  });
  return flags(forum, next);
}

// moderation: staff delete with a reason, and republish (the audit log's undo)

/**
 * Staff delete a post the moderation domain has judged (`extra`: its audit entry, the report it resolves): as its
 * author's delete, in the same transaction, and the scope it was pinned in is kept so republishing pins it again.
 * Answers the post as it was.
 */
export async function removePost(
  forum: Forum,
  postId: string,
  by: string,
  extra: (post: ModeratedContent) => TransactItem[],
): Promise<ModeratedContent> {
  const cid = forum.config.community.communityId;
  const { before } = await rewriteFrom(forum, postId, removed, (before) => [
    outboxItem('post.deleted', cid, { postId, by }),
    ...extra(moderatedPost(before)),
  ]);
  return moderatedPost(before);
}

/**
 * `removePost`'s writes for several posts as read, uncommitted, packed into transactions of at most `maxItems` items:
 * a bulk action commits several posts at once (each conditioned on its post's version, so a post that moved fails its
 * transaction, whose posts then go one by one). A delete writes the post, its event and the removing set; its derived
 * items go with its cleanup. Each transaction answers the removals it holds.
 */
export function removalTransactions<T extends { read: PostItem; extra: TransactItem[] }>(
  removals: T[],
  by: string,
  maxItems: number,
): Array<{ removals: T[]; writes: TransactItem[] }> {
  const transactions = postStore.rewritePostsTransactions(
    removals.map(({ read, extra }) => ({
      before: read,
      after: removed(read),
      extra: [outboxItem('post.deleted', read.communityId, { postId: read.id, by }), ...extra],
    })),
    maxItems,
  );
  let from = 0;
  return transactions.map(({ count, items }) => {
    from += count;
    return { removals: removals.slice(from - count, from), writes: items };
  });
}

/**
 * A deleted post's cleanup (the `posts.removal-cleanup` consumer of `post.deleted`): its feed entries, pin and search
 * tokens deleted and the post out of the removing set, with the post conditioned on its version, as one transaction's
 * items. Nothing when there is nothing to clean: the post is gone, was cleaned up already or was republished.
 */
export async function removalCleanup(communityId: string, postId: string): Promise<TransactItem[]> {
  const post = await postStore.getPost(communityId, postId);
  if (!post?.cleanupPending) return [];
  return postStore.rewritePostItems(post, { ...post, cleanupPending: false });
}

/** A post staff deleted, as moderation judges it (its author and subforum); null when it is not deleted. */
export async function removedPost(forum: Forum, postId: string): Promise<ModeratedContent | null> {
  const post = await postStore.getPost(forum.config.community.communityId, postId);
  return post?.deleted ? moderatedPost(post) : null;
}

/**
 * Puts a deleted post back as it was: in its feeds, search and author's profile again, pinned where it was unless
 * that scope has its five pins meanwhile, with its counters untouched while it was away. Refused (UNDO_STALE) when
 * it is not deleted any more or has gone.
 */
export async function republishPost(forum: Forum, postId: string, by: string, extra: TransactItem[]) {
  const cid = forum.config.community.communityId;
  for (let attempt = 0; attempt < 5; attempt++) {
    const post = await postStore.getPost(cid, postId);
    if (!post?.deleted) throw refusal('UNDO_STALE');
    const { pinnedBeforeRemoval: pinned = null, deleted: _deleted, cleanupPending: _cleanup, ...rest } = post;
    const pinAgain = pinned !== null && post.approved === true && (await queryLivePins(cid, pinned)).length < PINS_MAX;
    const next: PostItem = { ...rest, pinnedScope: pinAgain ? pinned : null };
    const published = post.approved === true;
    const event = outboxItem('post.republished', cid, { postId, authorId: post.authorId, published, by });
    if (await postStore.rewritePost(post, next, [event, ...extra])) return moderatedPost(next);
  }
  throw refusal('POST_CHANGING');
}
