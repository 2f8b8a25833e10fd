// A community's `isSampleAnalytics` flag (a new community's statistics page shows a marked sample until real data
// arrives): cleared by the analytics consumer when the first visitor of a day is counted. A failed condition (already
// cleared, or never set) is the expected answer; each container remembers the communities it saw cleared, so the
// steady state costs no write.
import { removeSampleAnalytics } from './store/sample-analytics.ts';

const cleared = new Set<string>();
const CLEARED_MAX = 10_000;

/** Clears `isSampleAnalytics` while it is true; nothing otherwise. */
export async function clearSampleAnalytics(communityId: string): Promise<void> {
  if (cleared.has(communityId)) return;
  await removeSampleAnalytics(communityId);
  if (cleared.size > CLEARED_MAX) cleared.clear();
  cleared.add(communityId);
}
