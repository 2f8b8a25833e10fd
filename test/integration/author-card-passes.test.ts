// In process: the passes that write an author's level and avatar frame onto their post cards (member-forum §3), run
// in this process a post at a time on posts made over HTTP (the consumers run 100 a delivery, so no request makes a
// pass this small): each pass names where the next starts and the feed cards follow; a level-up starts at the
// author's level and never goes back (a pass run again, or an older level arriving late, changes nothing); a frame
// pass writes the frame worn when it runs, so late passes of two quick changes end with the one worn last.
// profile-upgrades.test.ts has the frame as the platform spreads it.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedResponse } from '@hearth/shared/schemas/forum';
import type { Profile } from '@hearth/shared/schemas/members';
import { xpForLevel } from '@hearth/shared/rules/xp';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as AuthorData from '@hearth/functions/posts/author-data';
import type { EventConsumer } from '@hearth/functions/platform/events/consumer';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, forgetSharedFeedPages, type newBrowser, table, useLocalPlatform } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

let authorData: typeof AuthorData;
let authorFrame: EventConsumer;

beforeAll(async () => {
  await useLocalPlatform();
  authorData = await import('@hearth/functions/posts/author-data');
  ({ authorFrame } = await import('@hearth/functions/comments/consumers/author-frame'));
});

async function member(tag: string) {
  const { browser } = await signedInAccount('demo.localhost', tag);
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  return { browser, memberId: res.json.user.memberId };
}

/** Puts a member at a level, as the XP consumer would have. */
async function atLevel(memberId: string, level: number) {
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.member('cm-demo', memberId),
      UpdateExpression: 'SET xp = :xp, #level = :level',
      ExpressionAttributeNames: { '#level': 'level' },
      ExpressionAttributeValues: { ':xp': xpForLevel(level), ':level': level },
    }),
  );
}

const wearFrame = (browser: Browser, avatarFrameId: string | null) =>
  browser<Profile>('/api/v1/me/avatar-frame', { method: 'PUT', body: { avatarFrameId } });

describe("the author's level on post cards", () => {
  it('starts at the level of the author, follows a level-up pass by pass, and never goes back', async () => {
    const author = await signedInAccount('demo.localhost', 'leveller');
    const session = await author.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
    const memberId = session.json.user.memberId;
    const categories = await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const titles = [1, 2].map((i) => `Level post ${i} ${Date.now().toString(36)}`);
    for (const title of titles) {
      const res = await author.browser('/api/v1/posts', {
        body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>x</p>' },
      });
      expect(res.status, res.text).toBe(201);
    }
    // The passes run in this process, as in a consumer's container: the gateway's shared pages are ended first.
    const cards = async () => {
      await forgetSharedFeedPages();
      const feed = await author.browser<FeedResponse>('/api/v1/feed?sort=new');
      expect(feed.status, feed.text).toBe(200);
      return titles.map((t) => feed.json.items.find((c) => c.title === t)!);
    };
    expect((await cards())[0]!.author.level).toBe(1);

    const next = await authorData.spreadAuthorLevel('cm-demo', memberId, 7, 1);
    expect(next).not.toBeNull();
    expect(await authorData.spreadAuthorLevel('cm-demo', memberId, 7, 1, next!)).not.toBeNull();
    expect((await cards()).map((c) => c.author.level)).toEqual([7, 7]);

    // A late, lower level leaves the cards alone; a pass run again changes nothing.
    await authorData.spreadAuthorLevel('cm-demo', memberId, 3, 100);
    await authorData.spreadAuthorLevel('cm-demo', memberId, 7, 100);
    expect((await cards()).map((c) => c.author.level)).toEqual([7, 7]);
  });
});

describe('the frame on cards, pass by pass', () => {
  it('ends with the frame worn last, whatever passes run late; a pass names where the next starts', async () => {
    const author = await member('frames-passes');
    await atLevel(author.memberId, 5);
    const categories = await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const titles = [1, 2].map((i) => `Pass post ${i} ${Date.now().toString(36)}`);
    for (const title of titles) {
      const res = await author.browser('/api/v1/posts', {
        body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>x</p>' },
      });
      expect(res.status, res.text).toBe(201);
    }
    const cards = async () => {
      await forgetSharedFeedPages();
      const feed = await author.browser<FeedResponse>('/api/v1/feed?sort=new');
      return titles.map((t) => feed.json.items.find((c) => c.title === t)!.author.avatarFrameId ?? null);
    };
    // Two quick changes: both events' passes run, in whatever order; the cards end with the one worn last.
    expect((await wearFrame(author.browser, 'silver')).status).toBe(200);
    expect((await wearFrame(author.browser, 'moss')).status).toBe(200);
    await drainEvents();
    expect(await cards()).toEqual(['moss', 'moss']);

    // A late pass of the first change (its event said silver) writes what is worn now: nothing changes.
    const late = await authorFrame.apply({
      id: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
      type: 'member.avatar-frame-spreading',
      communityId: 'cm-demo',
      occurredAt: new Date().toISOString(),
      detail: { memberId: author.memberId, phase: 'posts', from: null },
    });
    expect(late).toHaveLength(1);
    expect(await cards()).toEqual(['moss', 'moss']);
    // One post a pass: the first names where the second starts; the second reaches the older post.
    const next = await authorData.spreadAuthorFrame('cm-demo', author.memberId, null, 1);
    expect(next).not.toBeNull();
    expect(await cards()).toEqual(['moss', null]);
    await authorData.spreadAuthorFrame('cm-demo', author.memberId, null, 1, next!);
    expect(await cards()).toEqual([null, null]);
  });
});
