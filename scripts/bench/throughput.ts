// Read throughput through the local gateway: the home feed's page 1 and a seeded post's comments page (newest
// and top first), as a guest, at 10 connections as fast as they go, each after a warm-up (its Lambda module loaded, the
// JIT and the community's cached configuration warm). The forum seed (feed.ts) must have run on this platform.
// These are guestCache reads, which the edge (CloudFront; the gateway locally) keeps for guests for a few seconds: the
// rows that measure the read itself give every request a URL of its own (an unknown query key the API ignores), so
// each one is an edge miss that reaches the Lambda; `feedEdgeHit` reads one URL, so all but the first are edge hits.
import { type HttpResult, runAutocannon } from './http.ts';

export const THROUGHPUT_CONNECTIONS = 10;

export interface ThroughputResults {
  feed: HttpResult;
  comments: HttpResult;
  commentsTop: HttpResult;
  /** Feed page 1 from the guests' edge cache. */
  feedEdgeHit: HttpResult;
}

export async function benchThroughput(port: number, post: { id: string }, seconds = 10): Promise<ThroughputResults> {
  const target = (name: string, path: string, uniqueUrls = true) => ({
    name,
    host: 'demo.localhost',
    path,
    connections: THROUGHPUT_CONNECTIONS,
    rate: null,
    // What the SPA's fetch sends: the answer is compressed as a browser receives it (platform/http/compression.ts).
    headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    uniqueUrls,
  });
  const warm = seconds >= 10 ? 3 : 1;
  const run = async (t: ReturnType<typeof target>) => {
    await runAutocannon(port, { ...t, seconds: warm });
    return runAutocannon(port, { ...t, seconds });
  };
  const feed = await run(target('feed page 1 (edge miss)', '/api/v1/feed'));
  const comments = await run(target('comments page (edge miss)', `/api/v1/posts/${post.id}/comments`));
  // By score, a page's threads are not adjacent in the post's partition: the read path this row watches.
  const commentsTop = await run(target('comments page, top (edge miss)', `/api/v1/posts/${post.id}/comments?sort=top`));
  const feedEdgeHit = await run(target('feed page 1 (guests’ edge cache)', '/api/v1/feed', false));
  return { feed, comments, commentsTop, feedEdgeHit };
}
