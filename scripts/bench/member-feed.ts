// A signed-in member's feed on the shared page (functions/src/posts/store/shared-pages.ts): DynamoDB requests per page
// when the page is cold and when it is warm (in process, counting the document client's commands as feed.ts does), a
// warm page's time in process, and page 1 through the gateway with a member's session. The forum seed (feed.ts
// `seedVolume`) must have run on this platform.
import { DEMO_MEMBER, signedInVoters } from './feed.ts';
import { countingClient } from './read-counter.ts';
import { percentile, timeSequential } from './stats.ts';

const COMMUNITY = 'cm-demo';
/** The titles of the posts the forum seed writes (feed.ts `seedVolume`), whose author is a supporter there. */
const SEEDED_TITLE = / project number \d+$/;

/** Counts feed reads, leaving out the community's item collection (its configuration and the viewer's roles, cached). */
export interface MemberFeedResults {
  pagesMeasured: number;
  /** Most requests of a member's page built in the request (no shared page yet). */
  coldMaxRequests: number;
  /** Most requests of a member's page read again while its shared page is warm. */
  warmMaxRequests: number;
  /** A warm page 1 (home, hot) in process, ms. */
  inProcess: { p50: number; p99: number };
  /** Page 1 (home, hot) through the gateway with a member's session, ms. */
  gateway: { p50: number; p99: number };
  /** The forum seed's cards on the measured pages, and those showing the subscriber badge (their author is one). */
  cardsRead: number;
  subscriberCards: number;
}

export async function benchMemberFeed(
  port: number,
  scopes: { subforum: string; category: string },
  pagesPerFeed = 10,
  requests = 500,
): Promise<MemberFeedResults> {
  const feed = await import('@hearth/functions/posts/feed');
  const counter = await countingClient('memberFeedCounter', { skipPartition: `C#${COMMUNITY}` });
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  const member = DEMO_MEMBER;
  const read = (input: Parameters<typeof feed.getFeed>[2]) => feed.getFeed(tenant, member, input);
  await read({ type: 'all', sort: 'hot' }); // the member's roles, cached as on any warm container
  let coldMaxRequests = 0;
  let warmMaxRequests = 0;
  let pagesMeasured = 0;
  let cardsRead = 0;
  let subscriberCards = 0;
  for (const scope of [{}, { subforum: scopes.subforum }, { categoryId: scopes.category }]) {
    for (const sort of ['hot', 'new', 'top', 'old'] as const) {
      let cursor: string | undefined;
      for (let page = 1; page <= pagesPerFeed; page++) {
        const input = { ...scope, type: 'all' as const, sort, cursor };
        counter.requests = 0;
        const out = await read(input);
        coldMaxRequests = Math.max(coldMaxRequests, counter.requests);
        counter.requests = 0;
        await read(input);
        warmMaxRequests = Math.max(warmMaxRequests, counter.requests);
        pagesMeasured += 1;
        // The demo seed's own posts (written for its members as they are) share the feed: only the forum seed's count.
        const seeded = out.items.filter((c) => SEEDED_TITLE.test(c.title));
        cardsRead += seeded.length;
        subscriberCards += seeded.filter((c) => c.author.subscriber === true).length;
        cursor = out.nextCursor ?? undefined;
        if (!cursor) break;
      }
    }
  }
  await timeSequential(100, () => read({ type: 'all', sort: 'hot' }));
  const inProcess = await timeSequential(requests, () => read({ type: 'all', sort: 'hot' }));

  const [browser] = await signedInVoters(port, 1);
  const get = async () => {
    const res = await browser!('/api/v1/feed?sort=hot');
    if (res.status !== 200) throw new Error(`member feed answered ${res.status}`);
  };
  await timeSequential(100, get);
  const gateway = await timeSequential(requests, get);
  return {
    pagesMeasured,
    coldMaxRequests,
    warmMaxRequests,
    inProcess: { p50: percentile(inProcess, 50), p99: percentile(inProcess, 99) },
    gateway: { p50: percentile(gateway, 50), p99: percentile(gateway, 99) },
    cardsRead,
    subscriberCards,
  };
}
