// A member's supporter state as the forum reads it, after writing the member item's state as billing's Connect webhook
// would: the profile's subscriber badge and (own profile only) subscription, the session's subscriber flag and status,
// the layout's subscriptionsEnabled from the community item, the subscriber badge on post cards and comments —
// written when composed, and kept current by the author-card passes (run in this process, pass by pass) — and the
// owner's notice of a new supporter (the notifications consumer, delivered in this process).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedResponse, commentsResponseSchema } from '@hearth/shared/schemas/forum';
import type { Profile } from '@hearth/shared/schemas/members';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { EventConsumer } from '@hearth/functions/platform/events/consumer';
import { keys } from '@hearth/functions/platform/db/keys';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { deliverToConsumer, domainEvent, forgetSharedFeedPages, table, useLocalPlatform } from './context.ts';
import { type Member, demoAccount, member } from './members.ts';
import type { NotificationView } from '@hearth/shared/schemas/notifications';

type CommentsResponse = z.infer<typeof commentsResponseSchema>;

let authorSubscriber: EventConsumer;

beforeAll(async () => {
  await useLocalPlatform();
  ({ authorSubscriber } = await import('@hearth/functions/comments/consumers/author-subscriber'));
});

const STARTED = '2026-03-01T10:00:00.000Z';

/** Writes the member's supporter state on their member item, as billing's webhook would. */
async function supporterState(memberId: string, status: 'active' | 'canceled') {
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.member('cm-demo', memberId),
      UpdateExpression: 'SET #s = :s, supporterPeriods = :p',
      ExpressionAttributeNames: { '#s': 'subscription' },
      ExpressionAttributeValues: {
        ':s': {
          subscriptionId: `sub_${memberId}`,
          status,
          startedAt: STARTED,
          currentPeriodEnd: '2026-04-01T10:00:00.000Z',
          cancelAtPeriodEnd: false,
          stamp: `${Date.now()}`,
        },
        ':p': [
          { subscriptionId: `sub_${memberId}`, from: Date.parse(STARTED), to: status === 'active' ? null : Date.now() },
        ],
      },
    }),
  );
}

async function postAndComment(author: Member, title: string) {
  const categories = await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const post = await author.browser<{ id: string }>('/api/v1/posts', {
    body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>x</p>' },
  });
  expect(post.status, post.text).toBe(201);
  const comment = await author.browser(`/api/v1/posts/${post.json.id}/comments`, { body: { content: '<p>Hi</p>' } });
  expect(comment.status, comment.text).toBe(201);
  return post.json.id;
}

/** The author's badge on the post's card in the feed and on their comment under it. */
async function badges(viewer: Member, postId: string, title: string) {
  await forgetSharedFeedPages();
  const feed = await viewer.browser<FeedResponse>('/api/v1/feed?sort=new');
  expect(feed.status, feed.text).toBe(200);
  const comments = await viewer.browser<CommentsResponse>(`/api/v1/posts/${postId}/comments`);
  expect(comments.status, comments.text).toBe(200);
  return {
    card: feed.json.items.find((c) => c.title === title)!.author.subscriber ?? false,
    comment: comments.json.items[0]!.author.subscriber ?? false,
  };
}

/** Runs the author-card passes of a badge change in this process until none follows; answers how many ran. */
async function spreadBadge(memberId: string) {
  let event: DomainEvent = domainEvent('billing.supporter-changed', 'cm-demo', {
    memberId,
    subscriptionId: `sub_${memberId}`,
    started: false,
    badgeChanged: true,
  });
  let passes = 0;
  for (;;) {
    passes++;
    const following = (await authorSubscriber.apply(event)) as Array<{ Put: { Item: Record<string, unknown> } }>;
    if (following.length === 0) return passes;
    const item = following[0]!.Put.Item;
    event = domainEvent('member.subscriber-badge-spreading', 'cm-demo', item.detail as never);
  }
}

describe('the profile and the session', () => {
  it("show the subscriber badge to all, and the subscription on one's own profile only", async () => {
    const [ana, ben] = await Promise.all([member('supporter-ana'), member('supporter-ben')]);
    const before = await ana.browser<Profile>('/api/v1/profiles/me');
    expect(before.json).toMatchObject({ subscriber: false, subscription: null });
    await supporterState(ana.memberId, 'active');

    const own = await ana.browser<Profile>('/api/v1/profiles/me');
    expect(own.status, own.text).toBe(200);
    expect(own.json).toMatchObject({
      subscriber: true,
      subscription: {
        status: 'active',
        startedAt: STARTED,
        currentPeriodEnd: '2026-04-01T10:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    });
    const seen = await ben.browser<Profile>(`/api/v1/profiles/${ana.memberId}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json).toMatchObject({ subscriber: true, subscription: null });
    const session = await ana.browser<{ user: SessionUser }>('/api/v1/auth/session');
    expect(session.json.user).toMatchObject({ subscriber: true, subscriptionStatus: 'active' });

    await supporterState(ana.memberId, 'canceled');
    expect((await ben.browser<Profile>(`/api/v1/profiles/${ana.memberId}`)).json.subscriber).toBe(false);
    const after = await ana.browser<{ user: SessionUser }>('/api/v1/auth/session');
    expect(after.json.user).toMatchObject({ subscriber: false, subscriptionStatus: 'canceled' });
  });
});

describe('the layout', () => {
  it("answers subscriptionsEnabled from the community's supportersEnabled", async () => {
    const { getLayout } = await import('@hearth/functions/posts/frame');
    const { forgetCommunityConfig } = await import('@hearth/functions/communities/config');
    const key = keys.community('cm-demo');
    const held = (await table.send(new GetCommand({ TableName: 'hearth', Key: key }))).Item?.supportersEnabled;
    const tenant = { kind: 'community' as const, communityId: 'cm-demo', host: 'demo.localhost' };
    const layoutWith = async (enabled: boolean) => {
      await table.send(
        new UpdateCommand({
          TableName: 'hearth',
          Key: key,
          UpdateExpression: 'SET supportersEnabled = :e',
          ExpressionAttributeValues: { ':e': enabled },
        }),
      );
      forgetCommunityConfig('cm-demo');
      return getLayout(tenant, null);
    };
    try {
      expect((await layoutWith(true)).subscriptionsEnabled).toBe(true);
      expect((await layoutWith(false)).subscriptionsEnabled).toBe(false);
    } finally {
      await table.send(
        new UpdateCommand({
          TableName: 'hearth',
          Key: key,
          ...(held === undefined
            ? { UpdateExpression: 'REMOVE supportersEnabled' }
            : { UpdateExpression: 'SET supportersEnabled = :e', ExpressionAttributeValues: { ':e': held } }),
        }),
      );
      forgetCommunityConfig('cm-demo');
    }
  });
});

describe('the subscriber badge on cards and comments', () => {
  it('is written with a post and a comment of a subscriber', async () => {
    const cara = await member('supporter-cara');
    await supporterState(cara.memberId, 'active');
    const title = `Supporter post ${Date.now().toString(36)}`;
    const postId = await postAndComment(cara, title);
    expect(await badges(cara, postId, title)).toEqual({ card: true, comment: true });
  });

  it('follows the member state pass by pass, on and off, and a pass run again changes nothing', async () => {
    const dan = await member('supporter-dan');
    const title = `Badge pass post ${Date.now().toString(36)}`;
    const postId = await postAndComment(dan, title);
    expect(await badges(dan, postId, title)).toEqual({ card: false, comment: false });

    await supporterState(dan.memberId, 'active');
    // The posts' pass, the comments' pass.
    expect(await spreadBadge(dan.memberId)).toBe(2);
    expect(await badges(dan, postId, title)).toEqual({ card: true, comment: true });
    await spreadBadge(dan.memberId);
    expect(await badges(dan, postId, title)).toEqual({ card: true, comment: true });

    // The subscription ended: a late event (whatever it said) writes the state the member item holds now.
    await supporterState(dan.memberId, 'canceled');
    await spreadBadge(dan.memberId);
    expect(await badges(dan, postId, title)).toEqual({ card: false, comment: false });
  });

  it('a supporter change that leaves the badge as it was starts no pass', async () => {
    const erin = await member('supporter-erin');
    const renewal = domainEvent('billing.supporter-changed', 'cm-demo', {
      memberId: erin.memberId,
      subscriptionId: `sub_${erin.memberId}`,
      started: true,
      badgeChanged: false,
    });
    expect(await authorSubscriber.apply(renewal)).toEqual([]);
  });
});

describe("the owner's notice of a new supporter", () => {
  it('names the supporter once per subscription, however often a start is delivered', async () => {
    const fay = await member('supporter-fay');
    const owner = await demoAccount('owner@hearth.local');
    const subscriptionId = `sub_${fay.memberId}`;
    const started = () =>
      domainEvent('billing.supporter-changed', 'cm-demo', {
        memberId: fay.memberId,
        subscriptionId,
        started: true,
        badgeChanged: true,
      });
    const first = started();
    expect(await deliverToConsumer('notifications.account', first)).toBe('applied');
    expect(await deliverToConsumer('notifications.account', first)).toBe('duplicate');
    // Another event saying the same subscription began (a replayed Connect event applied again) tells nothing more.
    expect(await deliverToConsumer('notifications.account', started())).toBe('applied');

    const listed = await owner<{ items: NotificationView[] }>('/api/v1/notifications?category=account');
    expect(listed.status, listed.text).toBe(200);
    const notices = listed.json.items.filter((n) => n.kind === 'newSupporter' && n.actor?.memberId === fay.memberId);
    expect(notices).toEqual([
      expect.objectContaining({
        message: `${fay.name} became a supporter of your community.`,
        actor: { memberId: fay.memberId, name: fay.name },
        destination: `/profile/${fay.memberId}`,
        unread: true,
      }),
    ]);
  });
});
