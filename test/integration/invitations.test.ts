// Invitations over HTTP (member-forum §2.10, §5, §7.4): Invite Members answers at once and the e-mails go out in the
// background, once each, with a single-use registration link; opening it marks the invitation opened, signing up with
// it makes an active, signed-in member and marks it accepted; an address with an account is listed as member; the
// list's status tabs and search; skipInvited; who may invite; every §5 message of the form. The pass delivered again by
// hand goes to the mailing consumer by its registry name (context.ts `deliverToConsumer`).
import * as messages from '@hearth/shared/messages';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, signUpBody } from './auth-flows.ts';
import { deliverToConsumer, domainEvent, drainEvents, newBrowser, uniqueEmail } from './context.ts';
import { type DevMail, mailsTo } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;
interface Invitation {
  id: string;
  email: string;
  subject: string;
  status: string;
  authorData: { id: string; name: string };
  userData: { id: string; name: string } | null;
}
interface Page {
  items: Invitation[];
  nextCursor: string | null;
}

const SUBJECT = 'Join our guild hall';
const HTML = '<p>We would love to have you in the hall with us.</p>';

let counter = 0;
async function ownerWithCommunity() {
  const account = await signedInAccount('app.localhost', 'owner');
  const subdomain = `inv-${Date.now().toString(36)}-${++counter}`;
  const created = await account.browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Invite Hall',
      communitySubdomain: subdomain,
      organizationName: 'Invite Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Invite people.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { owner: account.browser, communityId: created.json.communityId, host: `${subdomain}.localhost` };
}

let A: Awaited<ReturnType<typeof ownerWithCommunity>>;
let B: Awaited<ReturnType<typeof ownerWithCommunity>>;
let moderator: Browser;
let member: { browser: Browser; email: string };
const base = (communityId = A.communityId) => `/api/v1/communities/${communityId}/invitations`;

async function invite(emails: string[], extra: Record<string, unknown> = {}, who: Browser = A.owner) {
  const res = await who<{ message: string; batch: { id: string; count: number } }>(base(), {
    body: { subject: SUBJECT, html: HTML, emails, ...extra },
  });
  return res;
}

async function listed(query = '') {
  const res = await A.owner<Page>(`${base()}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.items;
}

const tokenOf = (mail: DevMail) => {
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/sign-up');
  return link.searchParams.get('invitation')!;
};

beforeAll(async () => {
  [A, B] = await Promise.all([ownerWithCommunity(), ownerWithCommunity()]);
  const [mod, mem] = await Promise.all([signedInAccount(A.host, 'mod'), signedInAccount(A.host, 'member')]);
  const session = await mod.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  const assigned = await A.owner(`/api/v1/communities/${A.communityId}/role-assignments`, {
    method: 'PUT',
    body: { roleId: 'moderators', memberIds: [session.json.user.memberId] },
  });
  expect(assigned.status, assigned.text).toBe(200);
  moderator = mod.browser;
  member = { browser: mem.browser, email: mem.email };
}, 120_000);

describe('invite, open, accept', () => {
  it('answers at once, mails new addresses once in the background, and lists an existing account as member', async () => {
    const fresh = [uniqueEmail('guest'), uniqueEmail('guest')];
    const memberMails = (await mailsTo(member.email)).length;
    const res = await invite([fresh[0]!.toUpperCase(), member.email, fresh[1]!]);
    expect(res.status, res.text).toBe(202);
    expect(res.json).toMatchObject({ message: messages.usersInvited, batch: { count: 3 } });
    await drainEvents();

    for (const email of fresh) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(SUBJECT);
      expect(mails[0]!.text).toContain('We would love to have you in the hall with us.');
      expect(mails[0]!.html).toContain(`http://${A.host}`);
    }
    expect(await mailsTo(member.email)).toHaveLength(memberMails);

    const all = await listed();
    const byEmail = new Map(all.map((i) => [i.email, i]));
    expect(byEmail.get(fresh[0]!)).toMatchObject({ status: 'pending', subject: SUBJECT, userData: null });
    expect(byEmail.get(member.email)).toMatchObject({ status: 'member', userData: { name: expect.any(String) } });
    expect((await listed('?status=member')).map((i) => i.email)).toEqual([member.email]);
    expect((await listed('?status=pending')).map((i) => i.email).sort()).toEqual([...fresh].sort());
    expect(
      (await listed(`?search=${encodeURIComponent(fresh[1]!.split('@')[0]!.toUpperCase())}`)).map((i) => i.email),
    ).toEqual([fresh[1]]);

    // A redelivered pass of the same batch sends nothing again (delivered under a new event id, so no applied mark
    // stands in the way: the pass itself finds its addresses handled).
    const pass = domainEvent('invitations.requested', A.communityId, { batchId: res.json.batch.id, from: 0 });
    expect(await deliverToConsumer('gatekeeping.invitations', pass)).toBe('applied');
    for (const email of fresh) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('opening the link marks it opened; signing up with it signs an active member in and marks it accepted', async () => {
    const email = uniqueEmail('joiner');
    expect((await invite([email])).status).toBe(202);
    await drainEvents();
    const token = tokenOf((await mailsTo(email))[0]!);
    const browser = newBrowser(A.host);

    const opened = await browser<{ email: string; status: string }>('/api/v1/invitations/open', { body: { token } });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json).toEqual({ email, status: 'opened' });
    expect((await listed('?status=opened')).map((i) => i.email)).toEqual([email]);

    // Another address cannot use it; nothing is created.
    const other = uniqueEmail('other');
    const wrong = await newBrowser(A.host)('/api/v1/auth/sign-up', {
      body: signUpBody(other, { invitation: token }),
    });
    expect(wrong).toMatchObject({ status: 400, json: { fields: { email: messages.invitationForAnotherEmail } } });
    expect(await mailsTo(other)).toEqual([]);

    const joined = await browser<{ signedIn: boolean }>('/api/v1/auth/sign-up', {
      body: signUpBody(email, { invitation: token }),
    });
    expect(joined.status, joined.text).toBe(201);
    expect(joined.json.signedIn).toBe(true);
    const session = await browser<{ user: { state: string; memberId: string } | null }>('/api/v1/auth/session');
    expect(session.json.user).toMatchObject({ state: 'active' });
    expect((await browser('/api/v1/feed')).status).toBe(200);
    // No verification e-mail: the invitation proved the address.
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([SUBJECT]);
    const accepted = (await listed('?status=accepted')).find((i) => i.email === email);
    expect(accepted).toMatchObject({ userData: { id: session.json.user!.memberId, name: "Ana O'Neil-Díaz" } });

    // The link works once.
    const again = await newBrowser(A.host)('/api/v1/invitations/open', { body: { token } });
    expect(again).toMatchObject({ status: 400, json: { message: messages.invitationInvalid } });
  });

  it('lets an invited member in without approval on a member-approval community', async () => {
    const settings = `/api/v1/communities/${A.communityId}/settings`;
    const page = await A.owner<{ visibility: Record<string, unknown> }>(settings);
    const on = await A.owner(`${settings}/visibility`, {
      method: 'PUT',
      body: { ...page.json.visibility, memberApproval: true },
    });
    expect(on.status, on.text).toBe(200);
    const email = uniqueEmail('approved');
    expect((await invite([email])).status).toBe(202);
    await drainEvents();
    const browser = newBrowser(A.host);
    const joined = await browser('/api/v1/auth/sign-up', {
      body: signUpBody(email, { invitation: tokenOf((await mailsTo(email))[0]!) }),
    });
    expect(joined.status, joined.text).toBe(201);
    expect((await browser<{ user: { state: string } }>('/api/v1/auth/session')).json.user.state).toBe('active');
  });

  it('re-inviting sends a fresh link (the old one stops working) unless skipInvited', async () => {
    const [kept, added] = [uniqueEmail('again'), uniqueEmail('added')];
    expect((await invite([kept])).status).toBe(202);
    await drainEvents();
    const first = tokenOf((await mailsTo(kept))[0]!);

    expect((await invite([kept, added], { skipInvited: true })).status).toBe(202);
    await drainEvents();
    expect(await mailsTo(kept)).toHaveLength(1);
    expect(await mailsTo(added)).toHaveLength(1);

    expect((await invite([kept])).status).toBe(202);
    await drainEvents();
    const mails = await mailsTo(kept);
    expect(mails).toHaveLength(2);
    const stale = await newBrowser(A.host)('/api/v1/invitations/open', { body: { token: first } });
    expect(stale.status).toBe(400);
    const fresh = await newBrowser(A.host)('/api/v1/invitations/open', { body: { token: tokenOf(mails[0]!) } });
    expect(fresh.status, fresh.text).toBe(200);
    // One invitation per address, however often it is sent.
    expect((await listed(`?search=${encodeURIComponent(kept)}`)).length).toBe(1);
  });
});

describe('who may invite', () => {
  it('admins-like staff only: a moderator and a member are refused, a guest must sign in, others learn nothing', async () => {
    const email = uniqueEmail('never');
    for (const who of [moderator, member.browser]) {
      const res = await invite([email], {}, who);
      expect(res.status).toBe(403);
      expect((res.json as unknown as { message: string }).message).toBe(messages.invitationsAdminsOnly);
      expect((await who(base())).status).toBe(403);
    }
    const guest = newBrowser(A.host);
    expect((await invite([email], {}, guest)).status).toBe(401);
    expect((await guest(base())).status).toBe(401);
    expect((await invite([email], {}, B.owner)).status).toBe(404);
    expect((await B.owner(base())).status).toBe(404);
    await drainEvents();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a link of one community does not open in another', async () => {
    const email = uniqueEmail('elsewhere');
    expect((await invite([email])).status).toBe(202);
    await drainEvents();
    const res = await newBrowser(B.host)('/api/v1/invitations/open', {
      body: { token: tokenOf((await mailsTo(email))[0]!) },
    });
    expect(res.status).toBe(400);
  });
});

describe('bad input', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no subject', { subject: '' }, 'subject', messages.invitationSubjectRequired],
    ['a short subject', { subject: 'Join us' }, 'subject', messages.invitationSubjectMin],
    ['a long subject', { subject: 'x'.repeat(101) }, 'subject', messages.invitationSubjectMax],
    ['no message', { html: '' }, 'html', messages.invitationMessageRequired],
    ['no e-mails', { emails: [] }, 'emails', messages.invitationEmailsMin],
    ['an invalid e-mail', { emails: ['a@b.co', 'not-an-email'] }, 'emails', 'not-an-email is not a valid email'],
    ['a repeated e-mail', { emails: ['a@b.co', 'A@b.co'] }, 'emails', messages.invitationEmailsUnique],
    [
      '1,001 e-mails',
      { emails: Array.from({ length: 1001 }, (_, i) => `p${i}@example.com`) },
      'emails',
      messages.invitationEmailsMax,
    ],
  ];
  it.each(cases)('%s → 400 with the spec text, nothing stored', async (_name, change, field, message) => {
    const res = await A.owner<{ fields: Record<string, string> }>(base(), {
      body: { subject: SUBJECT, html: HTML, emails: ['someone@example.com'], ...change },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.fields[field]).toBe(message);
  });

  it('a message under 20 characters of text (tags do not count) is refused', async () => {
    const res = await A.owner<{ fields: Record<string, string> }>(base(), {
      body: { subject: SUBJECT, html: '<p><strong>Come along</strong></p>', emails: ['x@example.com'] },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.html).toBe(messages.invitationMessageMin);
  });

  it('an unknown tab or a forged cursor is a 400', async () => {
    expect((await A.owner(`${base()}?status=sent`)).status).toBe(400);
    expect((await A.owner(`${base()}?cursor=bm90LWEta2V5`)).status).toBe(400);
  });
});
