// The owner as a member of every community they own (a member item with a profile, settings and notifications, for
// new communities and, through the owner-membership backfill, for existing ones), and the demo seed's accounts made
// as sign-up makes them: a pending registration that member approval lists, members with usernames.
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@hearth/shared/schemas/members';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { hostClient } from '../support/http.ts';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, newBrowser, platform, table } from './context.ts';
import { socketOf } from './live-socket.ts';
import { demoAccount } from './members.ts';

type Browser = ReturnType<typeof newBrowser>;

/** A new owner-app account with a community of its own, signed in on the community's host too. */
async function ownerWithCommunity() {
  const account = await signedInAccount('app.localhost', 'owner');
  const subdomain = `own-${Date.now().toString(36)}-${ulid().slice(-4).toLowerCase()}`;
  const created = await account.browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Own Hub',
      communitySubdomain: subdomain,
      organizationName: 'Own Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Be a member of my own community.',
    },
  });
  expect(created.status, created.text).toBe(201);
  const host = `${subdomain}.localhost`;
  const site = newBrowser(host);
  const signedIn = await site<{ user: { memberId: string } }>('/api/v1/auth/sign-in', {
    body: { email: account.email, password: account.password },
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { account, host, site, communityId: created.json.communityId, memberId: signedIn.json.user.memberId };
}

/** What the owner's own pages on their site read: the profile, a bio save, the bell and the notification list. */
async function expectOwnPages(site: Browser, memberId: string) {
  const me = await site<Profile>('/api/v1/profiles/me');
  expect(me.status, me.text).toBe(200);
  expect(me.json).toMatchObject({ memberId, isMe: true });
  const byId = await site<Profile>(`/api/v1/profiles/${memberId}`);
  expect(byId.status, byId.text).toBe(200);
  const saved = await site<Profile>('/api/v1/me/profile', { method: 'PATCH', body: { bio: 'I run this place.' } });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.json.bio).toBe('I run this place.');
  const unread = await site('/api/v1/notifications/unread');
  expect(unread.status, unread.text).toBe(200);
  expect((await site('/api/v1/notifications')).status).toBe(200);
  expect((await site('/api/v1/notification-preferences')).status).toBe(200);
  // Account Settings' "Your data": the owner's own data here.
  const exported = await site<{ items: Array<{ memberId: string }> }>('/api/v1/me/export?part=profile');
  expect(exported.status, exported.text).toBe(200);
  expect(exported.json.items[0]).toMatchObject({ memberId });
}

describe('the owner as a member of their own community', () => {
  it('has a profile, settings and notifications on a community they just created', async () => {
    const { site, memberId } = await ownerWithCommunity();
    await expectOwnPages(site, memberId);
  });

  it('has them on the seeded demo community too', async () => {
    const site = await demoAccount('owner@hearth.local');
    await expectOwnPages(site, 'mb-owner');
  });

  it('gets a member item in an existing community from the owner-membership backfill, once', async () => {
    const { site, communityId, memberId } = await ownerWithCommunity();
    const Key = keys.member(communityId, memberId);
    // Back to before owners were members: the community has no member item for its owner, and the one-off job (run
    // to its end when the platform started) has not seen it.
    await table.send(new DeleteCommand({ TableName: 'hearth', Key }));
    await table.send(new DeleteCommand({ TableName: 'hearth', Key: keys.jobCheckpoint('owner-membership-backfill') }));
    expect((await site('/api/v1/profiles/me')).status).toBe(404);

    const run = () =>
      hostClient(platform.port, 'app.localhost')('/_dev/schedules/owner-membership-backfill/run', {
        method: 'POST',
        body: {},
      });
    expect((await run()).status).toBe(200);
    const stored = (await table.send(new GetCommand({ TableName: 'hearth', Key }))).Item;
    expect(stored).toMatchObject({ communityId, memberId, kind: 'owner', state: 'active' });
    await expectOwnPages(site, memberId);
    // A second run leaves the member as it is (the bio saved above stays).
    expect((await run()).status).toBe(200);
    expect((await table.send(new GetCommand({ TableName: 'hearth', Key }))).Item).toMatchObject({
      bio: 'I run this place.',
    });
  });
});

describe("the owner's live socket on their own community", () => {
  it('opens, and closes when the owner changes their password in the owner app', async () => {
    const { account, host, site } = await ownerWithCommunity();
    const socket = await socketOf(site, host);
    const changed = await account.browser('/api/v1/auth/change-password', {
      body: { currentPassword: account.password, newPassword: 'owner-next-22' },
    });
    expect(changed.status, changed.text).toBe(200);
    // The owner's account lives in the owner app; their sockets on the community they own close all the same.
    await socket.closed();
    await expect(socketOf(site, host)).rejects.toThrow('refused 401');
  });
});

describe('the demo seed', () => {
  it('lists the seeded pending registration in demo’s member approval', async () => {
    await drainEvents();
    const owner = await demoAccount('owner@hearth.local', 'app.localhost');
    const listed = await owner<{ items: Array<{ email: string; status: string }> }>(
      '/api/v1/communities/cm-demo/member-requests?status=pending',
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items).toContainEqual(
      expect.objectContaining({ email: 'pending@hearth.local', status: 'pending' }),
    );
  });

  it('gives the demo members usernames, so a bio saves on its own', async () => {
    for (const [email, host] of [
      ['member@hearth.local', 'demo.localhost'],
      ['moderator@hearth.local', 'demo.localhost'],
      ['admin@hearth.local', 'demo.localhost'],
      ['member@hearth.local', 'founders.localhost'],
    ] as const) {
      const browser = await demoAccount(email, host);
      const me = await browser<Profile>('/api/v1/profiles/me');
      expect(me.json.username, email).toEqual(expect.stringMatching(/^[a-z]/));
      const saved = await browser<Profile>('/api/v1/me/profile', { method: 'PATCH', body: { bio: 'Hello.' } });
      expect(saved.status, saved.text).toBe(200);
    }
  });
});
