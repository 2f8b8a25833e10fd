// Changing a stored post: re-read, re-apply, write conditioned on its version, until the change lands on the post's
// current state (concurrent edits, votes, pins). Edits, deletes and every staff action go through here.
import type { PermissionScope } from '@hearth/shared/rules/permissions';
import type { Forum } from '../members/gate.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { refusal } from '../platform/http/errors.ts';
import type { PostItem } from './model.ts';
import { readablePost } from './access.ts';
import { rewritePost } from './store/posts.ts';

const WRITE_RETRIES = 5;

/** Re-reads and re-applies a change until it lands on the post's current state (concurrent edits, votes). */
export async function rewrite(
  forum: Forum,
  postId: string,
  change: (post: PostItem, scope: PermissionScope) => PostItem | Promise<PostItem>,
) {
  return (await rewriteFrom(forum, postId, change)).after;
}

/**
 * `rewrite`, answering the post as it was before the change too. A change that returns the post itself writes
 * nothing; `extra` adds items to the transaction from the post before and after.
 */
export async function rewriteFrom(
  forum: Forum,
  postId: string,
  change: (post: PostItem, scope: PermissionScope) => PostItem | Promise<PostItem>,
  extra: (before: PostItem, after: PostItem) => TransactItem[] = () => [],
): Promise<{ before: PostItem; after: PostItem }> {
  for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
    const { post, scope } = await readablePost(forum, postId);
    const next = await change(post, scope);
    if (next === post) return { before: post, after: post };
    if (await rewritePost(post, next, extra(post, next))) {
      return { before: post, after: { ...next, version: post.version + 1 } };
    }
  }
  throw refusal('POST_CHANGING');
}
