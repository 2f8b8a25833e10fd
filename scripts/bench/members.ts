// Members at scale: a community of 10,000 members, one of them with 1,000 posts and 5,000 comments.
// Measures the profile read (DynamoDB requests in process, p50 through the gateway), a member's activity on page 1
// and page 50, the username availability check, and last that member deleting their account: the request's answer,
// the background anonymisation's time, and what is left naming them.
import { countingClient } from './read-counter.ts';
import { browser } from '../../test/support/http.ts';
import { ulid } from 'ulid';
import { writeAll } from './seed.ts';
import { percentile, timeSequential } from './stats.ts';

export const MEMBERS = 10_000;
const ACTIVITY = 1_000;
/** Comments the member wrote on each of their posts: 5,000 in all. */
const COMMENTS_PER_POST = 5;
const COMMUNITY = 'cm-demo';
const AUTHOR = 'mb-member';

type Item = Record<string, unknown>;

/** 10,000 active members with usernames (member item + claim, as the write path stores them), and the activity. */
async function seedMembers() {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const { fullNameKey } = await import('@hearth/functions/members/model');
  const model = await import('@hearth/functions/posts/model');
  const { commentItem } = await import('@hearth/functions/comments/store/comments');
  const { postItem } = await import('@hearth/functions/posts/store/posts');
  const { derivedItems } = await import('@hearth/functions/posts/store/derived-items');
  const { communityConfig } = await import('@hearth/functions/communities/config');
  const config = (await communityConfig(COMMUNITY))!;
  const category = config.categories.find((c) => c.subforumId === 'home')!;
  const items: Item[] = [];
  const first = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
  const createdAt = new Date().toISOString();
  for (let i = 0; i < MEMBERS; i++) {
    const memberId = ulid().toUpperCase();
    const member = {
      communityId: COMMUNITY,
      memberId,
      email: `bench-${i}@example.com`,
      firstName: first[i % 10]!,
      lastName: `Bench${i}`,
      kind: 'member',
      state: 'active',
      needsApproval: false,
      welcomePending: false,
      createdAt,
      username: `bench_user_${i}`,
      location: { city: 'Lyon', province: null, country: 'France' },
    };
    items.push({
      ...keys.member(COMMUNITY, memberId),
      ...keys.memberName(COMMUNITY, fullNameKey(member), memberId),
      ...member,
    });
    items.push({ ...keys.usernameClaim(COMMUNITY, member.username), memberId, communityId: COMMUNITY });
  }
  const start = Date.now() - ACTIVITY * 60_000;
  for (let i = 0; i < ACTIVITY; i++) {
    const id = ulid(start + i * 60_000).toLowerCase();
    const title = `Activity bench post ${i}`;
    const post = {
      communityId: COMMUNITY,
      id,
      slug: model.slugFor(title, id),
      type: 'post' as const,
      title,
      content: `<p>Bench post ${i}</p>`,
      summary: `Bench post ${i}`,
      bannerKey: null,
      authorId: AUTHOR,
      authorName: 'Maya Member',
      authorPicKey: null,
      anonymous: false,
      archived: false,
      approved: true as const,
      publishedAt: new Date(start + i * 60_000).toISOString(),
      editedAt: null,
      categoryId: category.id,
      categoryTitle: category.title,
      subforumId: null,
      subforumSlug: null,
      subforumTitle: null,
      subforumPrivate: false,
      upvotes: 0,
      downvotes: 0,
      score: 0,
      version: 1,
      reactions: {},
      totalComments: COMMENTS_PER_POST,
      commenters: [],
      commenterCount: 0,
      poll: null,
      linkPreview: null,
      hashtags: [],
      pinnedScope: null,
      titleTokens: model.titleTokens(title),
    };
    // As the write path stores it: with its place in the author's index (what the account's deletion walks).
    items.push(postItem(post));
    for (const d of derivedItems(post)) items.push(d.item);
    for (let j = 1; j <= COMMENTS_PER_POST; j++) {
      const commentId = ulid(start + i * 60_000 + j).toLowerCase();
      items.push(
        commentItem({
          communityId: COMMUNITY,
          postId: id,
          id: commentId,
          path: commentId,
          parentId: null,
          indentLevel: 0,
          content: '<p>Bench comment</p>',
          authorId: AUTHOR,
          authorName: 'Maya Member',
          authorPicKey: null,
          anonymous: false,
          publishedAt: new Date(start + i * 60_000 + j).toISOString(),
          editedAt: null,
          deleted: false,
          upvotes: 0,
          downvotes: 0,
          score: 0,
          reactions: {},
          totalReplies: 0,
        }),
      );
      items.push({ ...keys.commentRef(COMMUNITY, commentId), postId: id, path: commentId });
    }
  }
  await writeAll(items, 16);
}

export async function benchMembers(port: number) {
  const seedStart = performance.now();
  await seedMembers();
  const seedSeconds = (performance.now() - seedStart) / 1000;

  // In process: DynamoDB requests of a profile read by username, warm (the configuration cached, as in steady state).
  const profile = await import('@hearth/functions/members/profile');
  const counter = await countingClient('membersBenchCounter');
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  const viewer = {
    sub: 'mb-admin',
    username: `${COMMUNITY}|admin@hearth.local`,
    communityId: COMMUNITY,
    memberId: 'mb-admin',
    email: 'admin@hearth.local',
  };
  await profile.getProfile(tenant, viewer, 'bench_user_42');
  let profileRequests = 0;
  for (const slug of ['bench_user_7', 'bench_user_4242', 'me']) {
    counter.requests = 0;
    await profile.getProfile(tenant, viewer, slug);
    profileRequests = Math.max(profileRequests, counter.requests);
  }

  // Through the gateway, signed in as a member.
  const member = browser(port, 'demo.localhost');
  const signIn = await member('/api/v1/auth/sign-in', {
    body: { email: 'admin@hearth.local', password: 'hearth-demo-1' },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const get = (path: string) => async () => {
    const res = await member(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`);
    return res;
  };
  await timeSequential(100, get('/api/v1/profiles/bench_user_1'));
  const profileTimes = await timeSequential(400, get('/api/v1/profiles/bench_user_9999'));

  let cursor: string | undefined;
  const postsUrl = (c?: string) => `/api/v1/profiles/${AUTHOR}/posts${c ? `?cursor=${c}` : ''}`;
  for (let page = 1; page < 50; page++) {
    const res = await member<{ nextCursor: string | null }>(postsUrl(cursor));
    cursor = res.json.nextCursor ?? undefined;
  }
  if (!cursor) throw new Error('the activity has fewer than 50 pages');
  const page50Cursor = cursor;
  await timeSequential(100, get(postsUrl()));
  const page1 = await timeSequential(300, get(postsUrl()));
  const page50 = await timeSequential(300, get(postsUrl(page50Cursor)));

  await timeSequential(100, get('/api/v1/usernames/someone_new'));
  const usernameTimes = await timeSequential(500, get('/api/v1/usernames/bench_user_5000'));
  const taken = (await member<{ available: boolean }>('/api/v1/usernames/bench_user_5000')).json.available === false;

  return {
    seedSeconds,
    profileRequests,
    profileP50: percentile(profileTimes, 50),
    profileP99: percentile(profileTimes, 99),
    activityPage1P50: percentile(page1, 50),
    activityPage50P50: percentile(page50, 50),
    usernameP50: percentile(usernameTimes, 50),
    usernameTaken: taken,
  };
}

/** How many of the member's posts, comments and anonymous comments are in their author indexes (each leaves as it is anonymised). */
async function stillIndexed(memberId: string) {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const { queryIndexPage } = await import('@hearth/functions/platform/db/query');
  const counts: number[] = [];
  for (const partition of [
    keys.postsByAuthor(COMMUNITY, memberId, '').GSI1PK,
    keys.commentsByAuthor(COMMUNITY, memberId, '').GSI1PK,
    keys.anonymousCommentsByAuthor(COMMUNITY, memberId, '').GSI1PK,
  ]) {
    let count = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await queryIndexPage('GSI1', partition, { limit: 1000, startKey });
      count += page.items.length;
      startKey = page.lastKey;
    } while (startKey);
    counts.push(count);
  }
  const [posts = 0, comments = 0, anonymous = 0] = counts;
  return { posts, comments, anonymous, total: posts + comments + anonymous };
}

/** The member's posts and comments as stored (a Scan: the bench only): how many, and how many still show their name. */
async function authoredItems(memberId: string) {
  const { scanPage } = await import('@hearth/functions/platform/db/scan');
  const found = { posts: 0, comments: 0, namedPosts: 0, namedComments: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await scanPage(
      {
        filter: 'authorId = :a AND (SK = :post OR begins_with(SK, :comment))',
        values: { ':a': memberId, ':post': 'POST', ':comment': 'COMMENT#' },
        projection: 'SK, authorDeleted',
      },
      5000,
      startKey,
    );
    for (const item of page.items) {
      const post = item.SK === 'POST';
      found[post ? 'posts' : 'comments']++;
      if (item.authorDeleted !== true) found[post ? 'namedPosts' : 'namedComments']++;
    }
    startKey = page.lastKey;
  } while (startKey);
  return found;
}

/**
 * The member with 1,000 posts and 5,000 comments deletes their account: the request's answer time, then the time until
 * the background anonymisation has left nothing in their author indexes (events drained until then), and what is
 * stored of them afterwards.
 */
export async function benchMemberDeletion(port: number) {
  const member = browser(port, 'demo.localhost');
  const signIn = await member('/api/v1/auth/sign-in', {
    body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const [before, stored] = await Promise.all([stillIndexed(AUTHOR), authoredItems(AUTHOR)]);
  const t = performance.now();
  const res = await member('/api/v1/auth/delete-account', { body: { phrase: 'delete my account' } });
  const answerMs = performance.now() - t;
  if (res.status !== 200) throw new Error(`delete-account answered ${res.status}: ${res.text}`);
  const dev = browser(port, 'app.localhost');
  let left = before.total;
  while (left > 0 && performance.now() - t < 15 * 60_000) {
    await dev('/_dev/events/drain', { method: 'POST', body: {} });
    left = (await stillIndexed(AUTHOR)).total;
  }
  const backgroundSeconds = (performance.now() - t) / 1000;
  return {
    indexedBefore: before,
    storedBefore: stored,
    answerMs,
    backgroundSeconds,
    indexedAfter: left,
    after: await authoredItems(AUTHOR),
  };
}
