// The XP engine over HTTP on the running platform: sign-up, posts, comments and upvotes give the XP of the
// table; vote on, off, on gives it once; a staff delete takes a post's XP back; supporters earn 1.5× inside their
// supporter periods; events delivered twice (or out of order) change nothing more; an event whose members do not
// exist gives nothing; the leaderboard and the directory list members by level then XP. Events delivered by hand go
// to the XP consumer by its registry name (context.ts `deliverToConsumer`).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { BADGES } from '@hearth/shared/rules/badges';
import { levelForXp, XP_TABLE } from '@hearth/shared/rules/xp';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { DirectoryPage, Leaderboard } from '@hearth/shared/schemas/gamification';
import { keys } from '@hearth/functions/platform/db/keys';
import { bannerPng } from '../../scripts/local/png.ts';
import { signedInAccount } from './auth-flows.ts';
import { deliverToConsumer, domainEvent, drainEvents, newBrowser, on, table } from './context.ts';
import { demoAccount, type Member, member, profileOf, xpOf } from './members.ts';

/** Delivers an event to the XP consumer in this process (applied, or a duplicate of an event it applied). */
const awardXp = (event: DomainEvent) => deliverToConsumer('gamification.xp', event);

let categoryId: string | undefined;
let n = 0;
async function post(author: Member) {
  categoryId ??= (await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const res = await author.browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title: `XP post ${++n} ${Date.now().toString(36)}`, categoryId, content: '<p>Hi</p>' },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function vote(voter: Member, postId: string, v: 'upvote' | 'downvote') {
  const res = await voter.browser(`/api/v1/posts/${postId}/vote`, { method: 'PUT', body: { vote: v } });
  expect(res.status, res.text).toBe(200);
}

const SIGN_UP = XP_TABLE.signUp.xp;
const POST = XP_TABLE.post.xp;
const UPVOTE = XP_TABLE.postUpvoteReceived.xp;
const GIVEN = XP_TABLE.upvoteGiven.xp;

describe('XP from actions', () => {
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([member('xp-alice'), member('xp-bob')]);
    await drainEvents();
  });

  it('gives the sign-up XP once the e-mail is verified', async () => {
    const p = await profileOf(alice);
    expect(p).toMatchObject({ xp: SIGN_UP, level: 1, rank: 'ROOKIE', nextLevelXPTarget: 50 });
  });

  it('gives the profile-completion XP once, when picture, birthday, location and username are all set', async () => {
    const m = await member('xp-profile');
    await drainEvents();
    const start = await xpOf(m);
    const patch = (body: Record<string, unknown>) =>
      m.browser('/api/v1/me/profile', { method: 'PATCH', body }).then((res) => expect(res.status, res.text).toBe(200));
    await patch({ username: `xp_${Date.now().toString(36)}`, dateOfBirth: '1990-02-28', location: 'Lyon, France' });
    await drainEvents();
    // Still no picture: not complete.
    expect(await xpOf(m)).toBe(start);

    const presigned = await m.browser<{ key: string; url: string; fields: Record<string, string> }>(
      '/api/v1/me/avatar-uploads',
      { body: { fileType: 'image/png' } },
    );
    expect(presigned.status, presigned.text).toBe(201);
    const form = new FormData();
    for (const [k, v] of Object.entries(presigned.json.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(bannerPng('#228be6', 64, 64))]));
    expect((await fetch(presigned.json.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const avatar = await m.browser('/api/v1/me/avatar', { method: 'PUT', body: { key: presigned.json.key } });
    expect(avatar.status, avatar.text).toBe(200);
    await drainEvents();
    expect(await xpOf(m)).toBe(start + XP_TABLE.profileCompleted.xp);

    // Completing it again (a new username; the location cleared and set) gives nothing more.
    await patch({ username: `xp_again_${Date.now().toString(36)}`, location: 'Paris, France' });
    await drainEvents();
    expect(await xpOf(m)).toBe(start + XP_TABLE.profileCompleted.xp);
  });

  it('vote on, off, on again: the author gets the upvote XP once, the voter the given XP once', async () => {
    const p = await post(alice);
    await drainEvents();
    expect(await xpOf(alice)).toBe(SIGN_UP + POST);
    await vote(bob, p.id, 'upvote');
    await drainEvents();
    expect(await xpOf(alice)).toBe(SIGN_UP + POST + UPVOTE);
    await vote(bob, p.id, 'upvote'); // the same press takes the vote back
    await drainEvents();
    expect(await xpOf(alice)).toBe(SIGN_UP + POST);
    expect(await xpOf(bob)).toBe(SIGN_UP);
    await vote(bob, p.id, 'upvote');
    await drainEvents();
    const after = await profileOf(alice);
    expect(after.xp).toBe(SIGN_UP + POST + UPVOTE);
    expect(after.level).toBe(levelForXp(SIGN_UP + POST + UPVOTE));
    expect(after.level).toBe(2);
    expect(after.statistics).toMatchObject({ postSubmissions: 1, upvotesReceived: 1 });
    expect(await xpOf(bob)).toBe(SIGN_UP + GIVEN);
    // Many presses in a row, delivered together in any order: still once.
    for (let i = 0; i < 5; i++) await vote(bob, p.id, 'upvote');
    await drainEvents();
    expect(await xpOf(alice)).toBe(SIGN_UP + POST); // 8 presses in all: the vote is off
    await vote(bob, p.id, 'upvote');
    await drainEvents();
    expect(await xpOf(alice)).toBe(SIGN_UP + POST + UPVOTE);
    expect(await xpOf(bob)).toBe(SIGN_UP + GIVEN);
  });

  it("lists a member's badges by rule over their statistics: filtered, paged, bad input refused", async () => {
    const all = await bob.browser<{ items: Array<{ key: string; unlocked: boolean }>; total: number }>(
      `/api/v1/profiles/${alice.memberId}/badges?pageSize=100`,
    );
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(BADGES.length);
    expect(all.json.items.filter((b) => b.unlocked).map((b) => b.key)).toEqual(['first-post']);
    const unlocked = await alice.browser<{ items: Array<{ key: string }>; total: number }>(
      '/api/v1/profiles/me/badges?filter=unlocked',
    );
    expect(unlocked.json).toEqual({ items: [expect.objectContaining({ key: 'first-post' })], total: 1 });
    const page2 = await alice.browser<{ items: Array<{ key: string }> }>(
      '/api/v1/profiles/me/badges?pageSize=5&pageNo=2',
    );
    expect(page2.json.items.map((b) => b.key)).toEqual(all.json.items.slice(5).map((b) => b.key));
    expect((await alice.browser('/api/v1/profiles/me/badges?pageSize=101')).status).toBe(400);
    expect((await alice.browser('/api/v1/profiles/me/badges?filter=shiny')).status).toBe(400);
    expect((await alice.browser('/api/v1/profiles/nobody_here_at_all/badges')).status).toBe(404);
  });

  it("a member's vote on their own post gives nobody XP", async () => {
    const carol = await member('xp-carol');
    await drainEvents();
    const p = await post(carol);
    await vote(carol, p.id, 'upvote');
    await drainEvents();
    expect(await xpOf(carol)).toBe(SIGN_UP + POST);
  });

  it('staff deleting a post takes its XP back; the level follows', async () => {
    const dave = await member('xp-dave');
    await drainEvents();
    const p = await post(dave);
    await drainEvents();
    expect(await xpOf(dave)).toBe(SIGN_UP + POST);
    const admin = await demoAccount('admin@hearth.local');
    const deleted = await admin(`/api/v1/moderation/content/post/${p.id}/delete`, { body: { reason: 'Spam link' } });
    expect(deleted.status, deleted.text).toBe(200);
    await drainEvents();
    const after = await profileOf(dave);
    expect(after).toMatchObject({ xp: SIGN_UP, level: 1, statistics: { postSubmissions: 0 } });
  });

  it('a supporter earns 1.5× XP while their supporter period runs, and the base XP after it ended', async () => {
    const erin = await member('xp-erin');
    await drainEvents();
    const setPeriods = (periods: Array<{ subscriptionId: string; from: number; to: number | null }>) =>
      table.send(
        new UpdateCommand({
          TableName: 'hearth',
          Key: keys.member('cm-demo', erin.memberId),
          UpdateExpression: 'SET supporterPeriods = :p',
          ExpressionAttributeValues: { ':p': periods },
        }),
      );
    const from = Date.now() - 60_000;
    await setPeriods([{ subscriptionId: 'sub_xp_erin', from, to: null }]);
    await post(erin);
    await drainEvents();
    expect(await xpOf(erin)).toBe(SIGN_UP + POST * 1.5);
    // The period closed (the subscription ended): a later post earns the base XP.
    await setPeriods([{ subscriptionId: 'sub_xp_erin', from, to: Date.now() }]);
    await post(erin);
    await drainEvents();
    expect(await xpOf(erin)).toBe(SIGN_UP + POST * 1.5 + POST);
  });
});

describe('delivery: at least once, in any order, applied once', () => {
  const detailOf = (postId: string, memberId: string, v: 'upvote' | 'none', authorId: string) => ({
    postId,
    memberId,
    vote: v,
    authorId,
  });

  it('an event delivered twice changes XP once; an older event after a newer one changes nothing', async () => {
    const [frank, gina] = await Promise.all([member('xp-frank'), member('xp-gina')]);
    await drainEvents();
    // The sign-up awards first: a drain asked for right after the sign-ups' writes can end before DynamoDB Local shows
    // their stream records (seen once), and this test's direct applies must not race them.
    await expect.poll(() => xpOf(frank)).toBe(SIGN_UP);
    await expect.poll(() => xpOf(gina)).toBe(SIGN_UP);
    const postId = `01XPTESTPOST${Date.now().toString(36).toUpperCase()}`;
    const on = domainEvent('vote.cast', 'cm-demo', detailOf(postId, gina.memberId, 'upvote', frank.memberId));
    // "off" comes after "on": its id later by time (two ULIDs of one millisecond are in random order, and the XP
    // engine rightly ignores an event older than the one that last decided the source — seen in CI twice).
    const off = {
      ...domainEvent('vote.cast', 'cm-demo', detailOf(postId, gina.memberId, 'none', frank.memberId)),
      id: ulid(decodeTime(on.id) + 1),
    };
    expect(await awardXp(on)).toBe('applied');
    expect(await awardXp(on)).toBe('duplicate');
    expect(await xpOf(frank)).toBe(SIGN_UP + UPVOTE);
    expect(await awardXp(off)).toBe('applied');
    expect(await xpOf(frank)).toBe(SIGN_UP);
    // The "on" event again under a new delivery (a replay of an older event): it is older than "off", so nothing.
    const replay = { ...on, id: on.id };
    expect(await awardXp(replay)).toBe('duplicate');
    const older = domainEvent(
      'vote.cast',
      'cm-demo',
      detailOf(postId, gina.memberId, 'upvote', frank.memberId),
      new Date(0),
    );
    // (an id from the past: the ULID's time part orders it before "off")
    const olderEvent = { ...older, id: `00000000${older.id.slice(8)}` };
    expect(await awardXp(olderEvent)).toBe('applied');
    expect(await xpOf(frank)).toBe(SIGN_UP);
    expect(await xpOf(gina)).toBe(SIGN_UP);
  });

  it('concurrent events for one member add up exactly', async () => {
    const hank = await member('xp-hank');
    await drainEvents();
    const voters = Array.from({ length: 12 }, (_, i) => `ghost-voter-${i}`);
    // Votes from members who do not exist give the author the received XP all the same (the voter gets nothing).
    const events = voters.map((v, i) =>
      domainEvent('vote.cast', 'cm-demo', detailOf(`01XPCONCURRENT${i}`, v, 'upvote', hank.memberId)),
    );
    const outcomes = await Promise.all([...events, ...events].map(awardXp));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(12);
    expect(await xpOf(hank)).toBe(SIGN_UP + 12 * UPVOTE);
    expect((await profileOf(hank)).statistics.upvotesReceived).toBe(12);
  });

  it('seven active days in a row unlock the 7-day-streak badge; a late event or a gap takes nothing away', async () => {
    const ivy = await member('xp-ivy');
    await drainEvents();
    const unlocked = async () =>
      (
        await ivy.browser<{ items: Array<{ key: string }> }>('/api/v1/profiles/me/badges?filter=unlocked')
      ).json.items.map((b) => b.key);
    const commentOn = (day: number) =>
      domainEvent(
        'comment.created',
        'cm-demo',
        {
          postId: 'streak-post',
          commentId: `streak-${ivy.memberId}-${day}-${Math.random()}`,
          parentId: null,
          authorId: ivy.memberId,
        },
        new Date(Date.UTC(2026, 0, day, 12)),
      );
    for (let day = 1; day <= 6; day++) expect(await awardXp(commentOn(day))).toBe('applied');
    expect(await unlocked()).not.toContain('streak-7');
    // A late event of a day already counted, and one of a day before: still six.
    expect(await awardXp(commentOn(3))).toBe('applied');
    expect(await unlocked()).not.toContain('streak-7');
    expect(await awardXp(commentOn(7))).toBe('applied');
    expect(await unlocked()).toContain('streak-7');
    // A day missed starts the run again; the badge stays.
    expect(await awardXp(commentOn(9))).toBe('applied');
    expect(await unlocked()).toContain('streak-7');
    const stored = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.member('cm-demo', ivy.memberId) }));
    expect(stored.Item).toMatchObject({ lastActiveDay: '2026-01-09', currentStreak: 1, bestStreak: 7 });
  });

  it('an event whose actor does not exist gives no XP and creates no member', async () => {
    const ghost = `01GHOSTMEMBER${Date.now().toString(36).toUpperCase()}`;
    const event = domainEvent('post.created', 'cm-demo', {
      postId: `p-${ghost}`,
      authorId: ghost,
      type: 'post',
    });
    expect(await awardXp(event)).toBe('applied');
    const item = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.member('cm-demo', ghost) }));
    expect(item.Item).toBeUndefined();
  });
});

describe('the leaderboard and the members directory', () => {
  it('lists members by level, then XP, highest first; the directory pages by 10 and searches by name', async () => {
    const browser = newBrowser();
    const board = await browser<Leaderboard>('/api/v1/leaderboard');
    expect(board.status, board.text).toBe(200);
    expect(board.json.items.length).toBeGreaterThan(0);
    expect(board.json.items.length).toBeLessThanOrEqual(20);
    const xps = board.json.items.map((m) => m.xp);
    expect(xps).toEqual([...xps].sort((a, b) => b - a));
    for (const m of board.json.items) expect(m.level).toBe(levelForXp(m.xp));

    const page = await browser<DirectoryPage>('/api/v1/members-directory');
    expect(page.status, page.text).toBe(200);
    expect(page.json.items.length).toBeLessThanOrEqual(10);
    expect(page.json.items.map((m) => m.memberId)).toEqual(
      board.json.items.slice(0, page.json.items.length).map((m) => m.memberId),
    );
    const searched = await browser<DirectoryPage>('/api/v1/members-directory?search=xp-');
    expect(searched.status, searched.text).toBe(200);

    const bad = await browser('/api/v1/members-directory?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
  });

  it('answers 404 when the community turned the users leaderboard off', async () => {
    const { browser: owner } = await signedInAccount('app.localhost', 'xp-owner');
    await owner('/api/v1/onboarding/plan', { method: 'PUT', body: { planId: 'professional-plan', interval: 'month' } });
    const subdomain = `xp-${Date.now().toString(36)}`;
    const created = await owner<{ communityId: string }>('/api/v1/communities', {
      body: {
        requestId: ulid(),
        communityName: 'Leaderboard Off',
        communitySubdomain: subdomain,
        organizationName: 'XP Guild',
        organizationType: 'Non-profit',
        organizationPhone: '+1 555 0100',
        communityGoals: 'Rank nobody.',
      },
    });
    expect(created.status, created.text).toBe(201);
    const site = on(`${subdomain}.localhost`);
    expect((await site('/api/v1/leaderboard')).status).toBe(200);
    const settings = `/api/v1/communities/${created.json.communityId}/settings`;
    const page = await owner<{ visibility: Record<string, unknown> }>(settings);
    const off = await owner(`${settings}/visibility`, {
      method: 'PUT',
      body: { ...page.json.visibility, usersLeaderboard: false },
    });
    expect(off.status, off.text).toBe(200);
    const refused = await site<{ message: string }>('/api/v1/leaderboard');
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(messages.leaderboardOff);
    expect((await site('/api/v1/members-directory')).status).toBe(404);
  });
});
