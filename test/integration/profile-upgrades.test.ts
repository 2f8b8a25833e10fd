// Avatar frames and profile covers over HTTP (member-forum §2.8, §3, §4): the catalogue as a member sees it
// (unlocked by level or rank), wearing an unlocked item, the server refusing a locked, unknown or foreign one, taking it
// off, and the worn frame reaching the member's post cards and comments (new ones at once, older ones through the
// posts.author-frame consumer). Its passes run one post at a time are in author-card-passes.test.ts.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as messages from '@hearth/shared/messages';
import type { commentsResponseSchema, FeedResponse } from '@hearth/shared/schemas/forum';
import type { AvatarFramesPage, ProfileCoversPage } from '@hearth/shared/schemas/gamification';
import type { Profile } from '@hearth/shared/schemas/members';
import { xpForLevel } from '@hearth/shared/rules/xp';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, newBrowser, table } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;
type CommentsResponse = z.infer<typeof commentsResponseSchema>;
type Refusal = { error: string; reason?: string; message: string };

async function member(tag: string) {
  const { browser } = await signedInAccount('demo.localhost', tag);
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  return { browser, memberId: res.json.user.memberId };
}

/** Puts a member at a level, as the XP consumer would have: its XP, level and place in the leaderboard index. */
async function atLevel(memberId: string, level: number) {
  const xp = xpForLevel(level);
  const { GSI2PK, GSI2SK } = keys.leaderboard('cm-demo', xp, memberId);
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.member('cm-demo', memberId),
      UpdateExpression: 'SET xp = :xp, #level = :level, GSI2PK = :lbpk, GSI2SK = :lbsk',
      ExpressionAttributeNames: { '#level': 'level' },
      ExpressionAttributeValues: { ':xp': xp, ':level': level, ':lbpk': GSI2PK, ':lbsk': GSI2SK },
    }),
  );
}

const wearFrame = (browser: Browser, avatarFrameId: string | null) =>
  browser<Profile & Refusal>('/api/v1/me/avatar-frame', { method: 'PUT', body: { avatarFrameId } });
const wearCover = (browser: Browser, profileCoverId: string | null) =>
  browser<Profile & Refusal>('/api/v1/me/profile-cover', { method: 'PUT', body: { profileCoverId } });

describe('avatar frames', () => {
  it('lists the catalogue for the member: what unlocks each, filtered by tier and theme, paged', async () => {
    const m = await member('frames-list');
    await atLevel(m.memberId, 10);
    const all = await m.browser<AvatarFramesPage>('/api/v1/me/avatar-frames');
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(8);
    expect(all.json.items.filter((f) => f.unlocked).map((f) => f.id)).toEqual(['silver', 'moss', 'tide']);
    expect(all.json.items.find((f) => f.id === 'laurel')).toMatchObject({
      unlocked: false,
      unlockRank: 'CHMPN',
      unlockLevel: 71,
      tierLabel: 'Legendary',
      requirement: 'Unlocks at rank CHMPN (level 71)',
      equipped: false,
    });
    const legendary = await m.browser<AvatarFramesPage>('/api/v1/me/avatar-frames?tierId=4');
    expect(legendary.json.items.map((f) => f.id)).toEqual(['laurel', 'nova']);
    const cosmic = await m.browser<AvatarFramesPage>('/api/v1/me/avatar-frames?themeId=cosmic');
    expect(cosmic.json.items.map((f) => f.id)).toEqual(['aurora', 'nova']);
    const third = await m.browser<AvatarFramesPage>('/api/v1/me/avatar-frames?pageSize=3&pageNo=3');
    expect(third.json).toMatchObject({ total: 8, items: [{ id: 'laurel' }, { id: 'nova' }] });
    const badTier = await m.browser<Refusal>('/api/v1/me/avatar-frames?tierId=9');
    expect(badTier.status).toBe(400);
    expect(await newBrowser()('/api/v1/me/avatar-frames').then((r) => r.status)).toBe(401);
  });

  it('refuses a locked frame (403), an unknown id or a cover id (404), an empty id (400); another member’s unlocked frame stays locked for this one', async () => {
    const low = await member('frames-low');
    const high = await member('frames-high');
    await atLevel(high.memberId, 20);

    const worn = await wearFrame(high.browser, 'ember');
    expect(worn.status, worn.text).toBe(200);
    expect(worn.json.profileUpgrades.avatarFrameDetails).toEqual({ id: 'ember', label: 'Ember' });

    const locked = await wearFrame(low.browser, 'ember');
    expect(locked.status).toBe(403);
    expect(locked.json).toMatchObject({
      reason: 'AVATAR_FRAME_LOCKED',
      message: messages.avatarFrameLocked('Unlocks at level 20'),
    });
    const unknown = await wearFrame(low.browser, 'no-such-frame');
    expect(unknown.status).toBe(404);
    expect(unknown.json.reason).toBe('AVATAR_FRAME_UNKNOWN');
    const coverAsFrame = await wearFrame(low.browser, 'dawn');
    expect(coverAsFrame.status).toBe(404);
    expect(coverAsFrame.json.reason).toBe('AVATAR_FRAME_UNKNOWN');
    const empty = await wearFrame(low.browser, '');
    expect(empty.status).toBe(400);
    const missing = await low.browser<Refusal>('/api/v1/me/avatar-frame', { method: 'PUT', body: {} });
    expect(missing.status).toBe(400);

    // One level short of the boundary, then at it.
    await atLevel(low.memberId, 19);
    expect((await wearFrame(low.browser, 'ember')).status).toBe(403);
    await atLevel(low.memberId, 20);
    expect((await wearFrame(low.browser, 'ember')).status).toBe(200);
    const me = await low.browser<Profile>('/api/v1/profiles/me');
    expect(me.json.profileUpgrades.avatarFrameDetails?.id).toBe('ember');
  });

  it('shows the worn frame on the profile, to others too, and on cards and comments; taking it off clears them', async () => {
    const author = await member('frames-cards');
    const viewer = await member('frames-viewer');
    const categories = await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const categoryId = categories.json.items[0]!.id;
    const write = async (title: string) => {
      const res = await author.browser<{ id: string }>('/api/v1/posts', {
        body: { type: 'post', title, categoryId, content: '<p>Frames</p>' },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id;
    };
    const stamp = Date.now().toString(36);
    const before = `Before the frame ${stamp}`;
    const beforeId = await write(before);
    const commented = await author.browser(`/api/v1/posts/${beforeId}/comments`, {
      body: { content: '<p>A framed comment</p>' },
    });
    expect(commented.status, commented.text).toBe(201);

    const worn = await wearFrame(author.browser, 'silver');
    expect(worn.status, worn.text).toBe(200);
    expect(worn.json.profileUpgrades.avatarFrameDetails).toEqual({ id: 'silver', label: 'Silver Ring' });
    const seen = await viewer.browser<Profile>(`/api/v1/profiles/${author.memberId}`);
    expect(seen.json.profileUpgrades.avatarFrameDetails?.id).toBe('silver');
    const session = await author.browser<{ user: { avatarFrameId: string | null } }>('/api/v1/auth/session');
    expect(session.json.user.avatarFrameId).toBe('silver');
    const listed = await author.browser<AvatarFramesPage>('/api/v1/me/avatar-frames');
    expect(listed.json.items.filter((f) => f.equipped).map((f) => f.id)).toEqual(['silver']);

    const after = `After the frame ${stamp}`;
    await write(after);
    await drainEvents();
    const frames = async () => {
      const feed = await viewer.browser<FeedResponse>('/api/v1/feed?sort=new');
      expect(feed.status, feed.text).toBe(200);
      const comments = await viewer.browser<CommentsResponse>(`/api/v1/posts/${beforeId}/comments`);
      expect(comments.status, comments.text).toBe(200);
      return {
        cards: [before, after].map((t) => feed.json.items.find((c) => c.title === t)!.author.avatarFrameId ?? null),
        comment: comments.json.items[0]!.author.avatarFrameId ?? null,
      };
    };
    expect(await frames()).toEqual({ cards: ['silver', 'silver'], comment: 'silver' });

    // Wearing the same one again changes nothing; the SPA's "select the current one" sends null: off everywhere.
    expect((await wearFrame(author.browser, 'silver')).json.profileUpgrades.avatarFrameDetails?.id).toBe('silver');
    const off = await wearFrame(author.browser, null);
    expect(off.status, off.text).toBe(200);
    expect(off.json.profileUpgrades.avatarFrameDetails).toBeNull();
    const bare = await author.browser<{ user: { avatarFrameId: string | null } }>('/api/v1/auth/session');
    expect(bare.json.user.avatarFrameId).toBeNull();
    await drainEvents();
    expect(await frames()).toEqual({ cards: [null, null], comment: null });
  });
});

describe('profile covers', () => {
  it('lists covers with their orientations, wears an unlocked one, refuses a locked or unknown one, takes it off', async () => {
    const m = await member('covers');
    const list = await m.browser<ProfileCoversPage>('/api/v1/me/profile-covers');
    expect(list.status, list.text).toBe(200);
    expect(list.json.total).toBe(6);
    expect(list.json.items.filter((c) => c.unlocked).map((c) => c.id)).toEqual(['dawn']);
    expect(list.json.items[0]!.variations).toEqual([
      { orientation: 'landscape', type: 'css', key: 'dawn-landscape', url: null },
      { orientation: 'portrait', type: 'css', key: 'dawn-portrait', url: null },
    ]);

    const locked = await wearCover(m.browser, 'embers');
    expect(locked.status).toBe(403);
    expect(locked.json).toMatchObject({
      reason: 'PROFILE_COVER_LOCKED',
      message: messages.profileCoverLocked('Unlocks at rank TRAINED (level 21)'),
    });
    const unknown = await wearCover(m.browser, 'silver');
    expect(unknown.status).toBe(404);
    expect(unknown.json.reason).toBe('PROFILE_COVER_UNKNOWN');

    const worn = await wearCover(m.browser, 'dawn');
    expect(worn.status, worn.text).toBe(200);
    expect(worn.json.profileUpgrades.profileCoverDetails).toMatchObject({ id: 'dawn', label: 'Dawn' });
    expect(worn.json.profileUpgrades.profileCoverDetails?.variations.map((v) => v.orientation)).toEqual([
      'landscape',
      'portrait',
    ]);
    const off = await wearCover(m.browser, null);
    expect(off.json.profileUpgrades.profileCoverDetails).toBeNull();
    const me = await m.browser<Profile>('/api/v1/profiles/me');
    expect(me.json.profileUpgrades.profileCoverDetails).toBeNull();
  });
});

describe('the demo seed', () => {
  it('has a seasoned member (level 25 or more) wearing the Ember frame and the Embers cover, on her profile and her cards', async () => {
    const viewer = await member('frames-demo');
    const maya = await viewer.browser<Profile>('/api/v1/profiles/mb-member');
    expect(maya.status, maya.text).toBe(200);
    // At least 25: other tests' upvotes on her posts may raise it during a run.
    expect(maya.json.level).toBeGreaterThanOrEqual(25);
    expect(maya.json.profileUpgrades.avatarFrameDetails?.id).toBe('ember');
    expect(maya.json.profileUpgrades.profileCoverDetails?.id).toBe('embers');
    // Her cards as her profile lists them (the same card view as the feed's): the home feed's first page may hold
    // none of hers by the time this runs, since the other test files post to the same community.
    const cards = await viewer.browser<FeedResponse>('/api/v1/profiles/mb-member/posts');
    expect(cards.status, cards.text).toBe(200);
    const hers = cards.json.items.filter((c) => c.author.memberId === 'mb-member');
    expect(hers.length).toBeGreaterThan(0);
    for (const card of hers) {
      expect(card.author.avatarFrameId).toBe('ember');
      expect(card.author.level).toBeGreaterThanOrEqual(25);
    }
  });
});
