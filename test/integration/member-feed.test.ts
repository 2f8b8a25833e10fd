// A signed-in member's feed over HTTP: the page other readers share, with the member's own state on it — their vote
// shows on their next read, with a count that has it — and never another community's page, even for one account that
// reads both (the owner, whose session is staff in each).
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { demoAccount } from './members.ts';

type Browser = Awaited<ReturnType<typeof signedInAccount>>['browser'];
interface Card {
  id: string;
  title: string;
  upvotes: number;
  viewer: { vote: string };
}
interface FeedResponse {
  items: Card[];
}

const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newPost(member: Browser, title: string): Promise<Card> {
  const categories = await member<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const created = await member<Card>('/api/v1/posts', {
    body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>Hello</p>' },
  });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

async function feedCard(reader: Browser, postId: string): Promise<Card | undefined> {
  const feed = await reader<FeedResponse>('/api/v1/feed?sort=new');
  expect(feed.status, feed.text).toBe(200);
  return feed.json.items.find((c) => c.id === postId);
}

async function vote(member: Browser, postId: string, press: 'upvote' | 'downvote') {
  const res = await member(`/api/v1/posts/${postId}/vote`, { method: 'PUT', body: { vote: press } });
  expect(res.status, res.text).toBe(200);
}

describe('a member’s feed page', () => {
  it('shows the member’s own vote, and a count that has it, on their next read', async () => {
    const author = (await signedInAccount('demo.localhost', 'feed-author')).browser;
    const voter = (await signedInAccount('demo.localhost', 'feed-voter')).browser;
    const other = (await signedInAccount('demo.localhost', 'feed-other')).browser;
    const post = await newPost(author, unique('Vote on me'));
    // Both read the page first, so the next reads may come from the page they share.
    expect(await feedCard(voter, post.id)).toMatchObject({ upvotes: 0, viewer: { vote: 'none' } });
    expect(await feedCard(other, post.id)).toMatchObject({ upvotes: 0, viewer: { vote: 'none' } });

    await vote(voter, post.id, 'upvote');
    expect(await feedCard(voter, post.id)).toMatchObject({ upvotes: 1, viewer: { vote: 'upvote' } });
    // Another member's own state is theirs: the voter's vote is never on their card.
    expect((await feedCard(other, post.id))?.viewer.vote).toBe('none');

    await vote(voter, post.id, 'upvote'); // the same press again takes the vote back
    expect(await feedCard(voter, post.id)).toMatchObject({ upvotes: 0, viewer: { vote: 'none' } });
  });

  it('is never another community’s, even for the owner, who reads both with the same standing', async () => {
    const demoPost = await newPost((await signedInAccount('demo.localhost', 'feed-demo')).browser, unique('Demo only'));
    const foundersPost = await newPost(
      await demoAccount('member@hearth.local', 'founders.localhost'),
      unique('Founders only'),
    );
    const onDemo = await demoAccount('owner@hearth.local');
    const onFounders = await demoAccount('owner@hearth.local', 'founders.localhost');
    for (let round = 0; round < 2; round++) {
      const demoIds = (await onDemo<FeedResponse>('/api/v1/feed?sort=new')).json.items.map((c) => c.id);
      const foundersIds = (await onFounders<FeedResponse>('/api/v1/feed?sort=new')).json.items.map((c) => c.id);
      expect(demoIds).toContain(demoPost.id);
      expect(demoIds).not.toContain(foundersPost.id);
      expect(foundersIds).toContain(foundersPost.id);
      expect(foundersIds).not.toContain(demoPost.id);
    }
  });
});
