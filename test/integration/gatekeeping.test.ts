// Gatekeeping over HTTP (member-forum §2.10, §5, §7.4): the word filter's table, Save, remove and default switch for
// the owner, an editor, an admin, a moderator, a member, a guest and another community's owner; bad input (an empty
// batch, a batch past the cap, a 31-character word); and post titles, bodies, poll options and comments masked at
// write time (never inside a link), the change seen by the very next write. Member approval: the requests by status
// and bulk Approve / Deny by each role, a result per member, the e-mail and one audit entry per decision.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PostDetail } from '@hearth/shared/schemas/forum';
import * as messages from '@hearth/shared/messages';
import { WORD_FILTER_BATCH_MAX } from '@hearth/shared/rules/word-filter';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount, verifiedAccount } from './auth-flows.ts';
import { app, newBrowser, table } from './context.ts';
import { makeEditor } from './editor-flows.ts';
import { latestMailTo } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;
interface Session {
  user: { memberId: string };
}
interface WordFilterPage {
  items: Array<{ word: string; variations: string[] }>;
  nextCursor: string | null;
  total: number;
  useDefaultFilter: boolean;
  canEdit: boolean;
}
interface ErrorBody {
  error: string;
  reason?: string;
  message: string;
}

let counter = 0;
async function ownerWithCommunity() {
  const account = await signedInAccount('app.localhost', 'owner');
  const subdomain = `gate-${Date.now().toString(36)}-${++counter}`;
  const created = await account.browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Gate Hub',
      communitySubdomain: subdomain,
      organizationName: 'Gate Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Try the word filter.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { owner: account.browser, communityId: created.json.communityId, host: `${subdomain}.localhost` };
}

async function memberOf(host: string) {
  const account = await signedInAccount(host, 'member');
  const session = await account.browser<Session>('/api/v1/auth/session');
  return { browser: account.browser, memberId: session.json.user.memberId };
}

let A: Awaited<ReturnType<typeof ownerWithCommunity>>;
let B: Awaited<ReturnType<typeof ownerWithCommunity>>;
let editor: Browser;
let admin: Browser;
let moderator: Browser;
let member: Browser;
const base = (communityId = A.communityId) => `/api/v1/communities/${communityId}/word-filter`;

beforeAll(async () => {
  [A, B] = await Promise.all([ownerWithCommunity(), ownerWithCommunity()]);
  const editorAccount = await signedInAccount('app.localhost', 'editor');
  editor = editorAccount.browser;
  await makeEditor(A.owner, A.communityId, editorAccount);
  const [mod, mem, adm] = await Promise.all([memberOf(A.host), memberOf(A.host), memberOf(A.host)]);
  for (const [roleId, who] of [
    ['moderators', mod],
    ['admins', adm],
  ] as const) {
    const res = await A.owner(`/api/v1/communities/${A.communityId}/role-assignments`, {
      method: 'PUT',
      body: { roleId, memberIds: [who.memberId] },
    });
    expect(res.status, res.text).toBe(200);
  }
  moderator = mod.browser;
  member = mem.browser;
  admin = adm.browser;
}, 120_000);

describe('word filter: who may do what', () => {
  it('the owner, an editor and an admin save, list and remove; a moderator reads only', async () => {
    const saved = await A.owner<{ total: number }>(`${base()}/words`, {
      method: 'PATCH',
      body: { words: [{ word: 'Grumble', variations: ['GRMBL', ' gr*mble '] }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.total).toBe(1);

    const byEditor = await editor(`${base()}/words`, {
      method: 'PATCH',
      body: { words: [{ word: 'snark', variations: [] }] },
    });
    expect(byEditor.status, byEditor.text).toBe(200);
    const byAdmin = await admin(`${base()}/words`, {
      method: 'PATCH',
      body: { words: [{ word: 'blurt', variations: [] }] },
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);

    const read = await moderator<WordFilterPage>(base());
    expect(read.status, read.text).toBe(200);
    expect(read.json).toMatchObject({ total: 3, canEdit: false, useDefaultFilter: false });
    expect(read.json.items).toEqual([
      { word: 'blurt', variations: [] },
      { word: 'grumble', variations: ['grmbl', 'gr*mble'] },
      { word: 'snark', variations: [] },
    ]);
    expect((await admin<WordFilterPage>(base())).json.canEdit).toBe(true);

    const refused = await moderator<ErrorBody>(`${base()}/words`, {
      method: 'PATCH',
      body: { words: [{ word: 'nope', variations: [] }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(messages.wordFilterAdminsOnly);
    expect((await moderator(`${base()}/words/blurt`, { method: 'DELETE' })).status).toBe(403);
    expect((await moderator(`${base()}/default`, { method: 'PUT', body: { useDefaultFilter: true } })).status).toBe(
      403,
    );

    const removed = await admin<{ total: number }>(`${base()}/words/blurt`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.total).toBe(2);
    const missing = await admin<ErrorBody>(`${base()}/words/blurt`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(messages.wordFilterWordMissing);
  });

  it('a member, a guest and another community’s owner are refused and learn nothing', async () => {
    const byMember = await member<ErrorBody>(base());
    expect(byMember.status).toBe(403);
    expect(byMember.json.message).toBe(messages.wordFilterStaffOnly);
    expect(
      (await member(`${base()}/words`, { method: 'PATCH', body: { words: [{ word: 'x1', variations: [] }] } })).status,
    ).toBe(403);
    const guest = newBrowser(A.host);
    expect((await guest(base())).status).toBe(401);
    expect((await guest(`${base()}/words/snark`, { method: 'DELETE' })).status).toBe(401);
    const stranger = await B.owner<ErrorBody>(base());
    expect(stranger.status).toBe(404);
    expect((await B.owner(`${base()}/words/snark`, { method: 'DELETE' })).status).toBe(404);
    // A's admin on A's host cannot name B's community in the path.
    expect((await admin(base(B.communityId))).status).toBe(404);
    expect((await A.owner<WordFilterPage>(base())).json.total).toBe(2);
  });

  it('pages the table 30 at a time and searches words and variations', async () => {
    const words = Array.from({ length: 45 }, (_, i) => ({
      word: `pagey${String(i).padStart(2, '0')}`,
      variations: [],
    }));
    expect((await B.owner(`${base(B.communityId)}/words`, { method: 'PATCH', body: { words } })).status).toBe(200);
    const first = await B.owner<WordFilterPage>(base(B.communityId));
    expect(first.json.items).toHaveLength(30);
    expect(first.json.nextCursor).toBe('30');
    const second = await B.owner<WordFilterPage>(`${base(B.communityId)}?cursor=${first.json.nextCursor}`);
    expect(second.json.items.map((i) => i.word)).toEqual(words.slice(30).map((w) => w.word));
    expect(second.json.nextCursor).toBeNull();
    const searched = await A.owner<WordFilterPage>(`${base()}?search=GRMB`);
    expect(searched.json.items.map((i) => i.word)).toEqual(['grumble']);
  });
});

describe('word filter: bad input', () => {
  it.each([
    [{ words: [] }, messages.wordFilterEmptyBatch],
    [{ words: [{ word: '   ', variations: [] }] }, null],
    [{ words: [{ word: 'x'.repeat(31), variations: [] }] }, messages.wordFilterTermTooLong(30)],
    [
      { words: Array.from({ length: WORD_FILTER_BATCH_MAX + 1 }, (_, i) => ({ word: `w${i}`, variations: [] })) },
      messages.wordFilterBatchTooLong(WORD_FILTER_BATCH_MAX),
    ],
  ])('%#: a 400 with the message, nothing saved', async (body, message) => {
    const res = await A.owner<ErrorBody & { fields?: Record<string, string> }>(`${base()}/words`, {
      method: 'PATCH',
      body,
    });
    expect(res.status, res.text).toBe(400);
    if (message) expect(JSON.stringify(res.json)).toContain(message);
    expect((await A.owner<WordFilterPage>(base())).json.total).toBe(2);
  });

  it('a switch that is not a boolean is a 400', async () => {
    expect((await A.owner(`${base()}/default`, { method: 'PUT', body: { useDefaultFilter: 'yes' } })).status).toBe(400);
  });
});

describe('word filter at write time', () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (await member<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  });

  it('masks titles, bodies, poll options and comments; never a link; the next write sees a change', async () => {
    const post = await member<{ id: string; slug: string }>('/api/v1/posts', {
      body: {
        type: 'post',
        title: 'Why GRUMBLE so much',
        categoryId,
        content:
          '<p>grumble, Snark and <a href="https://grumble.example/snark">snark</a> at https://snark.example/x</p>',
      },
    });
    expect(post.status, post.text).toBe(201);
    const read = await member<PostDetail>(`/api/v1/posts/${post.json.slug}`);
    expect(read.json.title).toBe('Why ******* so much');
    expect(read.json.content).toContain('*******, ***** and <a href="https://grumble.example/snark"');
    expect(read.json.content).toContain('>*****</a> at https://snark.example/x');
    expect(read.json.content).not.toMatch(/>[^<]*\bgrumble\b/i);

    const comment = await member<{ content: string }>(`/api/v1/posts/${post.json.id}/comments`, {
      body: { content: '<p>gr*mble indeed</p>', anonymous: false },
    });
    expect(comment.status, comment.text).toBe(201);
    expect(comment.json.content).toBe('<p>******* indeed</p>');

    const poll = await admin<{ slug: string }>('/api/v1/posts', {
      body: { type: 'poll', title: 'Pick one', categoryId, options: ['snark', 'calm'], maxChoices: 1, duration: 3 },
    });
    expect(poll.status, poll.text).toBe(201);
    const pollRead = await admin<PostDetail>(`/api/v1/posts/${poll.json.slug}`);
    expect(pollRead.json.poll?.options.map((o) => o.title)).toEqual(['*****', 'calm']);

    // The default list is off: common profanity passes until it is switched on, then the very next post is masked.
    const before = await member<{ slug: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'Oh shit', categoryId, content: '<p>ok</p>' },
    });
    expect((await member<PostDetail>(`/api/v1/posts/${before.json.slug}`)).json.title).toBe('Oh shit');
    const on = await A.owner<{ useDefaultFilter: boolean }>(`${base()}/default`, {
      method: 'PUT',
      body: { useDefaultFilter: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.json.useDefaultFilter).toBe(true);
    const after = await member<{ slug: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'Oh shit again', categoryId, content: '<p>ok</p>' },
    });
    expect((await member<PostDetail>(`/api/v1/posts/${after.json.slug}`)).json.title).toBe('Oh **** again');
  });
});

describe('member approval', () => {
  interface RequestsPage {
    items: Array<{ memberId: string; email: string; status: string; requestedAt: string; answers: unknown[] }>;
    nextCursor: string | null;
  }
  interface Decisions {
    results: Array<{ memberId: string; ok: boolean; state?: string; reason?: string }>;
  }
  const requests = (communityId = A.communityId) => `/api/v1/communities/${communityId}/member-requests`;
  const drain = async () => expect((await app('/_dev/events/drain', { method: 'POST', body: {} })).status).toBe(200);
  let applicants: Array<{ email: string; memberId: string }>;

  async function auditOf(communityId: string) {
    const out = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.community(communityId).PK, ':sk': keys.audit(communityId, '').SK },
      }),
    );
    return out.Items ?? [];
  }

  beforeAll(async () => {
    const settings = `/api/v1/communities/${A.communityId}/settings`;
    const page = await A.owner<{ visibility: Record<string, unknown> }>(settings);
    expect(page.status, page.text).toBe(200);
    const on = await A.owner(`${settings}/visibility`, {
      method: 'PUT',
      body: { ...page.json.visibility, memberApproval: true },
    });
    expect(on.status, on.text).toBe(200);
    const accounts = await Promise.all([1, 2, 3].map(() => verifiedAccount(A.host, 'applicant')));
    await drain();
    const listed = await A.owner<RequestsPage>(`${requests()}?status=pending`);
    expect(listed.status, listed.text).toBe(200);
    applicants = accounts.map((a) => ({
      email: a.email,
      memberId: listed.json.items.find((i) => i.email === a.email)!.memberId,
    }));
  }, 120_000);

  it('lists pending requests, newest first, with the onboarding answers', async () => {
    const listed = await A.owner<RequestsPage>(`${requests()}?status=pending`);
    expect(listed.json.items.map((i) => i.email).sort()).toEqual(applicants.map((a) => a.email).sort());
    const times = listed.json.items.map((i) => i.requestedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.json.items.every((i) => i.status === 'pending' && Array.isArray(i.answers))).toBe(true);
    expect((await admin<RequestsPage>(requests())).json.items).toHaveLength(3);
  });

  it('refuses moderators, members, guests and another community’s staff, changing nothing', async () => {
    const body = { memberIds: [applicants[0]!.memberId], decision: 'approve' };
    for (const who of [moderator, member]) {
      const listed = await who<ErrorBody>(requests());
      expect(listed.status).toBe(403);
      expect(listed.json.message).toBe(messages.memberApprovalAdminsOnly);
      expect((await who(`${requests()}/decisions`, { body })).status).toBe(403);
    }
    const guest = newBrowser(A.host);
    expect((await guest(requests())).status).toBe(401);
    expect((await guest(`${requests()}/decisions`, { body })).status).toBe(401);
    expect((await B.owner(requests())).status).toBe(404);
    expect((await B.owner(`${requests()}/decisions`, { body })).status).toBe(404);
    expect((await A.owner<RequestsPage>(requests())).json.items).toHaveLength(3);
    expect(await auditOf(A.communityId)).toHaveLength(0);
  });

  it('bulk approve and deny: a result per member, the member e-mailed, one audit entry each', async () => {
    const [first, second, third] = applicants as [
      (typeof applicants)[0],
      (typeof applicants)[0],
      (typeof applicants)[0],
    ];
    const approved = await admin<Decisions>(`${requests()}/decisions`, {
      body: { memberIds: [first.memberId, 'mb-nobody', second.memberId], decision: 'approve' },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.results).toEqual([
      { memberId: first.memberId, ok: true, state: 'active' },
      expect.objectContaining({ memberId: 'mb-nobody', ok: false, reason: 'MEMBER_MISSING' }),
      { memberId: second.memberId, ok: true, state: 'active' },
    ]);
    // Off the pending list at once, before the consumer moves the requests.
    const stillPending = await A.owner<RequestsPage>(`${requests()}?status=pending`);
    expect(stillPending.json.items.map((i) => i.memberId)).toEqual([third.memberId]);
    expect((await latestMailTo(first.email)).subject).toBe('Welcome to Gate Hub');
    const again = await A.owner<Decisions>(`${requests()}/decisions`, {
      body: { memberIds: [first.memberId], decision: 'deny' },
    });
    expect(again.json.results[0]).toMatchObject({ ok: false, reason: 'REGISTRATION_NOT_PENDING' });

    const denied = await A.owner<Decisions>(`${requests()}/decisions`, {
      body: { memberIds: [third.memberId], decision: 'deny' },
    });
    expect(denied.json.results).toEqual([{ memberId: third.memberId, ok: true, state: 'denied' }]);
    expect((await latestMailTo(third.email)).subject).not.toBe('Welcome to Gate Hub');

    const audit = await auditOf(A.communityId);
    expect(audit.map((e) => [e.action, e.reportedUserDetails.id, e.contentType]).sort()).toEqual(
      [
        ['approve', first.memberId, 'user'],
        ['approve', second.memberId, 'user'],
        ['deny', third.memberId, 'user'],
      ].sort(),
    );

    await drain();
    const emails = async (status: string) =>
      (await A.owner<RequestsPage>(`${requests()}?status=${status}`)).json.items.map((i) => i.email).sort();
    expect(await emails('pending')).toEqual([]);
    expect(await emails('approved')).toEqual([first.email, second.email].sort());
    expect(await emails('denied')).toEqual([third.email]);
  });

  it('White List: blanks removed, entries lower-cased; a 31-character entry is refused with the spec text', async () => {
    const wl = `/api/v1/communities/${A.communityId}/member-whitelist`;
    const saved = await admin<{ memberWhitelist: string[] }>(wl, {
      method: 'PUT',
      body: { memberWhitelist: [' Makers.example.com ', '', '   ', 'ada@example.org'] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.memberWhitelist).toEqual(['makers.example.com', 'ada@example.org']);
    const long = `${'a'.repeat(19)}@example.org`;
    expect(long).toHaveLength(31);
    const refused = await A.owner<ErrorBody & { fields: Record<string, string> }>(wl, {
      method: 'PUT',
      body: { memberWhitelist: ['ok.example', long] },
    });
    expect(refused.status).toBe(400);
    // The offending entry by its position, so the screen highlights it.
    expect(refused.json.fields).toEqual({ 'memberWhitelist.1': messages.whitelistEntryLength });
    const thirty = `${'a'.repeat(18)}@example.org`;
    expect((await A.owner(wl, { method: 'PUT', body: { memberWhitelist: [thirty] } })).status).toBe(200);
    expect((await moderator(wl)).status).toBe(403);
    expect((await moderator(wl, { method: 'PUT', body: { memberWhitelist: [] } })).status).toBe(403);
    expect((await member(wl)).status).toBe(403);
    expect((await newBrowser(A.host)(wl)).status).toBe(401);
    expect((await B.owner(wl)).status).toBe(404);
    expect((await A.owner<{ memberWhitelist: string[] }>(wl)).json.memberWhitelist).toEqual([thirty]);
  });

  it('bad input is a 400: no members, too many, a repeated one, an unknown decision or status', async () => {
    for (const body of [
      { memberIds: [], decision: 'approve' },
      { memberIds: Array.from({ length: 101 }, (_, i) => `m${i}`), decision: 'approve' },
      { memberIds: ['a', 'a'], decision: 'approve' },
      { memberIds: ['a'], decision: 'maybe' },
    ]) {
      expect((await A.owner(`${requests()}/decisions`, { body })).status).toBe(400);
    }
    expect((await A.owner(`${requests()}?status=waiting`)).status).toBe(400);
    expect((await A.owner(`${requests()}?cursor=bm90LWEta2V5`)).status).toBe(400);
  });
});

describe('content approval', () => {
  interface Submissions {
    items: Array<{ postId: string; slug: string; title: string; authorName: string }>;
    nextCursor: string | null;
  }
  const submissions = (communityId = A.communityId) => `/api/v1/communities/${communityId}/post-submissions`;
  const settings = () => `/api/v1/communities/${A.communityId}/settings`;
  const drain = async () => expect((await app('/_dev/events/drain', { method: 'POST', body: {} })).status).toBe(200);
  let permissions: Record<string, boolean>;

  async function auditFor(postId: string) {
    const out = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        FilterExpression: 'postId = :post',
        ExpressionAttributeValues: {
          ':pk': keys.community(A.communityId).PK,
          ':sk': keys.audit(A.communityId, '').SK,
          ':post': postId,
        },
      }),
    );
    return out.Items ?? [];
  }

  beforeAll(async () => {
    const page = await A.owner<{ permissions: Record<string, boolean> }>(settings());
    permissions = page.json.permissions;
    const off = await A.owner(`${settings()}/permissions`, {
      method: 'PUT',
      body: { ...permissions, approvedPost: false },
    });
    expect(off.status, off.text).toBe(200);
  });

  it('lists submissions for staff; Approve and Deny notify the author and write one audit entry each', async () => {
    const categoryId = (await member<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const submit = async (title: string) => {
      const res = await member<{ id: string; approved: boolean | null }>('/api/v1/posts', {
        body: { type: 'post', title, categoryId, content: '<p>Please review.</p>' },
      });
      expect(res.status, res.text).toBe(201);
      expect(res.json.approved).toBeNull();
      return res.json.id;
    };
    const first = await submit('Awaiting review one');
    const second = await submit('Awaiting review two');
    await drain();
    const listed = await moderator<Submissions>(submissions());
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items.map((i) => i.postId)).toEqual([first, second]);
    expect(listed.json.items[0]).toMatchObject({ title: 'Awaiting review one' });
    expect((await A.owner<Submissions>(submissions())).json.items).toHaveLength(2);

    const refused = await member<ErrorBody>(submissions());
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(messages.contentApprovalStaffOnly);
    expect((await newBrowser(A.host)(submissions())).status).toBe(401);
    expect((await B.owner(submissions())).status).toBe(404);
    expect((await member(`/api/v1/posts/${first}/approval`, { method: 'PUT', body: { approved: true } })).status).toBe(
      403,
    );

    const approved = await moderator(`/api/v1/posts/${first}/approval`, { method: 'PUT', body: { approved: true } });
    expect(approved.status, approved.text).toBe(200);
    const denied = await admin(`/api/v1/posts/${second}/approval`, { method: 'PUT', body: { approved: false } });
    expect(denied.status, denied.text).toBe(200);
    await drain();
    expect((await moderator<Submissions>(submissions())).json.items).toEqual([]);
    expect((await auditFor(first)).map((e) => [e.action, e.contentType])).toEqual([['approve', 'post']]);
    expect((await auditFor(second)).map((e) => [e.action, e.contentType])).toEqual([['deny', 'post']]);
    const notes = await member<{ items: Array<{ text?: string; message?: string }> }>('/api/v1/notifications');
    const texts = JSON.stringify(notes.json.items);
    expect(texts).toContain('Awaiting review one');
    expect(texts).toContain('Awaiting review two');
  });

  afterAll(async () => {
    expect((await A.owner(`${settings()}/permissions`, { method: 'PUT', body: permissions })).status).toBe(200);
  });
});
