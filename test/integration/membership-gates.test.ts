// Who may read a private community, and who may write anywhere, judged on every route of the endpoint catalogue:
// a route added later joins these matrices by itself (and fails them until it is given its inputs below).
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { PASSWORD, signedInAccount, verifiedAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';
import { type Browser, demoAccount } from './members.ts';

const endpoints = Object.values(catalogue).flatMap((d) => Object.values(d as Record<string, AnyEndpoint>));
const name = (e: AnyEndpoint) => `${e.method} ${e.path}`;

/** The community's content: every read a private community keeps to its active members and staff. */
// Reads that answer a signed e-mail link (auth 'none': the token is the proof, e.g. unsubscribe) are left out; their
// forged links are refused in test/integration/notifications.test.ts, expired ones in
// test/integration/unsubscribe-expired-link.test.ts.
// A member's export of their own data is not the community's content: any account may take its own data with it,
// whatever its state (pending, denied, banned); test/integration/export.test.ts holds it to that account's items.
const OWN_DATA_READS = new Set(['GET /api/v1/me/export']);
const contentReads = endpoints.filter(
  (e) => e.method === 'GET' && e.tenancy === 'community' && e.auth !== 'none' && !OWN_DATA_READS.has(name(e)),
);

/** Reads only staff make (the role screens): a plain member is refused them too, as any non-staff account is. */
const STAFF_READS = new Set([
  'GET /api/v1/roles',
  'GET /api/v1/role-members',
  // moderation
  'GET /api/v1/moderation/reports',
  'GET /api/v1/moderation/audit-logs',
]);

/**
 * Site-host reads of the dashboard's structure screens (subforums, categories): they answer only the community's
 * owner and editors (their staff records), so every account of a private community is refused them as well.
 */
const STAFF_SITE_READS = [
  'GET /api/v1/communities/{communityId}/subforums',
  'GET /api/v1/communities/{communityId}/categories',
  // gatekeeping
  'GET /api/v1/communities/{communityId}/word-filter',
  'GET /api/v1/communities/{communityId}/member-requests',
  'GET /api/v1/communities/{communityId}/member-whitelist',
  'GET /api/v1/communities/{communityId}/post-submissions',
  'GET /api/v1/communities/{communityId}/invitations',
];
/** Writes inside a community by a signed-in account. */
const communityWrites = endpoints.filter((e) => e.method !== 'GET' && e.tenancy === 'community' && e.auth === 'user');

/**
 * The sign-in gate: what a private community shows before anyone is let in (its look, the session, how to sign
 * in). A new read on a site host must be added here on purpose, or be a community-tenancy route (gated above).
 */
const SIGN_IN_GATE = [
  'GET /api/v1/site',
  'GET /api/v1/auth/session',
  'GET /api/v1/auth/options',
  'GET /api/v1/auth/social/{provider}',
  'GET /api/v1/auth/social/complete',
  // The sign-up form asks the community's onboarding questions
  'GET /api/v1/onboarding-questions',
];

const memberIdOf = async (browser: Browser) =>
  (await browser<{ user: { memberId: string } }>('/api/v1/auth/session')).json.user.memberId;

/** A moderator's timeout of a member, for `days` days, through the moderation API. */
async function timeOut(staff: Browser, memberId: string, days = 2) {
  const res = await staff(`/api/v1/moderation/members/${memberId}/actions`, {
    body: { action: 'timedBan', reason: 'Cool off for a while', days },
  });
  expect(res.status, res.text).toBe(200);
}

/** A fresh registration on a member-approval community: verified, signed in, waiting for staff. */
async function pendingAccount(host: string) {
  const account = await verifiedAccount(host, 'waiting');
  const res = await account.browser<{ user: { memberId: string; state: string } }>('/api/v1/auth/sign-in', {
    body: { email: account.email, password: PASSWORD },
  });
  expect(res.json.user.state).toBe('pending');
  return { browser: account.browser, memberId: res.json.user.memberId };
}

interface Fixture {
  postId: string;
  slug: string;
  commentId: string;
  categoryId: string;
  pollPostId: string;
  optionId: string;
  draftId: string;
}

/** A draft of that id for that account (a draft is read by its author only, so each reader saves its own). */
async function draftOf(author: Browser, draftId: string) {
  const res = await author(`/api/v1/drafts/${draftId}`, { method: 'PUT', body: { title: 'Half written' } });
  expect(res.status, res.text).toBe(200);
}

async function fixtureIn(author: Browser): Promise<Fixture> {
  const categories = await author<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const categoryId = categories.json.items[0]!.id;
  const stamp = Date.now().toString(36);
  const post = await author<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title: `Gatekeeping ${stamp}`, categoryId, content: '<p>Inside the room</p>' },
  });
  expect(post.status, post.text).toBe(201);
  const poll = await author<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'poll', title: `Gate poll ${stamp}`, categoryId, options: ['Yes', 'No'], content: '' },
  });
  expect(poll.status, poll.text).toBe(201);
  const pollPost = await author<{ poll: { options: Array<{ id: string }> } }>(`/api/v1/posts/${poll.json.slug}`);
  const comment = await author<{ id: string }>(`/api/v1/posts/${post.json.id}/comments`, {
    body: { content: '<p>A comment inside</p>' },
  });
  expect(comment.status, comment.text).toBe(201);
  const draftId = ulid().toLowerCase();
  await draftOf(author, draftId);
  return {
    draftId,
    postId: post.json.id,
    slug: post.json.slug,
    commentId: comment.json.id,
    categoryId,
    pollPostId: poll.json.id,
    optionId: pollPost.json.poll.options[0]!.id,
  };
}

/** A request for each route that passes validation, so only the gate can refuse it. */
function requestFor(endpoint: AnyEndpoint, f: Fixture): { path: string; body?: unknown } {
  const params: Record<string, string> = {
    // A profile's slug on profile routes (the private community's seeded member), a post's elsewhere.
    slug: endpoint.path.startsWith('/api/v1/profiles/') ? 'mb-founders-member' : f.slug,
    postId: endpoint.path.includes('/poll/') ? f.pollPostId : f.postId,
    commentId: f.commentId,
    page: 'terms',
    key: 'like',
    username: 'someone_new',
    // Trigger tester
    trigger: 'totalPostsSubmitted',
    // moderation: no such entry (the gate answers before the entry is looked up)
    entryId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
    contentType: 'post',
    questId: 'first-post',
    contentId: f.postId,
    // web push: no such subscription (the gate answers before it is looked up)
    subscriptionId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    draftId: f.draftId,
  };
  const query: Record<string, string> = {
    'GET /api/v1/search': '?q=Gatekeeping',
    'GET /api/v1/mentions': '?q=Fi',
    'GET /api/v1/me/export': '?part=profile',
  };
  const bodies: Record<string, unknown> = {
    'POST /api/v1/posts': { type: 'post', title: 'Not while refused', categoryId: f.categoryId, content: '<p>x</p>' },
    'PUT /api/v1/posts/{postId}': { type: 'post', title: 'Edited', categoryId: f.categoryId, content: '<p>y</p>' },
    'PUT /api/v1/posts/{postId}/pinned': { pinned: true },
    'PUT /api/v1/posts/{postId}/archived': { archived: false },
    'PUT /api/v1/posts/{postId}/place': { subforumId: '-1', categoryId: f.categoryId },
    'PUT /api/v1/posts/{postId}/approval': { approved: true },
    'PUT /api/v1/posts/{postId}/subscription': { subscribed: true },
    'PUT /api/v1/posts/{postId}/vote': { vote: 'upvote' },
    'POST /api/v1/posts/{postId}/poll/votes': { optionId: f.optionId },
    'POST /api/v1/posts/{postId}/poll/options': { title: 'Maybe' },
    'POST /api/v1/posts/media-uploads': { fileType: 'image/png' },
    'PUT /api/v1/drafts/{draftId}': { title: 'Not while refused' },
    'POST /api/v1/link-previews': { url: 'https://example.com/' },
    'POST /api/v1/ai/complete': { prompt: 'Not while refused' },
    'POST /api/v1/ai/stream': { prompt: 'Not while refused' },
    'POST /api/v1/posts/{postId}/comments': { content: '<p>Not while refused</p>' },
    'PUT /api/v1/comments/{commentId}': { content: '<p>Edited</p>' },
    'PUT /api/v1/comments/{commentId}/vote': { vote: 'upvote' },
    'POST /api/v1/members/{memberId}/approval': { decision: 'approve' },
    'PUT /api/v1/role-assignments': { roleId: 'moderators', memberIds: ['mb-pending'] },
    'PATCH /api/v1/me/profile': { bio: 'Not while refused' },
    'POST /api/v1/me/avatar-uploads': { fileType: 'image/png' },
    'PUT /api/v1/me/avatar': { key: 'c/demo/avatars/none.png' },
    // gamification: the level-1 frame and cover, which any member may wear
    'PUT /api/v1/me/avatar-frame': { avatarFrameId: 'silver' },
    'PUT /api/v1/me/profile-cover': { profileCoverId: 'dawn' },
    'PATCH /api/v1/notification-preferences': { preferences: { mentionEmailNotifications: false } },
    // web push
    'POST /api/v1/push-subscriptions': {
      endpoint: 'https://push.example.com/gate',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    // Trigger tester
    'POST /api/v1/notification-triggers/{trigger}': { amount: 1 },
    // moderation
    'POST /api/v1/reports': { contentType: 'post', contentId: f.postId, reason: 'Spam' },
    'POST /api/v1/moderation/reports/actions': { action: 'discard', reportIds: ['no-such-report'] },
    'POST /api/v1/moderation/members/{memberId}/actions': { action: 'warn', comment: 'Please keep it kind.' },
    'POST /api/v1/moderation/content/{contentType}/{contentId}/delete': { reason: 'Not while refused' },
    // gamification
    'POST /api/v1/me/quests/{questId}/claim': {},
  };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, p: string) => {
    if (p === 'memberId') return 'mb-pending';
    if (!(p in params)) throw new Error(`${name(endpoint)}: give the gate test a value for {${p}}`);
    return params[p]!;
  });
  const key = name(endpoint);
  if (endpoint.request.body && !(key in bodies)) throw new Error(`${key}: give the gate test a valid body`);
  return { path: path + (query[key] ?? ''), ...(endpoint.request.body ? { body: bodies[key] } : {}) };
}

describe('a private community', () => {
  const host = 'founders.localhost';
  const actors: Record<string, Browser> = {};
  let fixture: Fixture;

  beforeAll(async () => {
    const staff = await demoAccount('owner@hearth.local', host);
    const member = await demoAccount('member@hearth.local', host);
    const pending = await pendingAccount(host);
    const denied = await pendingAccount(host);
    const decided = await staff(`/api/v1/members/${denied.memberId}/approval`, { body: { decision: 'deny' } });
    expect(decided.status, decided.text).toBe(200);
    // A member of the community (approved), then timed out by staff: shut out until the timeout ends.
    const timedOut = await pendingAccount(host);
    const approved = await staff(`/api/v1/members/${timedOut.memberId}/approval`, { body: { decision: 'approve' } });
    expect(approved.status, approved.text).toBe(200);
    await timeOut(staff, timedOut.memberId);
    Object.assign(actors, {
      guest: newBrowser(host),
      pending: pending.browser,
      denied: denied.browser,
      banned: await demoAccount('banned@hearth.local', host),
      timedOut: timedOut.browser,
      member,
      staff,
    });
    fixture = await fixtureIn(member);
    await draftOf(staff, fixture.draftId);
  });

  it('has content reads to check, and every read on a site host is either gated or part of the sign-in gate', () => {
    expect(contentReads.length).toBeGreaterThanOrEqual(8);
    const siteReads = endpoints.filter((e) => e.method === 'GET' && e.tenancy === 'site').map(name);
    expect(siteReads.sort()).toEqual([...SIGN_IN_GATE, ...STAFF_SITE_READS].sort());
  });

  it.each(STAFF_SITE_READS)('refuses every account but staff: %s', async (read) => {
    const own = read.replace('GET ', '').replace('{communityId}', 'cm-founders');
    for (const who of ['guest', 'pending', 'denied', 'banned', 'timedOut', 'member']) {
      const res = await actors[who]!(own);
      expect([401, 403, 404], `${who}: ${res.text}`).toContain(res.status);
      expect(res.text, who).not.toContain('Inside the room');
    }
  });

  const refused = {
    guest: 'UNAUTHENTICATED',
    pending: 'ACCOUNT_PENDING',
    denied: 'ACCOUNT_DENIED',
    banned: 'ACCOUNT_BANNED',
    timedOut: 'ACCOUNT_BANNED',
  };

  it.each(contentReads.map((e) => [name(e), e] as const))(
    'only active members (not timed out) and staff read it: %s',
    async (_name, endpoint) => {
      const { path } = requestFor(endpoint, fixture);
      for (const [who, code] of Object.entries(refused)) {
        const res = await actors[who]!(path);
        expect(res.status, `${who}: ${res.text}`).toBe(who === 'guest' ? 401 : 403);
        expect(res.json, who).toMatchObject({ error: code });
        expect(res.text, who).not.toContain('Inside the room');
      }
      for (const who of ['member', 'staff']) {
        const res = await actors[who]!(path);
        const refusedHere =
          // The staff account here is the owner, a member of the community they own: their own notifications too.
          who !== 'staff' && STAFF_READS.has(name(endpoint));
        const expected = refusedHere ? 403 : 200;
        expect(res.status, `${who}: ${res.text}`).toBe(expected);
      }
    },
  );

  it('lets an account in on its next request once staff approve it', async () => {
    const applicant = await pendingAccount(host);
    expect((await applicant.browser('/api/v1/feed')).status).toBe(403);
    const approved = await actors.staff!(`/api/v1/members/${applicant.memberId}/approval`, {
      body: { decision: 'approve' },
    });
    expect(approved.status, approved.text).toBe(200);
    const feed = await applicant.browser<{ items: Array<{ id: string }> }>('/api/v1/feed?sort=new');
    expect(feed.status, feed.text).toBe(200);
    expect(feed.json.items.map((i) => i.id)).toContain(fixture.postId);
  });
});

describe('writes and member lookups', () => {
  const host = 'demo.localhost';
  const actors: Record<string, Browser> = {};
  let fixture: Fixture;
  const forumDomains = new Set(Object.values({ ...catalogue.posts, ...catalogue.comments }).map(name));

  beforeAll(async () => {
    fixture = await fixtureIn(await demoAccount('member@hearth.local', host));
    actors.pending = await demoAccount('pending@hearth.local', host);
    // The demo's banned@ account is timed out (30 days), so the permanently banned account is made here.
    const moderator = await demoAccount('moderator@hearth.local', host);
    const [banned, timedOut] = [await signedInAccount(host, 'banned'), await signedInAccount(host, 'timeout')];
    const banAction = await moderator(`/api/v1/moderation/members/${await memberIdOf(banned.browser)}/actions`, {
      body: { action: 'permanentBan', reason: 'Spam in every subforum' },
    });
    expect(banAction.status, banAction.text).toBe(200);
    await timeOut(moderator, await memberIdOf(timedOut.browser));
    actors.banned = banned.browser;
    actors.timedOut = timedOut.browser;
  });

  it('shows a public community to an account waiting for approval as it shows it to a guest', async () => {
    const asPending = await actors.pending!('/api/v1/layout');
    const asGuest = await newBrowser(host)('/api/v1/layout');
    expect(asPending.status, asPending.text).toBe(200);
    expect(asPending.json).toEqual(asGuest.json);
  });

  const memberOnly = [...communityWrites, ...endpoints.filter((e) => name(e) === 'GET /api/v1/mentions')];

  it.each(memberOnly.map((e) => [name(e), e] as const))(
    'are refused to banned and pending accounts: %s',
    async (_name, endpoint) => {
      const request = requestFor(endpoint, fixture);
      for (const [who, code] of [
        ['banned', 'ACCOUNT_BANNED'],
        ['pending', 'ACCOUNT_PENDING'],
      ] as const) {
        const res = await actors[who]!(request.path, { method: endpoint.method, ...request });
        expect(res.status, `${who}: ${res.text}`).toBe(403);
        // The forum's writes name the account's state; staff-only routes elsewhere refuse non-staff as such.
        if (forumDomains.has(name(endpoint))) expect(res.json, who).toMatchObject({ error: code });
      }
    },
  );

  /** Writes only a staff record (owner, editors) makes: every member account is refused them as such, first. */
  const STAFF_RECORD_WRITES = new Set(['POST /api/v1/members/{memberId}/approval']);

  it.each(communityWrites.map((e) => [name(e), e] as const))(
    'is refused to a timed-out member, with the ban and its end named: %s',
    async (_name, endpoint) => {
      const request = requestFor(endpoint, fixture);
      const res = await actors.timedOut!(request.path, { method: endpoint.method, ...request });
      expect(res.status, res.text).toBe(403);
      if (STAFF_RECORD_WRITES.has(name(endpoint))) {
        expect(res.json).toMatchObject({ error: 'FORBIDDEN' });
      } else {
        expect(res.json).toMatchObject({ error: 'ACCOUNT_BANNED' });
        expect((res.json as { message: string }).message).toMatch(
          /^Your account has been banned from accessing Hearth Makers\. This ban will expire on [A-Z][a-z]+ \d{2}, \d{4} at \d{1,2}:\d{2} [ap]m UTC\.$/,
        );
      }
    },
  );

  it('refuses a timed-out member the member lookups too (a read of the community)', async () => {
    const res = await actors.timedOut!('/api/v1/mentions?q=Fi');
    expect(res.status, res.text).toBe(403);
    expect(res.json).toMatchObject({ error: 'ACCOUNT_BANNED' });
  });
});
