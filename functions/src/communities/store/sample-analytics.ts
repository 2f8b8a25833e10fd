// The community item's `isSampleAnalytics` flag, removed while it is true (a conditional UpdateItem).
import { updateIfExists } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';

/** Removes the flag when it is true; false when it was not (already cleared, or never set). */
export async function removeSampleAnalytics(communityId: string): Promise<boolean> {
  const out = await updateIfExists({
    Key: keys.community(communityId),
    UpdateExpression: 'REMOVE #sample',
    ExpressionAttributeNames: { '#sample': 'isSampleAnalytics' },
    ExpressionAttributeValues: { ':true': true },
    also: '#sample = :true',
  });
  return out !== null;
}
