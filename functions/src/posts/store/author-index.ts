// A member's own posts and actions, in every state (their account's deletion and data export, their level and frame
// on their cards): the author index of posts (GSI1 `MP#`) and the member index of post actions (GSI1 `MAP#`), and the
// backfill that indexes items written before those indexes.
import { scanPage } from '../../platform/db/scan.ts';
import { keys } from '../../platform/db/keys.ts';
import { type IndexPage, type PageKey, queryIndexPage } from '../../platform/db/query.ts';
import { updateIf } from '../../platform/db/update.ts';
import type { PostItem } from '../model.ts';
import type { PostActionItem } from './actions.ts';

/** The partition a cursor over a member's posts must carry. */
export const postsByAuthorPartition = (communityId: string, memberId: string) => ({
  GSI1PK: keys.postsByAuthor(communityId, memberId, '').GSI1PK,
});

/** The partition a cursor over a member's post actions must carry. */
export const postActionsByMemberPartition = (communityId: string, memberId: string) => ({
  GSI1PK: keys.postActionsByMember(communityId, memberId, '').GSI1PK,
});

/** A page of a member's posts in every state, newest first (Query GSI1 `C#<cid>#MP#<memberId>`). */
export const queryPostsByAuthor = (
  communityId: string,
  memberId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<PostItem>> =>
  queryIndexPage<PostItem>('GSI1', postsByAuthorPartition(communityId, memberId).GSI1PK, { limit, startKey });

/** A page of a member's action items on posts, by post id (Query GSI1 `C#<cid>#MAP#<memberId>`). */
export async function queryPostActionsOf(
  communityId: string,
  memberId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<PostActionItem & { postId: string }>> {
  const partition = postActionsByMemberPartition(communityId, memberId).GSI1PK;
  const page = await queryIndexPage<PostActionItem & { GSI1SK: string }>('GSI1', partition, {
    limit,
    startKey,
    newestFirst: false,
  });
  return { ...page, items: page.items.map((item) => ({ ...item, postId: item.GSI1SK })) };
}

/**
 * A page of the table's post and post-action items (Scan, filtered; the author index backfill job only, never a
 * request path), from `startKey`.
 */
export const scanPostItems = (limit: number, startKey?: Record<string, unknown>) =>
  scanPage(
    { filter: 'SK = :post OR begins_with(SK, :action)', values: { ':post': 'POST', ':action': 'ACT#' } },
    limit,
    startKey,
  );

/** Sets a post action item's member index (GSI1) when it has none yet; false when it has one or is gone. */
export async function indexPostAction(item: Record<string, unknown>): Promise<boolean> {
  const pk = /^C#(.+)#P#([^#]+)$/.exec(String(item.PK));
  const sk = /^ACT#(.+)$/.exec(String(item.SK));
  if (!pk || !sk) return false;
  const index = keys.postActionsByMember(pk[1]!, sk[1]!, pk[2]!);
  return updateIf({
    Key: { PK: item.PK, SK: item.SK },
    UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
    ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
  });
}

/** Whether a scanned item is a post item (else it is a post action). */
export const isPostItem = (item: Record<string, unknown>) => item.SK === keys.post('', '').SK;
