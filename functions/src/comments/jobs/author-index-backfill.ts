// The author index backfill. Profiles' Activity tab, an account's deletion and its data export read a
// member's content from author indexes (the author feed entries, GSI1 on posts, comments and actions) that items
// written before them lack. This job pages through the table's posts, then its comments (a Scan, the only one: a job,
// never a request path), gives each old item its indexes through the posts' and comments' own services, and
// checkpoints after every page: a run that runs out of time is resumed by the next, and once done it only reads its
// checkpoint. It writes posts and comments, so it lives with comments (which may import posts).
import { backfillCommentsPage } from '../author-data.ts';
import type { JobContext } from '../../platform/jobs.ts';
import { backfillPostsPage } from '../../posts/author-data.ts';

/**
 * Items per Scan page (before the filter; DynamoDB also stops a page at 1 MB). Nearly every scanned item is not a post,
 * comment or action, or is already indexed, so a page is mostly reads; one of only old items is a few seconds of
 * writes. Large pages keep a table of millions of items to a few hundred requests per run.
 */
export const BACKFILL_PAGE = 2_000;
/** Stops with this much of the run's time left, so the last page and its checkpoint finish. */
const MARGIN_MS = 15_000;

type Phase = 'posts' | 'comments' | 'done';
interface Cursor {
  phase: Phase;
  key?: Record<string, unknown>;
}

export async function backfillAuthorIndexes(ctx: JobContext): Promise<Record<string, unknown>> {
  let cursor = ((await ctx.checkpoint.load()) as Cursor | undefined) ?? { phase: 'posts' };
  let scanned = 0;
  let fixed = 0;
  while (cursor.phase !== 'done' && ctx.timeLeftMs() > MARGIN_MS) {
    const page =
      cursor.phase === 'posts'
        ? await backfillPostsPage(BACKFILL_PAGE, cursor.key)
        : await backfillCommentsPage(BACKFILL_PAGE, cursor.key);
    scanned += page.scanned;
    fixed += page.fixed;
    cursor = page.lastKey
      ? { phase: cursor.phase, key: page.lastKey }
      : { phase: cursor.phase === 'posts' ? 'comments' : 'done' };
    await ctx.checkpoint.save(cursor);
  }
  return { phase: cursor.phase, scanned, fixed };
}
