// Deleting a category of 5,000 posts, reassigning them to another: how long the request takes to answer
// (it only writes the tombstone and its event), and how long until the background passes (posts.category-moves)
// have moved every post and removed the tombstone. The posts are bulk-loaded with the same derived items the write
// path produces (posts/store/derived-items.ts), all in one home category of the demo community: the post and its entry in the
// category's feed (what a pass reads); the pass then rewrites every derived item of each post, as for a real one.
// BENCH_CATEGORY_POSTS changes the count (5,000 by default).
import { ulid } from 'ulid';
import { browser } from '../../test/support/http.ts';
import { writeAll } from './seed.ts';

export const CATEGORY_POSTS = Number(process.env.BENCH_CATEGORY_POSTS ?? 5_000);
const COMMUNITY = 'cm-demo';

type Item = Record<string, unknown>;

async function seedCategoryPosts(categoryId: string, title: string) {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const model = await import('@hearth/functions/posts/model');
  const { cardItems } = await import('@hearth/functions/posts/store/derived-items');
  const start = Date.now() - CATEGORY_POSTS * 1000;
  const items: Item[] = [];
  for (let i = 0; i < CATEGORY_POSTS; i++) {
    const id = ulid(start + i * 1000).toLowerCase();
    const postTitle = `Reassigned bench post ${i}`;
    const post = {
      communityId: COMMUNITY,
      id,
      slug: model.slugFor(postTitle, id),
      type: 'post' as const,
      title: postTitle,
      content: `<p>Bench post ${i}</p>`,
      summary: `Bench post ${i}`,
      bannerKey: null,
      authorId: 'mb-member',
      authorName: 'Maya Member',
      authorPicKey: null,
      anonymous: false,
      archived: false,
      approved: true as const,
      publishedAt: new Date(start + i * 1000).toISOString(),
      editedAt: null,
      categoryId,
      categoryTitle: title,
      subforumId: null,
      subforumSlug: null,
      subforumTitle: null,
      subforumPrivate: false,
      upvotes: 0,
      downvotes: 0,
      score: 0,
      version: 1,
      reactions: {},
      totalComments: 0,
      commenters: [],
      commenterCount: 0,
      poll: null,
      linkPreview: null,
      hashtags: [],
      pinnedScope: null,
      titleTokens: model.titleTokens(postTitle),
    };
    const entry = keys.feedPartition(COMMUNITY, `c:${categoryId}`, 'all');
    items.push(
      { ...keys.post(COMMUNITY, id), ...post },
      ...cardItems(post)
        .filter((d) => d.key.PK === entry)
        .map((d) => d.item),
    );
  }
  await writeAll(items, 16);
}

/** Items in a category's `all` feed partition (Select COUNT, paged). */
async function countInCategory(categoryId: string) {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const { client, commands } = await db();
  let count = 0;
  let ExclusiveStartKey: Item | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': keys.feedPartition(COMMUNITY, `c:${categoryId}`, 'all') },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

async function tombstoneExists(categoryId: string) {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.category(COMMUNITY, 'home', categoryId) }),
  );
  return out.Item !== undefined;
}

export async function benchCategoryReassign(port: number) {
  const owner = browser(port, 'app.localhost');
  await owner('/api/v1/auth/sign-in', { body: { email: 'owner@hearth.local', password: 'hearth-demo-1' } });
  const base = `/api/v1/communities/${COMMUNITY}/categories`;
  const make = async (title: string) => {
    const res = await owner<{ id: string }>(base, { body: { subforumId: 'home', title } });
    if (res.status !== 201) throw new Error(`category not created: ${res.status} ${res.text}`);
    return res.json.id;
  };
  const from = await make('Bench from');
  const to = await make('Bench to');
  let t = performance.now();
  await seedCategoryPosts(from, 'Bench from');
  const seedSeconds = (performance.now() - t) / 1000;

  t = performance.now();
  const res = await owner(`${base}/${from}`, {
    method: 'DELETE',
    body: { phrase: 'delete this category', mode: 'reassign', targetCategoryId: to },
  });
  const answerMs = performance.now() - t;
  if (res.status !== 200) throw new Error(`delete refused: ${res.status} ${res.text}`);
  const deadline = Date.now() + 15 * 60_000;
  while (await tombstoneExists(from)) {
    if (Date.now() > deadline) throw new Error('the move did not finish in 15 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const doneSeconds = (performance.now() - t) / 1000;
  return {
    posts: CATEGORY_POSTS,
    seedSeconds,
    answerMs,
    doneSeconds,
    leftInDeleted: await countInCategory(from),
    inTarget: await countInCategory(to),
  };
}
