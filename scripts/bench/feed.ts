// The feed at scale (issue 5): a seeded community of 10,000 posts and 50,000 comments. Measures, per feed page,
// the DynamoDB requests and items read (in process, by counting the document client's commands), the latency
// through the local gateway on page 1 and page 50, and 200 members voting on one post at once.
import { ulid } from 'ulid';
import { browser, hostClient } from '../../test/support/http.ts';
import { percentile, timeSequential } from './stats.ts';

export const POSTS = 10_000;
export const COMMENTS = 50_000;
const COMMUNITY = 'cm-demo';

type Item = Record<string, unknown>;

/** Bulk-loads consistent data with the same derived items the write path produces (BatchWriteItem, 25 at a time). */
async function seedVolume() {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const model = await import('@hearth/functions/posts/model');
  const { communityConfig } = await import('@hearth/functions/communities/config');
  const config = (await communityConfig(COMMUNITY))!;
  const subforum = config.subforums[0]!;
  const homeCategory = config.categories.find((c) => c.subforumId === 'home')!;
  const subCategory = config.categories.find((c) => c.subforumId === subforum.id)!;
  const { client, commands } = await db();
  const queue: Item[] = [];
  const flush = async (all = false) => {
    const batches: Item[][] = [];
    while (queue.length >= 25 || (all && queue.length > 0)) batches.push(queue.splice(0, 25));
    for (let i = 0; i < batches.length; i += 16) {
      await Promise.all(
        batches.slice(i, i + 16).map(async (batch) => {
          let pending = batch.map((Item) => ({ PutRequest: { Item } }));
          while (pending.length > 0) {
            const out = await client.send(new commands.BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
            pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
          }
        }),
      );
    }
  };
  const types = ['post', 'image', 'poll'] as const;
  const words = ['garden', 'synth', 'solder', 'wood', 'launch', 'pricing', 'meetup', 'kiln', 'loom', 'robot'];
  const start = Date.now() - POSTS * 60_000;
  const perPost = Math.floor(COMMENTS / POSTS);
  for (let i = 0; i < POSTS; i++) {
    const inSubforum = i % 2 === 1;
    const type = types[i % 3]!;
    const id = ulid(start + i * 60_000).toLowerCase();
    const upvotes = (i * 7919) % 97;
    const downvotes = (i * 104729) % 13;
    const title = `${words[i % 10]} ${words[(i * 3) % 10]} project number ${i}`;
    const post = {
      communityId: COMMUNITY,
      id,
      slug: model.slugFor(title, id),
      type,
      title,
      content: `<p>Bench post ${i}</p>`,
      summary: `Bench post ${i}`,
      bannerKey: null,
      authorId: 'mb-member',
      authorName: 'Maya Member',
      authorPicKey: null,
      anonymous: false,
      archived: false,
      approved: true as const,
      publishedAt: new Date(start + i * 60_000).toISOString(),
      editedAt: null,
      categoryId: inSubforum ? subCategory.id : homeCategory.id,
      categoryTitle: 'General discussion',
      subforumId: inSubforum ? subforum.id : null,
      subforumSlug: inSubforum ? subforum.slug : null,
      subforumTitle: inSubforum ? subforum.title : null,
      subforumPrivate: false,
      upvotes,
      downvotes,
      score: upvotes - downvotes,
      version: 1,
      reactions: { like: i % 5 },
      totalComments: perPost,
      commenters: [],
      commenterCount: 0,
      poll:
        type === 'poll'
          ? {
              maxChoices: 1,
              duration: 3,
              extendable: false,
              options: ['A', 'B', 'C'].map((t) => ({
                id: `${id}-${t}`,
                title: t,
                count: i % 4,
                authorId: 'mb-member',
              })),
            }
          : null,
      linkPreview: null,
      hashtags: [],
      pinnedScope: null,
      titleTokens: model.titleTokens(title),
    };
    queue.push({ ...keys.post(COMMUNITY, id), ...post });
    // The measured member has acted on every post, so each card's action item exists: the worst case for items read.
    queue.push({ ...keys.postAction(COMMUNITY, id, 'mb-member'), vote: 'upvote', arev: 1 });
    for (const d of model.derivedItems(post)) queue.push(d.item);
    for (let c = 0; c < perPost; c++) {
      const commentId = ulid(start + i * 60_000 + c).toLowerCase();
      queue.push({
        ...keys.comment(COMMUNITY, id, commentId),
        communityId: COMMUNITY,
        postId: id,
        id: commentId,
        path: commentId,
        parentId: null,
        indentLevel: 0,
        content: '<p>Bench comment</p>',
        authorId: 'mb-member',
        authorName: 'Maya Member',
        authorPicKey: null,
        anonymous: false,
        publishedAt: new Date(start + i * 60_000 + c).toISOString(),
        editedAt: null,
        deleted: false,
        upvotes: 0,
        downvotes: 0,
        score: 0,
        reactions: {},
        totalReplies: 0,
      });
      queue.push({ ...keys.commentRef(COMMUNITY, commentId), postId: id, path: commentId });
    }
    if (queue.length >= 2000) await flush();
  }
  await flush(true);
  return { subforum: subforum.slug, category: homeCategory.id };
}

interface Counted {
  requests: number;
  items: number;
}

/**
 * Counts the document client's feed reads. Reads of the community's item collection are not counted: the community's
 * configuration and the viewer's roles (from the member item), both cached per container for 10 s.
 */
async function countingClient() {
  const { db } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  const counter: Counted = { requests: 0, items: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ExpressionAttributeValues?: Item; Key?: Item };
      // Marshalled or not, depending on where in the stack: a string, or { S: string }.
      const str = (v: unknown) => (typeof v === 'string' ? v : (v as { S?: string } | undefined)?.S);
      const isConfig =
        str(input.ExpressionAttributeValues?.[':p']) === `C#${COMMUNITY}` || str(input.Key?.PK) === `C#${COMMUNITY}`;
      const result = await next(args);
      if (!isConfig && ['QueryCommand', 'BatchGetItemCommand', 'GetItemCommand'].includes(context.commandName ?? '')) {
        counter.requests += 1;
        const output = (result.output ?? {}) as {
          Items?: unknown[];
          Responses?: Record<string, unknown[]>;
          Item?: unknown;
        };
        counter.items +=
          (output.Items?.length ?? 0) +
          Object.values(output.Responses ?? {}).reduce((n, r) => n + r.length, 0) +
          (output.Item ? 1 : 0);
      }
      return result;
    },
    { step: 'initialize', name: 'benchCounter' },
  );
  return counter;
}

export async function benchFeed(port: number) {
  const seedStart = performance.now();
  const { subforum, category } = await seedVolume();
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // The seed's writes commit tens of thousands of events; measure once they are delivered, not while the consumers
  // work through that backlog on the same machine.
  await hostClient(port, 'app.localhost')('/_dev/events/drain', { method: 'POST' });

  // In process: requests and items per page for every scope × type × sort, pages 1 and 50, guest and member.
  const feed = await import('@hearth/functions/posts/feed');
  const counter = await countingClient();
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  const member = {
    sub: 'mb-member',
    username: `${COMMUNITY}|member@hearth.local`,
    communityId: COMMUNITY,
    memberId: 'mb-member',
    email: 'member@hearth.local',
  };
  let maxRequests = 0;
  let maxItems = 0;
  let pagesMeasured = 0;
  const scopes: Array<{ subforum?: string; categoryId?: string }> = [{}, { subforum }, { categoryId: category }];
  for (const scope of scopes) {
    for (const type of ['all', 'post', 'image', 'poll'] as const) {
      for (const sort of ['hot', 'new', 'top', 'old'] as const) {
        for (const viewer of [null, member]) {
          let cursor: string | undefined;
          for (let page = 1; page <= 50; page++) {
            counter.requests = 0;
            counter.items = 0;
            const out = await feed.getFeed(tenant, viewer, { ...scope, type, sort, cursor });
            maxRequests = Math.max(maxRequests, counter.requests);
            maxItems = Math.max(maxItems, counter.items);
            pagesMeasured += 1;
            cursor = out.nextCursor ?? undefined;
            if (!cursor) break;
          }
        }
      }
    }
  }

  // Through the gateway: page 1 and page 50 of home / all / hot, one request at a time.
  const send = hostClient(port, 'demo.localhost');
  const url = (cursor?: string) => `/api/v1/feed?sort=hot${cursor ? `&cursor=${cursor}` : ''}`;
  let cursor: string | undefined;
  for (let page = 1; page < 50; page++) {
    const res = await send<{ nextCursor: string | null }>(url(cursor));
    cursor = res.json.nextCursor ?? undefined;
  }
  const cursor50 = cursor;
  const get = (c?: string) => async () => {
    const res = await send(url(c));
    if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
  };
  await timeSequential(200, get());
  const page1 = await timeSequential(500, get());
  const page50 = await timeSequential(500, get(cursor50));
  const mixed: number[] = [];
  for (const q of [
    'sort=new',
    'sort=top&type=poll',
    `sort=old&subforum=${subforum}`,
    `sort=hot&categoryId=${category}`,
  ]) {
    mixed.push(...(await timeSequential(150, async () => void (await send(`/api/v1/feed?${q}`)))));
  }

  // 250 members vote at once: 150 on one new post, 100 on another; then the counts and the top order.
  const voters = await signedInVoters(port, 250);
  const categoryId = (await send<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const newPost = async (title: string) =>
    (
      await voters[0]!<{ id: string; slug: string }>('/api/v1/posts', {
        body: { type: 'post', title, categoryId, content: '<p>Vote for me</p>' },
      })
    ).json;
  const first = await newPost('The crowd favourite');
  const second = await newPost('The runner-up');
  const t = performance.now();
  const results = await Promise.all(
    voters.map((v, i) =>
      v(`/api/v1/posts/${i < 150 ? first.id : second.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } }),
    ),
  );
  const voteSeconds = (performance.now() - t) / 1000;
  const failed = results.filter((r) => r.status !== 200).length;
  const a = await send<{ upvotes: number }>(`/api/v1/posts/${first.slug}`);
  const b = await send<{ upvotes: number }>(`/api/v1/posts/${second.slug}`);
  const top = await send<{ items: Array<{ id: string; pinned: boolean }> }>('/api/v1/feed?sort=top&type=post');
  const ranked = top.json.items.filter((c) => !c.pinned).map((c) => c.id);
  const hot = await send<{ items: Array<{ id: string; pinned: boolean }> }>('/api/v1/feed?sort=hot&type=post');
  const hotRanked = hot.json.items.filter((c) => !c.pinned).map((c) => c.id);
  return {
    seedSeconds,
    pagesMeasured,
    maxRequests,
    maxItems,
    page1: { p50: percentile(page1, 50), p99: percentile(page1, 99) },
    page50: { p50: percentile(page50, 50), p99: percentile(page50, 99) },
    mixed: { p50: percentile(mixed, 50), p99: percentile(mixed, 99) },
    votes: {
      failed,
      seconds: voteSeconds,
      exactA: a.json.upvotes - 150,
      exactB: b.json.upvotes - 100,
      topOrderRight: ranked[0] === first.id && ranked[1] === second.id,
      hotOrderRight: hotRanked[0] === first.id && hotRanked[1] === second.id,
    },
  };
}

/** Members signed in on the demo community: sign-up, the e-mailed link, sign-in (20 at a time). */
async function signedInVoters(port: number, count: number) {
  const out: Array<ReturnType<typeof browser>> = [];
  const password = 'bench-voter-pass-1';
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
        const email = `voter-${Date.now().toString(36)}-${i + j}@example.com`;
        const b = browser(port, 'demo.localhost');
        await b('/api/v1/auth/sign-up', {
          body: { firstName: 'Vera', lastName: 'Voter', email, password, confirmPassword: password, acceptTerms: true },
        });
        return { b, email };
      }),
    );
    const mails = await hostClient(port, 'app.localhost')<Array<{ to: string; text: string }>>('/_dev/mail.json');
    await Promise.all(
      batch.map(async ({ b, email }) => {
        const link = mails.json.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
        if (!link) throw new Error(`no verification mail to ${email}`);
        await b('/api/v1/auth/verify-email', { body: { token: new URL(link).searchParams.get('token') } });
        const res = await b('/api/v1/auth/sign-in', { body: { email, password } });
        if (res.status !== 200) throw new Error(`voter sign-in answered ${res.status}`);
        out.push(b);
      }),
    );
  }
  return out;
}
