// The shared feed page, counted as the bench counts it: every GetItem, Query and BatchGetItem the document client sends
// (the community's configuration is the cached one, as it is on every warm container).
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '../communities/config.ts';
import type { CommunityConfig } from '../communities/config.ts';
import { resetConfig } from '../platform/config.ts';
import { keys } from '../platform/db/keys.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { getFeed, visibilityClass } from './feed.ts';
import type { PostItem } from './model.ts';
import { derivedItems } from './store/derived-items.ts';
import { postItem } from './store/posts.ts';
import { SHARED_PAGE_TTL_MS, sharedPageKey } from './store/shared-pages.ts';

const configOf = (communityId: string) =>
  ({
    community: { communityId, communityName: communityId, isLive: true, privateCommunity: false },
    roles: [
      { id: 'members', permissions: { view: true, post: true, comment: true } },
      { id: 'insiders', permissions: { view: true } },
    ],
    subforums: [
      {
        id: 'sf-inner',
        slug: 'inner',
        title: 'Inner',
        enabled: true,
        private: true,
        navigation: true,
        permissions: { insiders: { view: true } },
      },
    ],
    categories: [
      { id: 'ct-home', subforumId: 'home', title: 'General', enabled: true },
      { id: 'ct-inner', subforumId: 'sf-inner', title: 'Inner talk', enabled: true },
    ],
    reactions: [],
    feedMenu: ['new', 'old', 'hot', 'top'].map((value, rank) => ({
      id: value,
      name: 'postsSorting',
      value,
      enabled: true,
      rank,
    })),
    legal: { communityTermsOfUse: '', communityRules: '', communityPrivacyStatement: '' },
    platformPermissions: {},
  }) as unknown as CommunityConfig;

vi.mock('../communities/config.ts', async (original) => ({
  ...(await original<typeof ConfigModule>()),
  communityConfig: async (communityId: string) => configOf(communityId),
}));

type Item = Record<string, unknown>;
const table = new Map<string, Item>();
const keyOf = (k: Item) => `${String(k.PK)}|${String(k.SK)}`;
const put = (item: Item) => table.set(keyOf(item), item);

/** Query as DynamoDB answers it for the feed's shapes: one partition (table, GSI2 or GSI3), optional SK prefix. */
function query(input: unknown) {
  const q = input as {
    IndexName?: string;
    KeyConditionExpression: string;
    ExpressionAttributeValues: Record<string, string>;
    ScanIndexForward?: boolean;
    Limit?: number;
  };
  const [pk, sk] =
    q.IndexName === 'GSI2' ? ['GSI2PK', 'GSI2SK'] : q.IndexName === 'GSI3' ? ['GSI3PK', 'GSI3SK'] : ['PK', 'SK'];
  const prefix = q.ExpressionAttributeValues[':s'] ?? '';
  const items = [...table.values()]
    .filter((i) => i[pk] === q.ExpressionAttributeValues[':p'] && String(i[sk]).startsWith(prefix))
    .sort((a, b) => (String(a[sk]) < String(b[sk]) ? -1 : 1));
  if (q.ScanIndexForward === false) items.reverse();
  return { Items: items.slice(0, q.Limit ?? items.length) };
}

const dynamo = mockClient(DynamoDBDocumentClient);
const requests = () =>
  dynamo.commandCalls(GetCommand).length +
  dynamo.commandCalls(QueryCommand).length +
  dynamo.commandCalls(BatchGetCommand).length;
/** The requests one call sends. */
async function counted<T>(read: () => Promise<T>): Promise<{ out: T; requests: number }> {
  const before = requests();
  const out = await read();
  return { out, requests: requests() - before };
}

const post = (communityId: string, n: number, over: Partial<PostItem> = {}): PostItem => ({
  communityId,
  id: `p${n}`,
  slug: `post-${n}-p${n}`,
  type: 'post',
  title: `Post ${n}`,
  summary: `Post ${n}`,
  bannerKey: null,
  authorId: 'mb-author',
  authorName: 'Ada',
  authorPicKey: null,
  anonymous: false,
  archived: false,
  approved: true,
  publishedAt: `2026-11-26T00:00:0${n}.000Z`,
  editedAt: null,
  categoryId: 'ct-home',
  categoryTitle: 'General',
  subforumId: null,
  subforumSlug: null,
  subforumTitle: null,
  subforumPrivate: false,
  upvotes: 1,
  downvotes: 0,
  score: 1,
  version: 1,
  reactions: {},
  totalComments: 0,
  commenters: [],
  commenterCount: 0,
  poll: null,
  linkPreview: null,
  hashtags: [],
  pinnedScope: null,
  content: '<p>x</p>',
  titleTokens: ['post'],
  ...over,
});

function seed(communityId: string, posts: PostItem[]) {
  for (const p of posts) {
    put(postItem(p));
    for (const d of derivedItems(p)) put(d.item);
  }
}

const member = (communityId: string, memberId: string, roleIds: string[] = []): Actor => {
  put({ ...keys.member(communityId, memberId), memberId, state: 'active', roleIds });
  return { sub: memberId, username: `${communityId}|${memberId}`, communityId, memberId, email: `${memberId}@x.test` };
};
const tenant = (communityId: string) => ({ kind: 'community' as const, communityId, host: `${communityId}.test` });
const newest = { type: 'all', sort: 'new' } as const;

beforeEach(() => {
  table.clear();
  dynamo.reset();
  dynamo.on(GetCommand).callsFake((input: { Key: Item }) => ({ Item: table.get(keyOf(input.Key)) }));
  dynamo.on(QueryCommand).callsFake(query);
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Item[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([name, { Keys }]) => [
        name,
        Keys.flatMap((k) => (table.has(keyOf(k)) ? [table.get(keyOf(k))!] : [])),
      ]),
    ),
  }));
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', TABLE_NAME: 'hearth' });
  resetConfig();
});
afterEach(() => vi.useRealTimers());

let communities = 0;
/** A community of its own per test, so no test meets another's shared pages. */
const community = () => `cm-shared-${++communities}`;

describe('a member’s feed page on a warm shared page', () => {
  it('is one BatchGet (their actions, member item and the removing set); cold it costs what it did', async () => {
    const cid = community();
    seed(
      cid,
      [1, 2, 3].map((n) => post(cid, n)),
    );
    const ana = member(cid, 'mb-ana');
    await getFeed(tenant(cid), ana, { ...newest, sort: 'old' }); // her roles, cached as on a warm container
    const cold = await counted(() => getFeed(tenant(cid), ana, newest));
    expect(cold.requests).toBe(3); // pins, entries, BatchGet
    const warm = await counted(() => getFeed(tenant(cid), ana, newest));
    expect(warm.requests).toBe(1);
    expect(dynamo.commandCalls(BatchGetCommand).at(-1)!.args[0].input.RequestItems!.hearth!.Keys).toHaveLength(
      3 + 1 + 1,
    );
    expect(warm.out).toEqual(cold.out);
  });

  it('is shared by members of one class: another member reads their roles (cached afterwards) and the BatchGet', async () => {
    const cid = community();
    seed(
      cid,
      [1, 2].map((n) => post(cid, n)),
    );
    await getFeed(tenant(cid), member(cid, 'mb-ana'), newest);
    const ben = await counted(() => getFeed(tenant(cid), member(cid, 'mb-ben'), newest));
    expect(ben.requests).toBe(2);
    expect(ben.out.items.map((i) => i.id)).toEqual(['p2', 'p1']);
  });

  it('is built again once older than its TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cid = community();
    seed(cid, [post(cid, 1)]);
    const ana = member(cid, 'mb-ana');
    await getFeed(tenant(cid), ana, newest);
    expect((await counted(() => getFeed(tenant(cid), ana, newest))).requests).toBe(1);
    vi.setSystemTime(Date.now() + SHARED_PAGE_TTL_MS);
    expect((await counted(() => getFeed(tenant(cid), ana, newest))).requests).toBe(3);
  });

  it('shows the member’s own vote at once, with a count that has it, while the page’s cards predate the vote', async () => {
    const cid = community();
    const p = post(cid, 1, { upvotes: 4 });
    seed(cid, [p]);
    const ana = member(cid, 'mb-ana');
    const ben = member(cid, 'mb-ben');
    await getFeed(tenant(cid), ben, newest);
    await getFeed(tenant(cid), ana, newest);
    // Her vote as its transaction leaves the post and her action item (the page's cards are still the old ones).
    put({ ...postItem({ ...p, upvotes: 5, score: 5, version: 2 }) });
    put({ ...keys.postAction(cid, p.id, ana.memberId), vote: 'upvote', arev: 1, pressedAt: Date.now() });
    const after = await counted(() => getFeed(tenant(cid), ana, newest));
    expect(after.out.items[0]).toMatchObject({ upvotes: 5, viewer: { vote: 'upvote' } });
    expect(after.requests).toBe(2); // the BatchGet, then the post she pressed on
    // Others see the shared count until the page is rebuilt (at most SHARED_PAGE_TTL_MS).
    expect((await getFeed(tenant(cid), ben, newest)).items[0]).toMatchObject({ upvotes: 4, viewer: { vote: 'none' } });
  });

  it('leaves out a post deleted since the page was built: the removing set is read fresh with her actions', async () => {
    const cid = community();
    seed(
      cid,
      [1, 2].map((n) => post(cid, n)),
    );
    const ana = member(cid, 'mb-ana');
    await getFeed(tenant(cid), ana, newest);
    put({ ...keys.removingPosts(cid), ids: new Set(['p2']) });
    const after = await counted(() => getFeed(tenant(cid), ana, newest));
    expect(after.out.items.map((i) => i.id)).toEqual(['p1']);
    expect(after.requests).toBe(1);
  });

  it('leaves it out for a guest too: a guest on a kept page reads the removing set (one GetItem)', async () => {
    const cid = community();
    seed(
      cid,
      [1, 2].map((n) => post(cid, n)),
    );
    expect((await getFeed(tenant(cid), null, newest)).items.map((i) => i.id)).toEqual(['p2', 'p1']);
    put({ ...keys.removingPosts(cid), ids: new Set(['p2']) });
    const after = await counted(() => getFeed(tenant(cid), null, newest));
    expect(after.out.items.map((i) => i.id)).toEqual(['p1']);
    expect(after.requests).toBe(1);
  });
});

describe('who shares a shared page', () => {
  it('never two communities: the key starts with the community', async () => {
    const [a, b] = [community(), community()];
    seed(a, [post(a, 1, { title: 'In A' })]);
    seed(b, [post(b, 1, { title: 'In B' })]);
    await getFeed(tenant(a), null, newest);
    const inB = await counted(() => getFeed(tenant(b), null, newest));
    expect(inB.requests).toBe(3);
    expect(inB.out.items.map((i) => i.title)).toEqual(['In B']);
    const key = { visibility: 'guest', scope: 'home', type: 'all', sort: 'new' };
    expect(sharedPageKey({ ...key, communityId: a })).not.toEqual(sharedPageKey({ ...key, communityId: b }));
  });

  it('a guest’s warm page costs only the removing set, and is never a member’s, nor a role holder’s a guest’s or a plain member’s', async () => {
    const cid = community();
    seed(cid, [post(cid, 1), post(cid, 2, { subforumId: 'sf-inner', categoryId: 'ct-inner', subforumPrivate: true })]);
    const inner = { ...newest, subforum: 'inner' };
    const ana = member(cid, 'mb-ana', ['insiders']);
    expect((await getFeed(tenant(cid), ana, inner)).items.map((i) => i.id)).toEqual(['p2']);
    // The private subforum's page a role holder warmed is no guest's, nor a member's without the role.
    await expect(getFeed(tenant(cid), null, inner)).rejects.toMatchObject({ status: 403 });
    await expect(getFeed(tenant(cid), member(cid, 'mb-ben'), inner)).rejects.toMatchObject({ status: 403 });
    await getFeed(tenant(cid), null, newest);
    expect((await counted(() => getFeed(tenant(cid), null, newest))).requests).toBe(1);
    // The home page a guest warmed is not a member's: she builds her class's own (pins, entries, BatchGet).
    expect((await counted(() => getFeed(tenant(cid), ana, newest))).requests).toBe(3);
  });

  it('keys staff, role holders and members apart', () => {
    const viewer = {
      memberId: 'mb-1',
      roles: [{ id: 'members', permissions: {} }],
      accessLevel: 0,
      owner: false,
      ban: null,
    };
    const classes = new Set([
      visibilityClass({ ...viewer, memberId: null }),
      visibilityClass(viewer),
      visibilityClass({ ...viewer, roles: [...viewer.roles, { id: 'moderators', permissions: { moderator: true } }] }),
      visibilityClass({ ...viewer, accessLevel: 90 }),
      visibilityClass({ ...viewer, owner: true }),
    ]);
    expect(classes.size).toBe(5);
    expect(visibilityClass({ ...viewer, memberId: 'mb-2' })).toBe(visibilityClass(viewer));
    expect(visibilityClass({ ...viewer, ban: { permanent: true } as never })).toBe(visibilityClass(viewer));
  });
});
