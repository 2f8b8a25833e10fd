// Every staff route of the endpoint catalogue held to its rank rule (docs/architecture/moderation.md, "Who may moderate whom"):
// rank of the actor × rank of the person acted on (× rank of the staff member who decided, for undo). Each write a
// signed-in account makes in a community or its owner app is named below, as a staff action with its rule or as
// not acting on another person: a route added later fails the first test until it is given one.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import { type AnyEndpoint, routeKeyOf } from '@hearth/shared/contracts/endpoint';
import type { BulkResult } from '@hearth/shared/schemas/moderation';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;
type Rank = 'member' | 'moderator' | 'admin' | 'owner';
const RANKS: Rank[] = ['member', 'moderator', 'admin', 'owner'];
const LEVEL: Record<Rank, number> = { member: 0, moderator: 50, admin: 90, owner: 100 };

/**
 * How a staff route judges who may act:
 * - `rank`: against a person or their content — the actor moderates there and the person ranks below them;
 * - `undo`: the rank rule, and at least the rank of the staff member who made the entry;
 * - `organise`: where a post shows (pin, archive, move, approve) — any staff member, whoever wrote it;
 * - `author`: the author's own delete — nobody else, staff included (staff delete through moderation);
 * - `ownerApp`: the owner app's form of a community route, answered by the same service (`moderation/owner-app.ts`);
 * - `elsewhere`: a staff action on a person judged by its own rule, tested in the file named.
 */
type Rule =
  | { rule: 'rank' | 'undo' | 'organise' | 'author' }
  | { rule: 'ownerApp'; of: string }
  | { rule: 'elsewhere'; test: string; why: string };

const STAFF_ROUTES: Record<string, Rule> = {
  'PUT /api/v1/posts/{postId}': { rule: 'rank' },
  'PUT /api/v1/comments/{commentId}': { rule: 'rank' },
  'POST /api/v1/moderation/content/{contentType}/{contentId}/delete': { rule: 'rank' },
  'POST /api/v1/moderation/members/{memberId}/actions': { rule: 'rank' },
  'POST /api/v1/moderation/reports/actions': { rule: 'rank' },
  'POST /api/v1/moderation/audit-logs/{entryId}/undo': { rule: 'undo' },
  'DELETE /api/v1/posts/{postId}': { rule: 'author' },
  'DELETE /api/v1/comments/{commentId}': { rule: 'author' },
  'PUT /api/v1/posts/{postId}/pinned': { rule: 'organise' },
  'PUT /api/v1/posts/{postId}/archived': { rule: 'organise' },
  'PUT /api/v1/posts/{postId}/place': { rule: 'organise' },
  'PUT /api/v1/posts/{postId}/approval': { rule: 'organise' },
  'POST /api/v1/communities/{communityId}/moderation/reports/actions': {
    rule: 'ownerApp',
    of: 'POST /api/v1/moderation/reports/actions',
  },
  'POST /api/v1/communities/{communityId}/moderation/audit-logs/{entryId}/undo': {
    rule: 'ownerApp',
    of: 'POST /api/v1/moderation/audit-logs/{entryId}/undo',
  },
  'PUT /api/v1/communities/{communityId}/moderation/posts/{postId}/approval': {
    rule: 'ownerApp',
    of: 'PUT /api/v1/posts/{postId}/approval',
  },
  'POST /api/v1/members/{memberId}/approval': {
    rule: 'elsewhere',
    test: 'gatekeeping.test.ts',
    why: 'decides a pending registration (no rank yet); admins, the owner and editors',
  },
  'POST /api/v1/communities/{communityId}/member-requests/decisions': {
    rule: 'elsewhere',
    test: 'gatekeeping.test.ts',
    why: 'decides pending registrations, as above, from the dashboard',
  },
  'PUT /api/v1/role-assignments': {
    rule: 'elsewhere',
    test: 'roles.test.ts',
    why: "changes a member's roles: the owner and editors only",
  },
  'PUT /api/v1/communities/{communityId}/role-assignments': {
    rule: 'elsewhere',
    test: 'roles.test.ts',
    why: "changes a member's roles from the owner app: the owner and editors only",
  },
};

/**
 * Writes that act on no other person: one's own account, content, presses and settings, the community's
 * configuration (owner and editors), reports (a member's own filing), and the trigger tester (to oneself).
 */
const NOT_ON_OTHERS = new Set([
  'PUT /api/v1/onboarding/organization',
  'PUT /api/v1/onboarding/plan',
  // billing: the owner's own subscription (owner only)
  'POST /api/v1/billing/checkout-sessions',
  'PUT /api/v1/communities/{communityId}/subscription/plan',
  'POST /api/v1/communities/{communityId}/subscription/cancel',
  'POST /api/v1/communities/{communityId}/subscription/renew',
  'POST /api/v1/communities/{communityId}/subscription/portal-sessions',
  // lifetime codes: the caller's own codes, applied only to a community the caller owns (lifetime-codes.test.ts)
  'POST /api/v1/codes/redeem',
  'POST /api/v1/codes/apply',
  // the AI writing assist: text for the caller's own editor, nothing stored (ai-assist.test.ts)
  'POST /api/v1/ai/complete',
  'POST /api/v1/communities/{communityId}/ai/complete',
  'POST /api/v1/ai/stream',
  'POST /api/v1/communities/{communityId}/ai/stream',
  // post drafts: a member's own, read and written by their author only (drafts.test.ts)
  'PUT /api/v1/drafts/{draftId}',
  'DELETE /api/v1/drafts/{draftId}',
  // paid membership: the owner's own payout account and offer (owner only), a member's own supporter subscription
  'POST /api/v1/communities/{communityId}/monetization/onboarding',
  'PUT /api/v1/communities/{communityId}/monetization/enabled',
  'PUT /api/v1/communities/{communityId}/monetization/price',
  'PUT /api/v1/communities/{communityId}/monetization/perks',
  'POST /api/v1/me/supporter-subscription/checkout',
  'POST /api/v1/me/supporter-subscription/cancel',
  'POST /api/v1/me/supporter-subscription/resume',
  'POST /api/v1/communities/branding-uploads',
  'POST /api/v1/communities/branding-uploads/verify',
  'POST /api/v1/communities',
  'PUT /api/v1/communities/{communityId}/published',
  'PUT /api/v1/communities/{communityId}/onboarding-questions',
  'POST /api/v1/communities/{communityId}/subforums',
  'PUT /api/v1/communities/{communityId}/subforums/{subforumId}',
  'PUT /api/v1/communities/{communityId}/subforums/{subforumId}/rank',
  'DELETE /api/v1/communities/{communityId}/subforums/{subforumId}',
  'POST /api/v1/communities/{communityId}/categories',
  'PUT /api/v1/communities/{communityId}/categories/{categoryId}',
  'DELETE /api/v1/communities/{communityId}/categories/{categoryId}',
  'POST /api/v1/communities/{communityId}/roles',
  'PUT /api/v1/communities/{communityId}/roles/{roleId}',
  'DELETE /api/v1/communities/{communityId}/roles/{roleId}',
  'POST /api/v1/communities/{communityId}/editors',
  'DELETE /api/v1/communities/{communityId}/editors/{memberId}',
  'DELETE /api/v1/communities/{communityId}/editor-invitations/{invitationId}',
  'POST /api/v1/editor-invitations/accept',
  'PUT /api/v1/communities/{communityId}/settings/information',
  'PUT /api/v1/communities/{communityId}/settings/feed',
  'PUT /api/v1/communities/{communityId}/settings/seo',
  'PUT /api/v1/communities/{communityId}/settings/permissions',
  'PUT /api/v1/communities/{communityId}/settings/visibility',
  'PUT /api/v1/communities/{communityId}/settings/design',
  'PUT /api/v1/communities/{communityId}/settings/terms',
  'PUT /api/v1/communities/{communityId}/settings/privacy',
  'POST /api/v1/communities/{communityId}/settings/reaction-uploads',
  'PUT /api/v1/communities/{communityId}/settings/reactions/{reactionId}',
  // the community's custom domain (owner and editors; custom-domains.test.ts)
  'PUT /api/v1/communities/{communityId}/custom-domain',
  'DELETE /api/v1/communities/{communityId}/custom-domain',
  // the community's outbound webhooks (the owner only; webhooks.test.ts)
  'POST /api/v1/communities/{communityId}/webhooks',
  'PATCH /api/v1/communities/{communityId}/webhooks/{endpointId}',
  'DELETE /api/v1/communities/{communityId}/webhooks/{endpointId}',
  'POST /api/v1/communities/{communityId}/webhooks/{endpointId}/secret',
  'POST /api/v1/communities/{communityId}/webhooks/{endpointId}/deliveries/{deliveryId}/resend',
  // the community's API keys (owner only; users-api.test.ts)
  'POST /api/v1/communities/{communityId}/api-keys',
  'PATCH /api/v1/communities/{communityId}/api-keys/{keyId}',
  'DELETE /api/v1/communities/{communityId}/api-keys/{keyId}',
  'POST /api/v1/auth/change-email',
  'POST /api/v1/auth/change-password',
  'POST /api/v1/auth/welcome/complete',
  'PUT /api/v1/auth/profile',
  'POST /api/v1/auth/delete-account',
  'PATCH /api/v1/me/profile',
  'POST /api/v1/me/avatar-uploads',
  'PUT /api/v1/me/avatar',
  'PUT /api/v1/me/avatar-frame',
  'PUT /api/v1/me/profile-cover',
  'POST /api/v1/me/quests/{questId}/claim',
  'POST /api/v1/posts',
  'PUT /api/v1/posts/{postId}/subscription',
  'PUT /api/v1/posts/{postId}/vote',
  'PUT /api/v1/posts/{postId}/reactions/{key}',
  'POST /api/v1/posts/{postId}/poll/votes',
  'POST /api/v1/posts/{postId}/poll/options',
  'POST /api/v1/posts/media-uploads',
  'POST /api/v1/link-previews',
  'POST /api/v1/posts/{postId}/comments',
  'PUT /api/v1/comments/{commentId}/vote',
  'PUT /api/v1/comments/{commentId}/reactions/{key}',
  'PUT /api/v1/notifications/seen',
  'PATCH /api/v1/notification-preferences',
  'POST /api/v1/push-subscriptions',
  'DELETE /api/v1/push-subscriptions/{subscriptionId}',
  'POST /api/v1/notification-triggers/{trigger}',
  'POST /api/v1/communities/{communityId}/notification-triggers/{trigger}',
  'PATCH /api/v1/communities/{communityId}/word-filter/words',
  'DELETE /api/v1/communities/{communityId}/word-filter/words/{word}',
  'PUT /api/v1/communities/{communityId}/word-filter/default',
  'PUT /api/v1/communities/{communityId}/member-whitelist',
  'POST /api/v1/communities/{communityId}/invitations',
  'POST /api/v1/reports',
]);

const signedInWrites = Object.values(catalogue)
  .flatMap((domain) => Object.values(domain as Record<string, AnyEndpoint>))
  .filter((e) => e.method !== 'GET' && e.auth === 'user' && e.tenancy !== 'none');
const routeKeys = new Set(signedInWrites.map(routeKeyOf));

describe('the staff routes of the catalogue', () => {
  it('names every signed-in write as a staff action with its rule, or as acting on no other person', () => {
    const unnamed = [...routeKeys].filter((key) => !(key in STAFF_ROUTES) && !NOT_ON_OTHERS.has(key));
    expect(unnamed, 'give each new route its rule in STAFF_ROUTES (or NOT_ON_OTHERS)').toEqual([]);
    const stale = [...Object.keys(STAFF_ROUTES), ...NOT_ON_OTHERS].filter((key) => !routeKeys.has(key));
    expect(stale).toEqual([]);
    for (const [key, rule] of Object.entries(STAFF_ROUTES)) {
      if (rule.rule === 'ownerApp') expect(routeKeys.has(rule.of), `${key} mirrors ${rule.of}`).toBe(true);
    }
  });
});

// ── the people ──────────────────────────────────────────────────────────────────────────────────────────────────

interface Person {
  rank: Rank;
  browser: Browser;
  memberId: string;
}

async function demoAccount(email: string, rank: Rank): Promise<Person> {
  const browser = newBrowser('demo.localhost');
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/sign-in', {
    body: { email, password: 'hearth-demo-1' },
  });
  expect(res.status, res.text).toBe(200);
  return { rank, browser, memberId: res.json.user.memberId };
}

async function freshPerson(tag: string, rank: Rank, owner: Person): Promise<Person> {
  const account = await signedInAccount('demo.localhost', tag);
  const session = await account.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  const memberId = session.json.user.memberId;
  if (rank !== 'member') {
    const roleId = rank === 'admin' ? 'admins' : 'moderators';
    const res = await owner.browser('/api/v1/role-assignments', {
      method: 'PUT',
      body: { roleId, memberIds: [memberId] },
    });
    expect(res.status, res.text).toBe(200);
  }
  return { rank, browser: account.browser, memberId };
}

/** The actors (the demo's staff and a member) and, for each rank, someone else of that rank to act on. */
const actors = {} as Record<Rank, Person>;
const others = {} as Record<Rank, Person>;
const reporters: Person[] = [];
let categoryId = '';

beforeAll(async () => {
  const owner = await demoAccount('owner@hearth.local', 'owner');
  Object.assign(actors, {
    owner,
    admin: await demoAccount('admin@hearth.local', 'admin'),
    moderator: await demoAccount('moderator@hearth.local', 'moderator'),
    member: await freshPerson('matrix-actor', 'member', owner),
  });
  Object.assign(others, {
    member: await freshPerson('matrix-member', 'member', owner),
    moderator: await freshPerson('matrix-moderator', 'moderator', owner),
    admin: await freshPerson('matrix-admin', 'admin', owner),
    // The owner is one account: acting on "the owner" means acting on the demo owner.
    owner,
  });
  // Reporters take turns, so no one files more than a few reports.
  for (const tag of ['a', 'b', 'c', 'd']) reporters.push(await freshPerson(`matrix-reporter-${tag}`, 'member', owner));
  const categories = await owner.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
  categoryId = categories.json.items[0]!.id;
});

let n = 0;
async function postBy(author: Person) {
  const res = await author.browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title: `Matrix post ${++n} ${Date.now().toString(36)}`, categoryId, content: '<p>Words</p>' },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}
async function commentBy(author: Person, postId: string) {
  const res = await author.browser<{ id: string }>(`/api/v1/posts/${postId}/comments`, {
    body: { content: '<p>A comment</p>' },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}
/** One post per author for the actions that leave it standing (edits, reports, organising), made once. */
const standing = new Map<Person, Promise<string>>();
const standingPost = (author: Person) => {
  if (!standing.has(author)) standing.set(author, postBy(author));
  return standing.get(author)!;
};

let turn = 0;
/** The next two reporters in turn. */
const nextReporters = () => [reporters[turn++ % reporters.length]!, reporters[turn++ % reporters.length]!] as const;

/** A report on the post by a reporter (each has one open report per post: each case resolves the ones it files). */
async function reportOf(postId: string, reporter: Person) {
  const res = await reporter.browser<{ id: string }>('/api/v1/reports', {
    body: { contentType: 'post', contentId: postId, reason: 'Spam' },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

const isStaff = (rank: Rank) => rank !== 'member';
/** Who each actor acts on: someone else of each rank, and themselves. */
const TARGETS = [...RANKS, 'self'] as const;
type Target = (typeof TARGETS)[number];
const personFor = (actor: Rank, target: Target) => (target === 'self' ? actors[actor] : others[target]);

/** The rank rule: staff, on someone else ranked below them. */
function rankRule(actor: Rank, target: Target, own: 'author' | 'refused'): { ok: boolean; reason?: string } {
  if (target === 'self' && own === 'author') return { ok: true };
  if (!isStaff(actor)) return { ok: false };
  if (target === 'self') return { ok: false, reason: 'MODERATION_SELF' };
  return LEVEL[target] < LEVEL[actor] ? { ok: true } : { ok: false, reason: 'MODERATION_TARGET_PROTECTED' };
}

// The owner is one account: the owner acting on "the owner" is the owner acting on themselves (the `self` case).
const cases = RANKS.flatMap((actor) =>
  TARGETS.filter((target) => !(actor === 'owner' && target === 'owner')).map((target) => [actor, target] as const),
);

/** A response's outcome: accepted, or refused with its reason (403/400 only: never a 500 or a 404). */
function expectOutcome(
  res: { status: number; text: string; json: unknown },
  expected: { ok: boolean; reason?: string },
) {
  if (expected.ok) {
    expect(res.status, res.text).toBeLessThan(300);
    return;
  }
  expect([400, 403], res.text).toContain(res.status);
  if (expected.reason) expect(res.json).toMatchObject({ reason: expected.reason });
}

describe('rank of the actor × rank of the person acted on', () => {
  it.each(cases)('PUT /api/v1/posts/{postId}: %s edits a post by %s', async (actor, target) => {
    const postId = await standingPost(personFor(actor, target));
    const res = await actors[actor].browser(`/api/v1/posts/${postId}`, {
      method: 'PUT',
      body: { type: 'post', title: `Edited by ${actor}`, categoryId, content: '<p>Edited</p>' },
    });
    expectOutcome(res, rankRule(actor, target, 'author'));
  });

  it.each(cases)('PUT /api/v1/comments/{commentId}: %s edits a comment by %s', async (actor, target) => {
    const commentId = await commentBy(personFor(actor, target), await standingPost(others.member));
    const res = await actors[actor].browser(`/api/v1/comments/${commentId}`, {
      method: 'PUT',
      body: { content: `<p>Edited by ${actor}</p>` },
    });
    expectOutcome(res, rankRule(actor, target, 'author'));
  });

  it.each(cases)(
    'POST /api/v1/moderation/content/{contentType}/{contentId}/delete: %s deletes a post by %s',
    async (actor, target) => {
      const postId = await postBy(personFor(actor, target));
      const res = await actors[actor].browser(`/api/v1/moderation/content/post/${postId}/delete`, {
        body: { reason: 'Breaks the rules' },
      });
      expectOutcome(res, rankRule(actor, target, 'refused'));
    },
  );

  it.each(cases)('POST /api/v1/moderation/members/{memberId}/actions: %s warns %s', async (actor, target) => {
    const res = await actors[actor].browser(`/api/v1/moderation/members/${personFor(actor, target).memberId}/actions`, {
      body: { action: 'warn', comment: 'Mind the rules, please' },
    });
    expectOutcome(res, rankRule(actor, target, 'refused'));
  });

  it.each(cases)(
    'POST /api/v1/moderation/reports/actions: %s warns from a report on %s, and ignores one',
    async (actor, target) => {
      const postId = await standingPost(personFor(actor, target));
      const [first, second] = nextReporters();
      const [warnOn, ignoreOn] = [await reportOf(postId, first), await reportOf(postId, second)];
      const send = (body: Record<string, unknown>) =>
        actors[actor].browser<BulkResult>('/api/v1/moderation/reports/actions', { body });
      const warned = await send({ action: 'warn', reportIds: [warnOn], comment: 'Mind the rules, please' });
      const ignored = await send({ action: 'discard', reportIds: [ignoreOn] });
      if (!isStaff(actor)) {
        expect(warned.status).toBe(403);
        expect(ignored.status).toBe(403);
        // Leave the post with no open report, so the next case's reporters file anew.
        const cleared = await actors.owner.browser<BulkResult>('/api/v1/moderation/reports/actions', {
          body: { action: 'discard', reportIds: [warnOn, ignoreOn] },
        });
        expect(cleared.json.results.every((r) => r.ok)).toBe(true);
        return;
      }
      const expected = rankRule(actor, target, 'refused');
      expect(warned.json.results[0]).toMatchObject(expected.ok ? { ok: true } : { ok: false, reason: expected.reason });
      if (!expected.ok) {
        const cleared = await actors[actor].browser<BulkResult>('/api/v1/moderation/reports/actions', {
          body: { action: 'discard', reportIds: [warnOn] },
        });
        expect(cleared.json.results[0]).toMatchObject({ ok: true });
      }
      // Ignoring touches neither the person nor the content: any staff member, whoever wrote it.
      expect(ignored.json.results[0]).toMatchObject({ ok: true });
    },
  );

  it.each(cases)(
    'DELETE /api/v1/posts/{postId} and comments: %s deletes as author content by %s',
    async (actor, target) => {
      const author = personFor(actor, target);
      const postId = await postBy(author);
      const commentId = await commentBy(author, postId);
      const expected = target === 'self' ? { ok: true } : { ok: false, reason: 'NOT_AUTHOR' };
      expectOutcome(await actors[actor].browser(`/api/v1/comments/${commentId}`, { method: 'DELETE' }), expected);
      expectOutcome(await actors[actor].browser(`/api/v1/posts/${postId}`, { method: 'DELETE' }), expected);
    },
  );

  it.each(cases)('organising (pin, archive, move, approve): %s on a post by %s', async (actor, target) => {
    const postId = await standingPost(personFor(actor, target));
    const expected = isStaff(actor) ? { ok: true } : { ok: false, reason: 'STAFF_ONLY' };
    const put = (path: string, body: unknown) =>
      actors[actor].browser(`/api/v1/posts/${postId}/${path}`, { method: 'PUT', body });
    expectOutcome(await put('pinned', { pinned: false }), expected);
    expectOutcome(await put('archived', { archived: false }), expected);
    expectOutcome(await put('place', { subforumId: '-1', categoryId }), expected);
    expectOutcome(await put('approval', { approved: true }), expected);
  });
});

describe('undo: rank of the actor × rank of who decided × rank of the person acted on', () => {
  /** Who may have decided on whom: staff, on someone ranked below them. */
  const decisions = (['moderator', 'admin', 'owner'] as const).flatMap((decider) =>
    RANKS.filter((target) => LEVEL[target] < LEVEL[decider]).map((target) => [decider, target] as const),
  );
  const undoCases = decisions.flatMap(([decider, target]) => RANKS.map((actor) => [actor, decider, target] as const));

  it.each(undoCases)(
    'POST /api/v1/moderation/audit-logs/{entryId}/undo: %s undoes a delete %s made of a post by %s',
    async (actor, decider, target) => {
      const postId = await postBy(others[target]);
      const removed = await actors[decider].browser<{ auditId: string }>(
        `/api/v1/moderation/content/post/${postId}/delete`,
        { body: { reason: 'Breaks the rules' } },
      );
      expect(removed.status, removed.text).toBe(200);
      const res = await actors[actor].browser(`/api/v1/moderation/audit-logs/${removed.json.auditId}/undo`, {
        method: 'POST',
        body: {},
      });
      const expected = !isStaff(actor)
        ? { ok: false, reason: 'STAFF_ONLY' }
        : LEVEL[actor] < LEVEL[decider]
          ? { ok: false, reason: 'UNDO_OUTRANKED' }
          : rankRule(actor, target, 'refused');
      expectOutcome(res, expected);
    },
  );
});
