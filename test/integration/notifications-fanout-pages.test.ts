// In process: the newPost fan-out's pages and the notification store's once-only write, run in this process on the
// running platform's table, because no request can ask for them: a page for a post deleted before delivery, the
// chain run again a few members a page, two writes racing past their read. notifications-fanout.test.ts has the
// fan-out as the platform delivers it.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as NewPost from '@hearth/functions/notifications/new-post';
import type * as NotificationStore from '@hearth/functions/notifications/store/notifications';
import { drainEvents, useInProcessDelivery } from './context.ts';
import { aboutPost, notificationsOf, postAs, unreadOf } from './notification-flows.ts';
import { type Member, member, setSwitches } from './members.ts';

let newPost: typeof NewPost;
let store: typeof NotificationStore;

beforeAll(async () => {
  await useInProcessDelivery();
  newPost = await import('@hearth/functions/notifications/new-post');
  store = await import('@hearth/functions/notifications/store/notifications');
});

const post = (author: Member) => postAs(author, 'Fan-out page post');
const list = notificationsOf;
const unread = unreadOf;

describe('the newPost pages', () => {
  let author: Member;
  let reader: Member;
  beforeAll(async () => {
    [author, reader] = await Promise.all([member('fan-page-author'), member('fan-page-reader')]);
  });

  it('tells no one about a post deleted before delivery', async () => {
    const p = await post(author);
    await drainEvents();
    const res = await author.browser(`/api/v1/posts/${p.id}`, { method: 'DELETE' });
    expect(res.status, res.text).toBeLessThan(300);
    const page = await newPost.notifyNewPostPage('cm-demo', p.id, undefined, new Date().toISOString());
    expect(page).toEqual({ next: null, notified: [] });
  });

  it('pages through the members and, run again page by page, notifies no one twice', async () => {
    const p = await post(author);
    await drainEvents();
    // The chain as the consumer runs it, 3 members a page; the platform's own delivery already notified everyone,
    // so every page finds them notified.
    const run = async () => {
      const notified: string[] = [];
      let from: Record<string, unknown> | undefined;
      let pages = 0;
      do {
        const page = await newPost.notifyNewPostPage('cm-demo', p.id, from, new Date().toISOString(), 3);
        notified.push(...page.notified);
        from = page.next ?? undefined;
        pages++;
      } while (from);
      return { notified, pages };
    };
    const again = await run();
    expect(again.pages).toBeGreaterThan(2);
    // No member written again (a notification and its bell count are written together or not at all).
    expect(again.notified).toEqual([]);
    expect(aboutPost(await list(reader), p.slug)).toHaveLength(1);
  });
});

describe('the notification store', () => {
  it('writes, of a transaction’s members, only those not notified yet (two deliveries racing past the read)', async () => {
    const [one, two, three] = await Promise.all([member('fan-race-1'), member('fan-race-2'), member('fan-race-3')]);
    // Their bells count only what this test writes.
    await Promise.all([one, two, three].map((m) => setSwitches(m, { newPostAppNotifications: false })));
    const at = new Date().toISOString();
    const item = (m: Member) => ({
      communityId: 'cm-demo',
      memberId: m.memberId,
      id: 'newPost.race-test',
      kind: 'newPost' as const,
      category: 'posts' as const,
      topic: 'newPost' as const,
      title: 'Race',
      actorId: null,
      actorName: 'Anonymous',
      actorCount: 1,
      createdAt: at,
      updatedAt: at,
      destination: '/',
    });
    expect(await store.putNotificationsOnce([item(two)], 40)).toEqual([two.memberId]);
    const counts = await Promise.all([one, two, three].map(unread));
    // One transaction of three, the middle one notified before: the other two are written, the middle one is not.
    expect(await store.putNotificationsOnce([item(one), item(two), item(three)], 40)).toEqual([
      one.memberId,
      three.memberId,
    ]);
    expect(await Promise.all([one, two, three].map(unread))).toEqual([counts[0]! + 1, counts[1], counts[2]! + 1]);
    expect(await store.putNotificationsOnce([item(one), item(two), item(three)], 2)).toEqual([]);
  });
});
