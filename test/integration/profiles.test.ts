// Member profiles over HTTP (member-forum §2.7, §2.8, §5): what a viewer sees by the member's privacy
// switches, the username claim under a race, the settings' bad input, and a member's activity by author index.
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import type { Profile } from '@hearth/shared/schemas/members';
import { keys } from '@hearth/functions/platform/db/keys';
import { bannerPng } from '../../scripts/local/png.ts';
import { signedInAccount } from './auth-flows.ts';
import { demo, drainEvents, type newBrowser } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

async function me(browser: Browser) {
  const res = await browser<Profile>('/api/v1/profiles/me');
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const patch = (browser: Browser, body: Record<string, unknown>) =>
  browser<Profile & { error?: string; reason?: string; fields?: Record<string, string> }>('/api/v1/me/profile', {
    method: 'PATCH',
    body,
  });

const uniqueName = (tag: string) => `${tag}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('profile visibility by privacy and viewer', () => {
  it('shows the member everything, others only what the switches allow, and guests nothing', async () => {
    const owner = (await signedInAccount('demo.localhost', 'profile-owner')).browser;
    const viewer = (await signedInAccount('demo.localhost', 'profile-viewer')).browser;
    const username = uniqueName('ann');
    const saved = await patch(owner, {
      username,
      bio: 'Gardener and reader.',
      dateOfBirth: '1990-02-28',
      location: 'Lyon, France',
    });
    expect(saved.status, saved.text).toBe(200);
    const location = { city: 'Lyon', province: null, country: 'France' };
    // Defaults: the location is shown to others, the birth date is not.
    expect(saved.json).toMatchObject({ username, dateOfBirth: '1990-02-28', location, isMe: true });
    expect(saved.json.privacy).toEqual({ dateOfBirth: false, location: true });

    const byUsername = await viewer<Profile>(`/api/v1/profiles/${username.toUpperCase()}`);
    expect(byUsername.status, byUsername.text).toBe(200);
    expect(byUsername.json).toMatchObject({ username, bio: 'Gardener and reader.', location, dateOfBirth: null });
    expect(byUsername.json).toMatchObject({ isMe: false, privacy: null });
    expect(byUsername.json.roles.map((r) => r.name)).toEqual(['Members']);
    const byId = await viewer<Profile>(`/api/v1/profiles/${byUsername.json.memberId}`);
    expect(byId.json.username).toBe(username);
    // A member id that is no ULID (the seed's) and a member without a username open by id too.
    const seeded = await viewer<Profile>('/api/v1/profiles/mb-admin');
    expect(seeded.status, seeded.text).toBe(200);
    expect(seeded.json).toMatchObject({ fullName: 'Ada Admin', username: 'ada', location: null });
    const unnamed = await owner<Profile>(`/api/v1/profiles/${(await me(viewer)).memberId}`);
    expect(unnamed.status, unnamed.text).toBe(200);
    expect(unnamed.json).toMatchObject({ username: null, isMe: false });

    expect((await patch(owner, { privacy: { dateOfBirth: true, location: false } })).status).toBe(200);
    const after = (await viewer<Profile>(`/api/v1/profiles/${username}`)).json;
    expect(after).toMatchObject({ dateOfBirth: '1990-02-28', location: null });
    // The member still sees their own hidden location.
    expect(await me(owner)).toMatchObject({ location, privacy: { dateOfBirth: true, location: false } });

    const guest = await demo(`/api/v1/profiles/${username}`);
    expect(guest.status).toBe(401);
    const missing = await viewer<{ reason: string }>('/api/v1/profiles/nobody-here-at-all');
    expect(missing.status).toBe(404);
    expect(missing.json.reason).toBe('PROFILE_MISSING');
  });

  it('keeps a profile to its community', async () => {
    const owner = (await signedInAccount('demo.localhost', 'profile-tenant')).browser;
    const username = uniqueName('tenant');
    expect((await patch(owner, { username })).status).toBe(200);
    const founders = (await signedInAccount('founders.localhost', 'profile-founders')).browser;
    // A founders account is a stranger on demo, and demo's member is no one on founders.
    const there = await founders(`/api/v1/profiles/${username}`);
    expect([401, 403, 404]).toContain(there.status);
  });
});

describe('username claim', () => {
  it('checks availability, and of two members racing for one name exactly one wins', async () => {
    const [a, b] = await Promise.all([
      signedInAccount('demo.localhost', 'race-a'),
      signedInAccount('demo.localhost', 'race-b'),
    ]);
    const name = uniqueName('race');
    const free = await a.browser<{ available: boolean }>(`/api/v1/usernames/${name}`);
    expect(free.status, free.text).toBe(200);
    expect(free.json.available).toBe(true);

    const results = await Promise.all([patch(a.browser, { username: name }), patch(b.browser, { username: name })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.json).toMatchObject({ reason: 'USERNAME_TAKEN', fields: { username: messages.usernameTaken } });

    const winner = results[0]!.status === 200 ? a.browser : b.browser;
    const other = winner === a.browser ? b.browser : a.browser;
    // Another case is the same name; the holder's own name counts as free to them.
    expect((await other<{ available: boolean }>(`/api/v1/usernames/${name.toUpperCase()}`)).json.available).toBe(false);
    expect((await winner<{ available: boolean }>(`/api/v1/usernames/${name}`)).json.available).toBe(true);

    // Renaming releases the old name: the other member can take it now.
    expect((await patch(winner, { username: uniqueName('moved') })).status).toBe(200);
    expect((await patch(other, { username: name })).status).toBe(200);
    expect((await me(other)).username).toBe(name);
  });
});

describe('settings bad input (member-forum §5)', () => {
  it.each([
    [{ username: 'ab' }, 'username', messages.usernameMin],
    [{ username: 'has space' }, 'username', messages.usernameCharacters],
    [{ dateOfBirth: '1990-02-31' }, 'dateOfBirth', messages.birthDateInvalid],
    [{ dateOfBirth: '1899-12-31' }, 'dateOfBirth', messages.birthDateInvalid],
    [{ location: 'Springfield' }, 'location', messages.locationWrong],
    [{ location: '' }, 'location', messages.locationRequired],
    [{ bio: 'x'.repeat(256) }, 'bio', messages.bioLength],
  ])('%j → 400 %s: %s, nothing saved', async (body, field, message) => {
    const { browser } = await signedInAccount('demo.localhost', 'bad-input');
    // The sign-up's XP arrives through its event: settled first, so only this request could change the profile.
    await drainEvents();
    const before = await me(browser);
    const res = await patch(browser, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.fields?.[field]).toBe(message);
    expect(await me(browser)).toEqual(before);
  });
});

describe('activity', () => {
  it("lists a member's signed posts and comments, newest first, without anonymous ones", async () => {
    const { browser } = await signedInAccount('demo.localhost', 'activity');
    const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const send = (title: string, anonymous = false) =>
      browser<{ id: string; slug: string }>('/api/v1/posts', {
        body: { type: 'post', title, categoryId, content: '<p>Body</p>', anonymous },
      });
    const post = async (title: string) => {
      const res = await send(title);
      expect(res.status, res.text).toBe(201);
      return res.json;
    };
    const first = await post('Activity first');
    const second = await post('Activity second');
    // Whether or not this role may post anonymously here, an anonymous post never shows on the profile.
    await send('Activity anonymous', true);
    const comment = await browser<{ id: string }>(`/api/v1/posts/${first.id}/comments`, {
      body: { content: '<p>My comment</p>' },
    });
    expect(comment.status, comment.text).toBe(201);

    const { memberId } = await me(browser);
    const viewer = (await signedInAccount('demo.localhost', 'activity-viewer')).browser;
    const posts = await viewer<{ items: Array<{ id: string; title: string }>; nextCursor: string | null }>(
      `/api/v1/profiles/${memberId}/posts`,
    );
    expect(posts.status, posts.text).toBe(200);
    expect(posts.json.items.map((p) => p.title)).toEqual(['Activity second', 'Activity first']);
    expect(posts.json.items[0]!.id).toBe(second.id);

    const comments = await viewer<{ items: Array<{ content: string; postSlug: string }> }>(
      `/api/v1/profiles/${memberId}/comments`,
    );
    expect(comments.status, comments.text).toBe(200);
    expect(comments.json.items).toEqual([
      expect.objectContaining({ content: '<p>My comment</p>', postSlug: first.slug }),
    ]);
    // A cursor from another list is refused, not followed.
    const crafted = Buffer.from(JSON.stringify(keys.feedEntry('demo', 'home', 'all', 'x'))).toString('base64url');
    expect((await viewer(`/api/v1/profiles/${memberId}/posts?cursor=${crafted}`)).status).toBe(400);
  });
});

describe('avatar upload (member-forum §4, §5)', () => {
  it('sets a verified picture, and refuses a 10 MB file, an SVG or HTML renamed .png and a GIF from a non-subscriber', async () => {
    const { browser } = await signedInAccount('demo.localhost', 'avatar');
    const upload = async (bytes: Buffer, fileType = 'image/jpeg', storedType = fileType) => {
      const presigned = await browser<{ key: string; url: string; fields: Record<string, string> }>(
        '/api/v1/me/avatar-uploads',
        { body: { fileType } },
      );
      expect(presigned.status, presigned.text).toBe(201);
      const form = new FormData();
      for (const [k, v] of Object.entries(presigned.json.fields)) form.append(k, k === 'Content-Type' ? storedType : v);
      form.append('file', new Blob([new Uint8Array(bytes)]));
      expect((await fetch(presigned.json.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      return presigned.json.key;
    };
    const setAvatar = (key: string) =>
      browser<Profile & { fields?: Record<string, string>; reason?: string }>('/api/v1/me/avatar', {
        method: 'PUT',
        body: { key },
      });

    const png = bannerPng('#228be6', 64, 64);
    const good = await setAvatar(await upload(png, 'image/png'));
    expect(good.status, good.text).toBe(200);
    expect(good.json.profilePicURL).toMatch(/^\/media\/c\/cm-demo\/avatars\/.+\.png$/);

    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bytes of [big, svg, html]) {
      const refused = await setAvatar(await upload(bytes, 'image/png'));
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.fields?.file).toBe(messages.invalidImage);
    }
    // A PNG stored as text/html is no avatar either.
    const disguised = await setAvatar(await upload(png, 'image/png', 'text/html'));
    expect(disguised.status).toBe(400);

    const gifAsked = await browser<{ reason: string; fields: Record<string, string> }>('/api/v1/me/avatar-uploads', {
      body: { fileType: 'image/gif' },
    });
    expect(gifAsked.status).toBe(403);
    expect(gifAsked.json).toMatchObject({
      reason: 'AVATAR_GIF_SUBSCRIBERS_ONLY',
      fields: { file: messages.avatarGifSubscribersOnly },
    });
    // A GIF's bytes sent under a JPEG upload are found out when it is set.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const smuggled = await setAvatar(await upload(gif, 'image/jpeg', 'image/gif'));
    expect(smuggled.status).toBe(403);
    expect(smuggled.json.reason).toBe('AVATAR_GIF_SUBSCRIBERS_ONLY');

    // Nothing refused was saved: the profile keeps the good picture.
    expect((await me(browser)).profilePicURL).toBe(good.json.profilePicURL);
    // The session carries it too, for the top bar's avatar.
    const session = await browser<{ user: { avatarURL: string | null } }>('/api/v1/auth/session');
    expect(session.json.user.avatarURL).toBe(good.json.profilePicURL);
  });
});
