// The newPost fan-out at scale, on a platform of its own with the demo seed:
// - 10,000 members seeded into the demo community with newPost on (stored switches; 200 of them with newPost e-mails
//   on too), plus 100 banned and 100 with newPost in-app off who must get nothing.
// - A post created through the gateway; the platform delivers its event and the chain of `post.notifying` pages as
//   it would any event (stream reader → dispatcher → consumers). Timed from the post's 201 until the drain returns
//   (every page delivered), then checked: every eligible member has the notification, no one else.
// - Redelivery: the post's event again under a new id, delivered twice (applied, then a duplicate; the platform runs
//   the chain it starts), and every page run twice more without a mark (as after a crash between the writes and the
//   mark): no member is notified or counted twice (the bell's unread count is exactly 1 for each), and no e-mail goes
//   twice.
import { browser } from '../../test/support/http.ts';
import { drain, memberItems, writeAll } from './seed.ts';

const COMMUNITY = 'cm-demo';
const MEMBERS = 10_000;
const MAILED = 200;
const BANNED = 100;
const SWITCHED_OFF = 100;

export interface FanoutBench {
  members: number;
  eligible: number;
  seconds: number;
  pages: number;
  missing: number;
  wronglyNotified: number;
  duplicates: number;
  redeliveriesApplied: number;
  replayedNotified: number;
  /** Two runs of every page, in process. */
  replaySeconds: number;
  mailsExpected: number;
  mailsSent: number;
  mailDuplicates: number;
}

type Role = 'eligible' | 'mailed' | 'banned' | 'off';
const roleOf = (i: number): Role =>
  i < MAILED ? 'mailed' : i < MAILED + BANNED ? 'banned' : i < MAILED + BANNED + SWITCHED_OFF ? 'off' : 'eligible';

export async function benchFanout(port: number): Promise<FanoutBench> {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const run = Date.now().toString(36);
  const ids = Array.from({ length: MEMBERS }, (_, i) => `mb-fan-${run}-${i}`);
  const members = await memberItems(
    COMMUNITY,
    ids,
    (i) => ({ firstName: 'Fan', lastName: `Fan ${String(i).padStart(5, '0')}` }),
    (i) => (roleOf(i) === 'banned' ? { ban: { permanent: true, expiresAt: null, reason: 'bench' } } : {}),
  );
  const switches = ids.map((memberId, i) => ({
    ...keys.notificationPrefs(COMMUNITY, memberId),
    preferences: {
      newPostAppNotifications: roleOf(i) !== 'off',
      ...(roleOf(i) === 'mailed' ? { newPostEmailNotifications: true } : {}),
    },
  }));
  await writeAll([...members, ...switches]);

  const member = browser(port, 'demo.localhost');
  const signedIn = await member('/api/v1/auth/sign-in', {
    body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
  });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
  const categoryId = (await member<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const title = `Fan-out bench ${run}`;
  await drain(port);

  const t = performance.now();
  const created = await member<{ id: string }>('/api/v1/posts', {
    body: { type: 'post', title, categoryId, content: '<p>Hello, all ten thousand of you</p>' },
  });
  if (created.status !== 201) throw new Error(`post answered ${created.status}: ${created.text}`);
  await drain(port);
  const seconds = (performance.now() - t) / 1000;
  const postId = created.json.id;

  // The figure goes out at once (the redelivery part below takes a while on a busy machine).
  console.log(`  fanout: every eligible member notified ${seconds.toFixed(1)} s after the post's 201`);

  // Redelivery 1: the post's event again under a new id (its mark absent, as after a crash before it), delivered
  // twice in process: applied, then a duplicate. Its continuation goes to the platform, which runs the whole chain
  // again (every page finding its members notified).
  const { deliver } = await import('@hearth/functions/platform/events/consumer');
  const { outboxEvent } = await import('@hearth/functions/platform/events/port');
  const { newPostNotifications } = await import('@hearth/functions/notifications/consumers/notification-fanout');
  const again = outboxEvent('post.created', COMMUNITY, { postId, authorId: 'mb-member', type: 'post' }).event;
  const outcomes = [
    (await deliver(newPostNotifications, again, 1)).outcome,
    (await deliver(newPostNotifications, again, 1)).outcome,
  ];
  const redeliveriesApplied = outcomes[1] === 'duplicate' ? 0 : 1;
  // Redelivery 2: every page run twice more in process without a mark, following the chain's keys.
  const { notifyNewPostPage } = await import('@hearth/functions/notifications/new-post');
  let replayedNotified = 0;
  let pages = 0;
  const r = performance.now();
  for (let round = 0; round < 2; round++) {
    let from: Record<string, unknown> | undefined;
    do {
      const page = await notifyNewPostPage(COMMUNITY, postId, from, new Date().toISOString());
      replayedNotified += page.notified.length;
      from = page.next ?? undefined;
      if (round === 0) pages++;
    } while (from);
  }
  const replaySeconds = (performance.now() - r) / 1000;
  await drain(port);

  const { batchGetItems } = await import('@hearth/functions/platform/db/batch');
  const notificationId = `newPost.${postId}`;
  const found = await batchGetItems<{ PK: string; SK: string; unread?: number }>(
    ids.flatMap((memberId) => [
      keys.notification(COMMUNITY, memberId, notificationId),
      keys.notificationState(COMMUNITY, memberId),
    ]),
  );
  const byKey = new Map(found.map((i) => [`${i.PK}|${i.SK}`, i]));
  const at = (k: { PK: string; SK: string }) => byKey.get(`${k.PK}|${k.SK}`);
  let eligible = 0;
  let missing = 0;
  let wronglyNotified = 0;
  let duplicates = 0;
  for (const [i, memberId] of ids.entries()) {
    const should = roleOf(i) === 'eligible' || roleOf(i) === 'mailed';
    const has = at(keys.notification(COMMUNITY, memberId, notificationId)) !== undefined;
    const unread = Number(at(keys.notificationState(COMMUNITY, memberId))?.unread ?? 0);
    if (should) eligible++;
    if (should && !has) missing++;
    if (!should && has) wronglyNotified++;
    duplicates += Math.max(0, unread - (has ? 1 : 0));
  }

  const mails = await browser(port, 'app.localhost')<Array<{ to: string; text: string }>>('/_dev/mail.json');
  const perMember = new Map<string, number>();
  for (const mail of mails.json) {
    if (!mail.text.includes(`posted "${title}"`)) continue;
    perMember.set(mail.to, (perMember.get(mail.to) ?? 0) + 1);
  }
  const mailDuplicates = [...perMember.values()].reduce((sum, count) => sum + count - 1, 0);

  return {
    members: MEMBERS,
    eligible,
    seconds,
    pages,
    missing,
    wronglyNotified,
    duplicates,
    redeliveriesApplied,
    replayedNotified,
    replaySeconds,
    mailsExpected: MAILED,
    mailsSent: ids.filter((_, i) => roleOf(i) === 'mailed' && perMember.has(`${ids[i]}@bench.example`)).length,
    mailDuplicates,
  };
}
