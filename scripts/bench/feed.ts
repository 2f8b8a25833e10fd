// The feed at scale: a seeded community of 10,000 posts and 50,000 comments. Measures, per feed page,
// the DynamoDB requests and items read (in process, by counting the document client's commands), the latency
// through the local gateway on page 1 and page 50, and 200 members voting on one post at once.
import { ulid } from 'ulid';
import { browser, hostClient } from '../../test/support/http.ts';
import { writeAll } from './seed.ts';
import { percentile, timeSequential } from './stats.ts';

export const POSTS = 10_000;
export const COMMENTS = 50_000;
const COMMUNITY = 'cm-demo';

type Item = Record<string, unknown>;

/** Each post's comments, by the index of the comment each replies to (null: top level). */
const THREAD_SHAPE: ReadonlyArray<number | null> = [null, 0, 1, null, null];
if (POSTS * THREAD_SHAPE.length !== COMMENTS) throw new Error('the bench seeds COMMENTS / POSTS comments per post');

/**
 * Bulk-loads consistent data with the same items the write path produces (BatchWriteItem, 25 at a time): posts by the
 * posts store's `postItem` and `derivedItems`, comments by the comments domain's own builders. Returns the scopes
 * measured and three of the seeded posts (the oldest, one in the middle, the newest).
 */
export async function seedVolume(posts = POSTS) {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const model = await import('@hearth/functions/posts/model');
  const postStore = await import('@hearth/functions/posts/store/posts');
  const derived = await import('@hearth/functions/posts/store/derived-items');
  const { newComment } = await import('@hearth/functions/comments/model');
  const commentStore = await import('@hearth/functions/comments/store/comments');
  const { communityConfig } = await import('@hearth/functions/communities/config');
  const config = (await communityConfig(COMMUNITY))!;
  const perPost = THREAD_SHAPE.length;
  const subforum = config.subforums[0]!;
  const homeCategory = config.categories.find((c) => c.subforumId === 'home')!;
  const subCategory = config.categories.find((c) => c.subforumId === subforum.id)!;
  const queue: Item[] = [];
  // Whole batches as the queue fills, the rest at the end.
  const flush = (all = false) => writeAll(queue.splice(0, all ? queue.length : queue.length - (queue.length % 25)), 16);
  /**
   * A post's comments as addComment writes them (newComment → newCommentItem → newCommentItems), in BatchWrites
   * instead of one transaction each: each thread's items are built in order and a reply's count on its host applied
   * to the host's item before it is written. Per post: three threads, the first with a reply and a reply to that.
   */
  const commentItems = (postId: string, at: number) => {
    const stored = new Map<string, Item>();
    const made: Array<{ path: string; indentLevel: number }> = [];
    THREAD_SHAPE.forEach((parentIndex, c) => {
      const { comment, hostPath } = newComment({
        communityId: COMMUNITY,
        postId,
        id: ulid(at + c).toLowerCase(),
        parent: parentIndex === null ? null : made[parentIndex]!,
        content: '<p>Bench comment</p>',
        authorId: 'mb-member',
        authorName: 'Maya Member',
        // The author is a supporter: every comment carries the subscriber badge, as composed for one.
        authorSubscriber: true,
        anonymous: false,
        publishedAt: new Date(at + c).toISOString(),
        reactionKeys: config.reactions.map((r) => r.key),
      });
      made.push(comment);
      for (const write of commentStore.newCommentItems(comment, commentStore.newCommentItem(comment), hostPath)) {
        if (write.Put?.Item) stored.set(`${String(write.Put.Item.PK)}|${String(write.Put.Item.SK)}`, write.Put.Item);
        else if (write.Update?.Key && write.Update.UpdateExpression === 'ADD totalReplies :one') {
          const host = stored.get(`${String(write.Update.Key.PK)}|${String(write.Update.Key.SK)}`);
          if (!host) throw new Error('seed: a reply whose host is not written yet');
          host.totalReplies = (host.totalReplies as number) + 1;
        } else
          throw new Error(`seed: newCommentItems wrote something the seed does not apply: ${JSON.stringify(write)}`);
      }
    });
    return [...stored.values()];
  };
  const putItem = (write: { Put?: { Item?: Item } }) => {
    if (!write.Put?.Item) throw new Error('seed: expected a Put');
    return write.Put.Item;
  };
  const types = ['post', 'image', 'poll'] as const;
  const words = ['garden', 'synth', 'solder', 'wood', 'launch', 'pricing', 'meetup', 'kiln', 'loom', 'robot'];
  const start = Date.now() - posts * 60_000;
  const sample: Array<{ id: string; slug: string }> = [];
  for (let i = 0; i < posts; i++) {
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
      // The author is a supporter: every card carries the subscriber badge, read with the card (no request of its own).
      authorSubscriber: true,
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
      // As the write path leaves them after the member's comments (addComment, countCommenter).
      totalComments: perPost,
      commenters: [{ memberId: 'mb-member', fullName: 'Maya Member', profilePicKey: null }],
      commenterCount: 1,
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
    if (i === 0 || i === Math.floor(posts / 2) || i === posts - 1) sample.push({ id, slug: post.slug });
    queue.push(postStore.postItem(post));
    // The measured member has acted on every post, so each card's action item exists: the worst case for items read.
    queue.push({ ...keys.postAction(COMMUNITY, id, 'mb-member'), vote: 'upvote', arev: 1 });
    for (const d of derived.derivedItems(post)) queue.push(d.item);
    queue.push(putItem(commentStore.commenterMark(COMMUNITY, id, 'mb-member')));
    queue.push(...commentItems(id, start + i * 60_000));
    if (queue.length >= 2000) await flush();
  }
  await flush(true);
  return { subforum: subforum.slug, category: homeCategory.id, sample };
}

/**
 * Fails the bench unless the comments list reads what the seed wrote: for each sampled post, every comment (threads
 * nested, newest and top first, paged to the end) is listed once, and the list's and the post's totals agree with it.
 */
export async function assertSeededComments(port: number, sample: Array<{ id: string; slug: string }>) {
  type Listed = { id: string; replies: Listed[] };
  const send = hostClient(port, 'demo.localhost');
  const flatten = (items: Listed[]): string[] => items.flatMap((c) => [c.id, ...flatten(c.replies)]);
  for (const { id, slug } of sample) {
    const post = await send<{ totalComments: number }>(`/api/v1/posts/${slug}`);
    for (const sort of ['new', 'top'] as const) {
      const listed: string[] = [];
      let cursor: string | null = null;
      let totalComments = -1;
      do {
        const query: string = `sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = await send<{ items: Listed[]; nextCursor: string | null; totalComments: number }>(
          `/api/v1/posts/${id}/comments?${query}`,
        );
        if (page.status !== 200) throw new Error(`GET /api/v1/posts/${id}/comments answered ${page.status}`);
        listed.push(...flatten(page.json.items));
        totalComments = page.json.totalComments;
        cursor = page.json.nextCursor;
      } while (cursor);
      const distinct = new Set(listed).size;
      if (distinct !== THREAD_SHAPE.length || listed.length !== distinct || totalComments !== THREAD_SHAPE.length) {
        throw new Error(
          `seeded comments not as written on post ${id} (sort ${sort}): listed ${listed.length} (${distinct} distinct), ` +
            `the list's total ${totalComments}, seeded ${THREAD_SHAPE.length}`,
        );
      }
    }
    if (post.status !== 200 || post.json.totalComments !== THREAD_SHAPE.length) {
      throw new Error(`post ${slug} answered ${post.status} with totalComments ${post.json.totalComments}`);
    }
  }
  return sample.length;
}

interface Counted {
  requests: number;
  items: number;
}

/**
 * Counts the document client's feed reads. Reads of the community's item collection are not counted: the community's
 * configuration and the viewer's roles (from the member item), both cached per container for 10 s.
 */
/** The seeded demo member, as the feed's in-process reads take an actor. */
export const DEMO_MEMBER = {
  sub: 'mb-member',
  username: `${COMMUNITY}|member@hearth.local`,
  communityId: COMMUNITY,
  memberId: 'mb-member',
  email: 'member@hearth.local',
};

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
  const { subforum, category, sample } = await seedVolume();
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // The seed's writes commit tens of thousands of events; measure once they are delivered, not while the consumers
  // work through that backlog on the same machine.
  await hostClient(port, 'app.localhost')('/_dev/events/drain', { method: 'POST' });
  const postsChecked = await assertSeededComments(port, sample);

  // In process: requests and items per page for every scope × type × sort, pages 1 and 50, guest and member.
  const feed = await import('@hearth/functions/posts/feed');
  const counter = await countingClient();
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  const member = DEMO_MEMBER;
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
    scopes: { subforum, category },
    seedSeconds,
    postsChecked,
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
export async function signedInVoters(port: number, count: number) {
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
