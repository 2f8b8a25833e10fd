// The draft sweep (scheduled): deletes drafts last saved more than 90 days ago, with the images uploaded to them.
import type { JobContext } from '../../platform/jobs.ts';
import { deleteOwnImages } from '../drafts.ts';
import { DRAFT_SWEEP_SHARDS } from '../../platform/db/keys.ts';
import { sweepCutoff } from '../draft-rules.ts';
import * as store from '../store/drafts.ts';

const PAGE = 100;

export async function sweepDrafts(ctx: JobContext): Promise<{ swept: number; done: boolean }> {
  const before = sweepCutoff(ctx.now());
  let swept = 0;
  // Each page is deleted as it is read, so the next query starts from the oldest left; no cursor is needed between
  // pages or runs. The index is spread over its partitions, each swept in turn (keys.draftSweep).
  for (let shard = 0; shard < DRAFT_SWEEP_SHARDS; shard++) {
    for (;;) {
      const page = await store.queryDraftsSavedBefore(shard, before, PAGE);
      for (const draft of page.items) {
        // A draft saved again since the query is not old any more: it stays.
        const gone = await store.deleteDraftSavedAt(draft);
        if (gone) {
          await deleteOwnImages(gone);
          swept++;
        }
      }
      if (ctx.timeLeftMs() < 10_000) return { swept, done: false };
      if (!page.lastKey) break;
    }
  }
  return { swept, done: true };
}
