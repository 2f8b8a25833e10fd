// A community's `isSampleAnalytics` flag (a new community's statistics page shows a marked sample until real data
// arrives): cleared by the analytics consumer when the first visitor of a day is counted. A conditional update whose
// failed condition (already cleared) is the expected answer; each container remembers the communities it cleared, so
// the steady state costs no write.
import { updateIfExists } from '../platform/db/conditional.ts';
import { keys } from '../platform/db/keys.ts';

const cleared = new Set<string>();
const CLEARED_MAX = 10_000;

/** Removes `isSampleAnalytics` from the community item while it is true; nothing otherwise. */
export async function clearSampleAnalytics(communityId: string): Promise<void> {
  if (cleared.has(communityId)) return;
  await updateIfExists({
    Key: keys.community(communityId),
    UpdateExpression: 'REMOVE #sample',
    ExpressionAttributeNames: { '#sample': 'isSampleAnalytics' },
    ExpressionAttributeValues: { ':true': true },
    also: '#sample = :true',
  });
  if (cleared.size > CLEARED_MAX) cleared.clear();
  cleared.add(communityId);
}
