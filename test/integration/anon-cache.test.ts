// The guests' edge cache for public reads (scripts/local/gateway/guest-cache.ts): CloudFront's role in AWS. A guest's
// frame (site, layout, categories, leaderboard, legal pages), feed, post and comments answers are kept per host, path and query for their s-maxage and served to other guests; a
// request with the session cookie is never answered from it, and a member's answer is never kept. The edge here is
// told to behave as CloudFront does (a write empties nothing) and its clock stands still unless a test moves it, so
// the staleness bound is checked without waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CACHE_CONTROL, GUEST_EDGE_SECONDS, PRIVATE_CACHE_CONTROL } from '@hearth/shared/contracts/guest-cache';
import { signedInAccount } from './auth-flows.ts';
import { app, demo, drainEvents } from './context.ts';

const HIT = 'Hit from local edge';
const MISS = 'Miss from local edge';

async function edge(change: { writesPurge?: boolean; frozen?: boolean; advanceSeconds?: number }) {
  const res = await app('/_dev/edge', { body: change });
  expect(res.status, res.text).toBe(200);
}

type Member = Awaited<ReturnType<typeof signedInAccount>>['browser'];
interface Post {
  id: string;
  slug: string;
  viewer: { vote: string };
  upvotes: number;
}

/** A new post by a signed-in member, in the community's first category. */
async function newPost(member: Member, title: string): Promise<Post> {
  const categories = await member<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const created = await member<Post>('/api/v1/posts', {
    body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>Hello</p>' },
  });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
/** A feed URL no earlier test has read (the feed ignores unknown query keys; the edge keys on the whole query). */
const freshFeed = () => `/api/v1/feed?sort=new&probe=${unique('p')}`;
const titles = (res: { json: { items: Array<{ title: string }> } }) => res.json.items.map((p) => p.title);

beforeAll(async () => {
  // Deliveries still on their way from earlier files would be writes during these tests.
  await drainEvents();
  await edge({ writesPurge: false, frozen: true });
});

afterAll(async () => {
  await edge({ writesPurge: true, frozen: false });
});

describe('guests’ public reads at the local edge', () => {
  it('serves a guest’s feed page from the cache: the same bytes, marked public for the TTL', async () => {
    const path = freshFeed();
    const first = await demo(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe(MISS);
    expect(first.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
    const second = await demo(path);
    expect(second.headers['x-cache']).toBe(HIT);
    expect(second.text).toBe(first.text);
    // Another query is another key.
    expect((await demo(`${path}&other=1`)).headers['x-cache']).toBe(MISS);
  });

  it('never caches a route that reads the viewer, nor a refusal', async () => {
    for (const path of ['/api/v1/auth/session', '/api/v1/notifications/unread']) {
      await demo(path);
      const again = await demo(path);
      expect(again.headers['x-cache'], path).toBeUndefined();
      expect(again.headers['cache-control'], path).toBe('no-store');
    }
    const missing = `/api/v1/posts/${unique('missing')}`;
    expect((await demo(missing)).status).toBe(404);
    const again = await demo(missing);
    expect(again.headers).toMatchObject({ 'x-cache': MISS, 'cache-control': PRIVATE_CACHE_CONTROL });
  });

  it('serves the frame every guest page reads from the cache, and never a guest’s frame to a member', async () => {
    await edge({ advanceSeconds: GUEST_EDGE_SECONDS });
    for (const path of ['/api/v1/site', '/api/v1/layout', '/api/v1/categories', '/api/v1/pages/terms']) {
      const first = await demo(path);
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe(GUEST_CACHE_CONTROL);
      const second = await demo(path);
      expect(second.headers['x-cache'], path).toBe(HIT);
      expect(second.text, path).toBe(first.text);
    }
    // The guests' layout says a guest cannot post; a member's request never reads it, nor is the member's kept.
    const { browser: member } = await signedInAccount();
    expect((await demo<{ canPost: boolean }>('/api/v1/layout')).json.canPost).toBe(false);
    for (let i = 0; i < 2; i++) {
      const own = await member<{ canPost: boolean }>('/api/v1/layout');
      expect(own.headers['x-cache']).toBeUndefined();
      expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(own.json.canPost).toBe(true);
    }
    expect((await demo<{ canPost: boolean }>('/api/v1/layout')).json.canPost).toBe(false);
  });

  it('keeps a member’s own state from guests, and a guest’s cached answer from members', async () => {
    const { browser: author } = await signedInAccount();
    const { browser: voter } = await signedInAccount();
    const post = await newPost(author, unique('Edge vote'));
    const guestView = await demo<Post>(`/api/v1/posts/${post.slug}`);
    expect(guestView.json.viewer.vote).toBe('none');
    expect((await demo(`/api/v1/posts/${post.slug}`)).headers['x-cache']).toBe(HIT);

    const vote = await voter<{ upvotes: number }>(`/api/v1/posts/${post.id}/vote`, {
      method: 'PUT',
      body: { vote: 'upvote' },
    });
    expect(vote.status, vote.text).toBe(200);
    const { upvotes } = vote.json;
    expect(upvotes).toBe(guestView.json.upvotes + 1);

    // The member reads the same URL: the edge does not look in its cache for a request with the session cookie, and
    // keeps nothing of the member's answer (the second read reaches the Lambda again).
    for (let i = 0; i < 2; i++) {
      const own = await voter<Post>(`/api/v1/posts/${post.slug}`);
      expect(own.headers['x-cache']).toBeUndefined();
      expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(own.json).toMatchObject({ viewer: { vote: 'upvote' }, upvotes });
    }
    // Guests keep getting the guests' answer, never the member's vote.
    const guestAgain = await demo<Post>(`/api/v1/posts/${post.slug}`);
    expect(guestAgain.headers['x-cache']).toBe(HIT);
    expect(guestAgain.json).toMatchObject({ viewer: { vote: 'none' }, upvotes: guestView.json.upvotes });
    // After the TTL a guest sees the new count, still as a guest.
    await edge({ advanceSeconds: GUEST_EDGE_SECONDS });
    const fresh = await demo<Post>(`/api/v1/posts/${post.slug}`);
    expect(fresh.headers['x-cache']).toBe(MISS);
    expect(fresh.json).toMatchObject({ viewer: { vote: 'none' }, upvotes });
  });

  it('renders a page from the reads guests share: a new page shows a write once those reads have aged out', async () => {
    const { browser: author } = await signedInAccount();
    await edge({ advanceSeconds: GUEST_EDGE_SECONDS });
    const home = (tag: string) => demo(`/?sort=new&render=${unique(tag)}`, { headers: { accept: 'text/html' } });
    const before = await home('before');
    expect(before.headers['x-cache']).toBe(MISS);
    const title = unique('Rendered from shared reads');
    const created = await newPost(author, title);
    expect((await author<{ title: string }>(`/api/v1/posts/${created.slug}`)).json.title).toBe(title);
    // Another URL is another page, rendered anew, but its feed read is the one guests share.
    const stale = await home('stale');
    expect(stale.headers['x-cache']).toBe(MISS);
    expect(stale.text).not.toContain(title);
    await edge({ advanceSeconds: GUEST_EDGE_SECONDS });
    const fresh = await home('fresh');
    expect(fresh.text).toContain(title);
  });

  it('bounds a guest’s staleness by the TTL: a write invalidates nothing, the answer ages out', async () => {
    const { browser: author } = await signedInAccount();
    const path = freshFeed();
    expect((await demo(path)).headers['x-cache']).toBe(MISS);
    const title = unique('Fresh at the edge');
    await newPost(author, title);
    // The author sees it at once; guests get the kept page until it is GUEST_EDGE_SECONDS old.
    expect(titles(await author(path))).toContain(title);
    const stale = await demo<{ items: Array<{ title: string }> }>(path);
    expect(stale.headers['x-cache']).toBe(HIT);
    expect(titles(stale)).not.toContain(title);
    await edge({ advanceSeconds: GUEST_EDGE_SECONDS - 1 });
    expect((await demo(path)).headers['x-cache']).toBe(HIT);
    await edge({ advanceSeconds: 1 });
    const after = await demo<{ items: Array<{ title: string }> }>(path);
    expect(after.headers['x-cache']).toBe(MISS);
    expect(titles(after)).toContain(title);
  });
});
