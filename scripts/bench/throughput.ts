// Read throughput through the local gateway: the home feed's page 1 and a seeded post's comments page (newest
// and top first), as a
// guest, at 10 connections as fast as they go, each after a warm-up (its Lambda module loaded, the JIT and the
// community's cached configuration warm). The forum seed (feed.ts) must have run on this platform.
import { type HttpResult, runAutocannon } from './http.ts';

export const THROUGHPUT_CONNECTIONS = 10;

export async function benchThroughput(
  port: number,
  post: { id: string },
  seconds = 10,
): Promise<{ feed: HttpResult; comments: HttpResult; commentsTop: HttpResult }> {
  const target = (name: string, path: string) => ({
    name,
    host: 'demo.localhost',
    path,
    connections: THROUGHPUT_CONNECTIONS,
    rate: null,
    // What the SPA's fetch sends: the answer is compressed as a browser receives it (platform/http/compression.ts).
    headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  });
  const feedTarget = target('feed page 1', '/api/v1/feed');
  const commentsTarget = target('comments page', `/api/v1/posts/${post.id}/comments`);
  await runAutocannon(port, { ...feedTarget, seconds: 3 });
  const feed = await runAutocannon(port, { ...feedTarget, seconds });
  await runAutocannon(port, { ...commentsTarget, seconds: 3 });
  const comments = await runAutocannon(port, { ...commentsTarget, seconds });
  // By score, a page's threads are not adjacent in the post's partition: the read path this row watches.
  const topTarget = target('comments page, top', `/api/v1/posts/${post.id}/comments?sort=top`);
  await runAutocannon(port, { ...topTarget, seconds: 3 });
  const commentsTop = await runAutocannon(port, { ...topTarget, seconds });
  return { feed, comments, commentsTop };
}
