// The posts of a deleted category, deleted or moved to another category of the same subforum (owner-dashboard §4),
// a pass at a time: the category's feed entries (published posts) and its pinned posts name them; each post is
// rewritten on its own (posts/store/posts.ts rewritePost, conditioned on its version), so a pass that dies half-way is
// simply run again. A moved or deleted post leaves the category's entries, so the next pass starts from the top.
import type { TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { HOME, type PostItem, categoryScope, removed, subforumScope } from './model.ts';
import { feedPartition, queryFeed, queryPins } from './store/feed.ts';
import { getPost, rewritePost } from './store/posts.ts';

export interface CategoryMove {
  communityId: string;
  /** The category's subforum, or `home`. */
  subforumId: string;
  categoryId: string;
  mode: 'delete' | 'reassign';
  /** Where reassigned posts go (id and title), or null when they are deleted. */
  target: { id: string; title: string } | null;
  /** Who deleted the category (the `post.deleted` events name them). */
  by: string;
}

/** Posts per pass: a pass stays well inside one Lambda invocation (about 2 s locally). */
export const MOVE_PASS_SIZE = 200;
const CONCURRENCY = 8;
const WRITE_RETRIES = 5;

async function movePost(move: CategoryMove, postId: string): Promise<boolean> {
  for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
    const post = await getPost(move.communityId, postId);
    if (!post || post.deleted || post.categoryId !== move.categoryId) return false;
    const next: PostItem = move.target
      ? { ...post, categoryId: move.target.id, categoryTitle: move.target.title }
      : // Its entries and tokens go in this same write (no cleanup pending): the next pass reads the category's
        // entries from the top and must not find this post's again.
        { ...removed(post), cleanupPending: false };
    const extra: TransactItem[] = move.target
      ? []
      : [outboxItem('post.deleted', move.communityId, { postId, by: move.by })];
    if (await rewritePost(post, next, extra)) return true;
  }
  throw new Error(`post ${postId} kept changing while its category was deleted`);
}

/**
 * One pass over a deleted category's posts: up to `limit` of them deleted or moved. Answers how many were handled
 * and whether more may remain (the caller schedules the next pass).
 */
export async function moveCategoryPosts(
  move: CategoryMove,
  limit = MOVE_PASS_SIZE,
): Promise<{ handled: number; remaining: boolean }> {
  const partition = feedPartition(move.communityId, categoryScope(move.categoryId), 'all');
  const ownScope = move.subforumId === HOME ? HOME : subforumScope(move.subforumId);
  const [page, pins] = await Promise.all([queryFeed(partition, 'new', limit), queryPins(move.communityId, ownScope)]);
  const ids = [
    ...new Set([
      ...pins.filter((p) => p.categoryId === move.categoryId).map((p) => p.id as string),
      ...page.items.map((e) => e.id as string),
    ]),
  ];
  let handled = 0;
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      if (await movePost(move, id)) handled++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return { handled, remaining: page.items.length >= limit };
}
