import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../platform/db/transact.ts';
import { type PostItem, removed } from './model.ts';
import { derivedItems } from './store/derived-items.ts';
import { rewritePostItems, rewritePostsItems, rewritePostsTransactions } from './store/posts.ts';

const post = (id: string, over: Partial<PostItem> = {}): PostItem => ({
  communityId: 'cm-1',
  id,
  slug: `a-post-${id}`,
  type: 'post',
  title: 'A post',
  summary: 'A post',
  bannerKey: null,
  authorId: 'mb-1',
  authorName: 'Maya',
  authorPicKey: null,
  anonymous: false,
  archived: false,
  approved: true,
  publishedAt: '2026-11-26T00:00:00.000Z',
  editedAt: null,
  categoryId: 'ct-1',
  categoryTitle: 'General',
  subforumId: null,
  subforumSlug: null,
  subforumTitle: null,
  subforumPrivate: false,
  upvotes: 0,
  downvotes: 0,
  score: 0,
  version: 3,
  reactions: {},
  totalComments: 0,
  commenters: [],
  commenterCount: 0,
  poll: null,
  linkPreview: null,
  hashtags: ['news'],
  pinnedScope: 'home',
  content: '<p>x</p>',
  titleTokens: ['post'],
  ...over,
});

const keyOf = (k: Record<string, unknown> = {}) => `${String(k.PK)}|${String(k.SK)}`;
/** What a transaction does, item by item: kind and key (the removing set's change with its ids). */
const summary = (items: TransactItem[]) =>
  items.map((i) =>
    i.Put
      ? `put ${keyOf(i.Put.Item)}`
      : i.Delete
        ? `delete ${keyOf(i.Delete.Key)}`
        : `${String(i.Update!.UpdateExpression)} ${[...(i.Update!.ExpressionAttributeValues![':ids'] as Set<string>)].join(',')}`,
  );
const derivedKeys = (p: PostItem) => derivedItems(p).map((d) => keyOf(d.key));

describe("a post's delete and its cleanup, as transaction items", () => {
  const live = post('p1');
  const deleted = { ...removed(live), version: live.version + 1 };

  it('has derived items to clean (pinned at home: its author entry, the pin, two tokens)', () => {
    expect(derivedKeys(live)).toHaveLength(4);
    expect(derivedKeys({ ...live, pinnedScope: null })).toHaveLength(7);
  });

  it('a delete writes the post and joins the removing set; its entries, pin and tokens stay', () => {
    const items = rewritePostItems(live, removed(live));
    expect(summary(items)).toEqual(['put C#cm-1#P#p1|POST', 'ADD ids :ids p1']);
    expect(items[0]!.Put!.Item).toMatchObject({ deleted: true, cleanupPending: true, pinnedBeforeRemoval: 'home' });
  });

  it('the cleanup deletes every derived item the post had and leaves the set', () => {
    const items = rewritePostItems(deleted, { ...deleted, cleanupPending: false });
    expect(summary(items)).toEqual([
      'put C#cm-1#P#p1|POST',
      ...derivedKeys(live).map((k) => `delete ${k}`),
      'DELETE ids :ids p1',
    ]);
    expect(items[0]!.Put!.Item).not.toHaveProperty('cleanupPending');
  });

  it('republishing before the cleanup writes the items again and leaves the set', () => {
    const { deleted: _d, cleanupPending: _c, pinnedBeforeRemoval: _p, ...back } = deleted;
    const items = rewritePostItems(deleted, { ...back, pinnedScope: 'home' });
    expect(summary(items)).toEqual([
      'put C#cm-1#P#p1|POST',
      ...derivedItems(live).map((d) => `put ${keyOf(d.key)}`),
      'DELETE ids :ids p1',
    ]);
  });

  it("a change to a deleted post (its author's account deleted) drops only what it no longer has", () => {
    const items = rewritePostItems(deleted, { ...deleted, authorDeleted: true });
    expect(summary(items)).toEqual(['put C#cm-1#P#p1|POST', 'delete C#cm-1#F#a:mb-1#all|2026-11-26T00:00:00.000Z#p1']);
  });

  it('several deletes in one transaction change the set once, with every id', () => {
    const others = [post('p2'), post('p3', { pinnedScope: null })];
    const items = rewritePostsItems([live, ...others].map((p) => ({ before: p, after: removed(p) })));
    expect(summary(items)).toEqual([
      'put C#cm-1#P#p1|POST',
      'put C#cm-1#P#p2|POST',
      'put C#cm-1#P#p3|POST',
      'ADD ids :ids p1,p2,p3',
    ]);
  });

  it('packs many deletes into transactions of at most 100 items, a post never split, the set once in each', () => {
    const extra: TransactItem[] = [
      { Put: { TableName: 't', Item: { PK: 'r', SK: '1' } } },
      { Put: { TableName: 't', Item: { PK: 'a', SK: '1' } } },
    ];
    const posts = Array.from({ length: 40 }, (_, i) => post(`p${i}`));
    const transactions = rewritePostsTransactions(
      posts.map((p) => ({ before: p, after: removed(p), extra })),
      100,
    );
    expect(transactions.map((t) => [t.count, t.items.length])).toEqual([
      [33, 100],
      [7, 22],
    ]);
    expect(summary(transactions[1]!.items).at(-1)).toBe(
      `ADD ids :ids ${posts
        .slice(33)
        .map((p) => p.id)
        .join(',')}`,
    );
  });
});
