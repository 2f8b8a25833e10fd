// The newPost fan-out and the account notifications on the running platform: a post reaches the members
// who may read it and have the newPost topic on — never its author, a banned member or a member with the switch off;
// its event delivered again notifies no one twice; a role given or taken, a warning and a ban reach the member; a post
// turning hot reaches its author once. Events delivered by hand go to the notification consumers by their registry
// names (context.ts `deliverToConsumer`). The fan-out's pages run one by one (a post gone before delivery, the chain
// run again, writes racing) are in notifications-fanout-pages.test.ts.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HOT_POST_SCORE } from '@hearth/shared/rules/hot-score';
import { LIVE_PATH, type LiveMessage } from '@hearth/shared/schemas/live';
import { keys } from '@hearth/functions/platform/db/keys';
import { deliverToConsumer, domainEvent, drainEvents, platform, table } from './context.ts';
import { mailsTo } from './mailbox.ts';
import { aboutPost, notificationsOf, postAs, unreadOf } from './notification-flows.ts';
import { demoAccount, type Member, member, setSwitches } from './members.ts';

const post = (author: Member, extra: Record<string, unknown> = {}) => postAs(author, 'Fan-out post', extra);
const list = notificationsOf;
const unread = unreadOf;

/** Every stored notification of a member (also one who may not read them through the API, like a banned member). */
async function storedNotifications(memberId: string) {
  const out = await table.send(
    new QueryCommand({
      TableName: 'hearth',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :p',
      ExpressionAttributeValues: { ':p': keys.notificationFeed('cm-demo', memberId, null) },
    }),
  );
  return (out.Items ?? []) as Array<{ id: string; kind: string; destination: string }>;
}

const sockets: WebSocket[] = [];
afterAll(() => sockets.forEach((ws) => ws.close()));

describe('a new post reaches the members who may read it', () => {
  let author: Member;
  let reader: Member;
  let quiet: Member;
  let mailed: Member;
  beforeAll(async () => {
    [author, reader, quiet, mailed] = await Promise.all([
      member('fan-author'),
      member('fan-reader'),
      member('fan-quiet'),
      member('fan-mailed'),
    ]);
    await setSwitches(quiet, { newPostAppNotifications: false });
    await setSwitches(mailed, { newPostEmailNotifications: true });
  });

  it('tells a member with newPost on, with the author and a link; not the author, the switched-off or the banned', async () => {
    const p = await post(author);
    await drainEvents();
    const got = aboutPost(await list(reader, 'posts'), p.slug);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      id: `newPost.${p.id}`,
      kind: 'newPost',
      category: 'posts',
      message: `${author.name} posted "${p.title}"`,
      actor: { memberId: author.memberId, name: author.name },
      unread: true,
    });
    expect(aboutPost(await list(author), p.slug)).toEqual([]);
    expect(aboutPost(await list(quiet), p.slug)).toEqual([]);
    expect((await storedNotifications('mb-banned')).filter((i) => i.destination === `/post/${p.slug}`)).toEqual([]);
    // The demo's other members with the default switches have it too (Maya, the seeded member).
    expect((await storedNotifications('mb-member')).filter((i) => i.id === `newPost.${p.id}`)).toHaveLength(1);
  });

  it('e-mails a member with newPost e-mails on (off by default), once', async () => {
    const p = await post(author);
    await drainEvents();
    const about = async (m: Member) =>
      (await mailsTo(m.email)).filter((mail) => mail.text?.includes(`posted "${p.title}"`));
    expect(await about(mailed)).toHaveLength(1);
    expect(await about(reader)).toEqual([]);
  });

  it('rings the bell of a reader with the site open, live', async () => {
    const cookie = [...reader.browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const ws = new WebSocket(`ws://127.0.0.1:${platform.port}${LIVE_PATH}`, {
      headers: { host: 'demo.localhost', cookie },
    });
    sockets.push(ws);
    const received: LiveMessage[] = [];
    ws.on('message', (data) => received.push(JSON.parse(String(data)) as LiveMessage));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const before = await unread(reader);
    await post(author);
    await drainEvents();
    expect(await unread(reader)).toBeGreaterThan(before);
    // The drain returns once every page (and its live push) is done: the new count came over the socket.
    expect(received.some((m) => m.type === 'unread' && m.unread > before)).toBe(true);
  });

  it('notifies no one twice when the post’s event comes again under a new id (as after a crash before its mark)', async () => {
    const p = await post(author);
    await drainEvents();
    const event = domainEvent('post.created', 'cm-demo', { postId: p.id, authorId: author.memberId, type: 'post' });
    // Delivered as a new event (its mark absent, as after a crash between the writes and the mark): applied, yet no
    // member gets a second notification or a second count; delivered again: a duplicate.
    expect(await deliverToConsumer('notifications.new-post', event)).toBe('applied');
    expect(await deliverToConsumer('notifications.new-post', event)).toBe('duplicate');
    await drainEvents();
    expect(aboutPost(await list(reader), p.slug)).toHaveLength(1);
    const mails = (await mailsTo(mailed.email)).filter((mail) => mail.text?.includes(`posted "${p.title}"`));
    expect(mails).toHaveLength(1);
  });
});

describe('a post turning hot', () => {
  it('tells its author once, when an upvote leaves its score at the threshold', async () => {
    const [author, voter] = await Promise.all([member('hot-author'), member('hot-voter')]);
    await setSwitches(author, { newPostAppNotifications: false });
    const p = await post(author);
    await drainEvents();
    const vote = (value: 'upvote' | 'downvote') =>
      domainEvent('vote.cast', 'cm-demo', { postId: p.id, memberId: voter.memberId, vote: value });
    const setScore = (score: number) =>
      table.send(
        new UpdateCommand({
          TableName: 'hearth',
          Key: keys.post('cm-demo', p.id),
          UpdateExpression: 'SET score = :s',
          ExpressionAttributeValues: { ':s': score },
        }),
      );
    const hot = async () => (await list(author, 'posts')).filter((i) => i.kind === 'hotPost');

    // Below the threshold, and a downvote at it: nothing.
    await setScore(HOT_POST_SCORE - 1);
    expect(await deliverToConsumer('notifications.hot-post', vote('upvote'))).toBe('applied');
    await setScore(HOT_POST_SCORE);
    expect(await deliverToConsumer('notifications.hot-post', vote('downvote'))).toBe('applied');
    expect(await hot()).toEqual([]);

    const before = await unread(author);
    expect(await deliverToConsumer('notifications.hot-post', vote('upvote'))).toBe('applied');
    expect(await hot()).toMatchObject([
      { id: `hotPost.${p.id}`, message: `Your post "${p.title}" is hot!`, destination: `/post/${p.slug}` },
    ]);
    // Later upvotes (other events) tell nothing more.
    await setScore(HOT_POST_SCORE + 5);
    expect(await deliverToConsumer('notifications.hot-post', vote('upvote'))).toBe('applied');
    expect(await hot()).toHaveLength(1);
    expect(await unread(author)).toBe(before + 1);
  });
});

describe('notifications about the member’s own account', () => {
  let target: Member;
  beforeAll(async () => {
    target = await member('fan-target');
  });

  it('tells a member a role was given and taken away, in-app and by e-mail', async () => {
    const admin = await demoAccount('admin@hearth.local');
    const give = await admin('/api/v1/role-assignments', {
      method: 'PUT',
      body: { roleId: 'moderators', memberIds: [target.memberId] },
    });
    expect(give.status, give.text).toBe(200);
    await drainEvents();
    const take = await admin('/api/v1/role-assignments', {
      method: 'PUT',
      body: { roleId: 'moderators', memberIds: [target.memberId], remove: true },
    });
    expect(take.status, take.text).toBe(200);
    await drainEvents();
    const items = (await list(target, 'account')).filter((i) => i.kind.startsWith('role'));
    expect(items.map((i) => [i.kind, i.message])).toEqual([
      ['roleRemoved', 'Your Moderators role was removed.'],
      ['roleAssigned', 'You were given the Moderators role.'],
    ]);
    // By e-mail too (roleChange e-mails are on by default), each once.
    const mails = (await mailsTo(target.email)).map((m) => m.subject);
    expect(mails.filter((m) => m === 'You were given the Moderators role.')).toHaveLength(1);
    expect(mails.filter((m) => m === 'Your Moderators role was removed.')).toHaveLength(1);
  });

  it('tells a member of a warning with its reason', async () => {
    const moderator = await demoAccount('moderator@hearth.local');
    const res = await moderator(`/api/v1/moderation/members/${target.memberId}/actions`, {
      body: { action: 'warn', comment: 'Keep it civil, please.' },
    });
    expect(res.status, res.text).toBe(200);
    await drainEvents();
    const warnings = (await list(target, 'account')).filter((i) => i.kind === 'warning');
    expect(warnings.map((i) => i.message)).toEqual(['The staff issued you a warning: Keep it civil, please.']);
  });

  it('tells a member of a level reached, once however often the event comes', async () => {
    const event = domainEvent('member.leveled-up', 'cm-demo', { memberId: target.memberId, level: 7, rank: 'NOVICE' });
    expect(await deliverToConsumer('notifications.account', event)).toBe('applied');
    expect(await deliverToConsumer('notifications.account', event)).toBe('duplicate');
    const levels = (await list(target, 'account')).filter((i) => i.kind === 'levelUp');
    expect(levels.map((i) => i.message)).toEqual(['You reached level 7 (NOVICE)!']);
  });

  it('tells a member of a timed ban (read once it ends), and of nothing else meanwhile', async () => {
    const victim = await member('fan-banned');
    const moderator = await demoAccount('moderator@hearth.local');
    const res = await moderator(`/api/v1/moderation/members/${victim.memberId}/actions`, {
      body: { action: 'timedBan', reason: 'Cool off', days: 2 },
    });
    expect(res.status, res.text).toBe(200);
    await drainEvents();
    const p = await post(target);
    await drainEvents();
    const stored = await storedNotifications(victim.memberId);
    expect(stored.filter((i) => i.kind === 'ban')).toHaveLength(1);
    expect(stored.some((i) => i.destination === `/post/${p.slug}`)).toBe(false);
  });
});
