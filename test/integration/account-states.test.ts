// Account states (pending, denied, banned), owners acting in their communities, and tenant isolation.
import { describe, expect, it } from 'vitest';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import * as messages from '@hearth/shared/messages';
import { PASSWORD, signUpBody, signedInAccount, verifiedAccount } from './auth-flows.ts';
import { newBrowser, uniqueEmail } from './context.ts';
import { latestMailTo, mailsTo } from './mailbox.ts';

const DEMO_PASSWORD = 'hearth-demo-1';

async function signIn(host: string, email: string, password = DEMO_PASSWORD) {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password } });
  return { browser, res };
}

describe('account states', () => {
  it('signs a timed-out member in to a session that says banned, with the timeout’s end (the ban page)', async () => {
    const { res } = await signIn('demo.localhost', 'banned@hearth.local');
    expect(res.status).toBe(200);
    const user = (res.json as { user: { state: string; ban: { permanent: boolean; expiresAt: string } } }).user;
    expect(user.state).toBe('banned');
    expect(user.ban.permanent).toBe(false);
    expect(Date.parse(user.ban.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('signs a permanently banned member in to a session that says banned, without an expiry', async () => {
    const { res } = await signIn('founders.localhost', 'banned@hearth.local');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ user: { state: 'banned', ban: { permanent: true, expiresAt: null } } });
  });

  it('signs a pending member in to a session that says pending', async () => {
    const { res } = await signIn('demo.localhost', 'pending@hearth.local');
    expect(res).toMatchObject({ status: 200, json: { user: { state: 'pending' } } });
  });

  it('puts a sign-up on a member-approval community in pending until staff decide, unless whitelisted', async () => {
    const pending = await verifiedAccount('founders.localhost', 'applicant');
    const asked = await pending.browser('/api/v1/auth/sign-in', { body: { email: pending.email, password: PASSWORD } });
    const { memberId } = (asked.json as { user: { memberId: string; state: string } }).user;
    expect(asked.json).toMatchObject({ user: { state: 'pending' } });

    // The e-mail domain hearth.local is on the founders whitelist.
    const whitelisted = newBrowser('founders.localhost');
    const email = `colleague-${Date.now().toString(36)}@hearth.local`;
    await whitelisted('/api/v1/auth/sign-up', { body: signUpBody(email) });
    const verifyToken = new URL(/https?:\/\/\S+/.exec((await latestMailTo(email)).text)![0]).searchParams.get('token');
    await whitelisted('/api/v1/auth/verify-email', { body: { token: verifyToken } });
    const active = await whitelisted('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(active.json).toMatchObject({ user: { state: 'active' } });

    // A member is not staff: no decision.
    const byMember = await whitelisted(`/api/v1/members/${memberId}/approval`, { body: { decision: 'approve' } });
    expect(byMember.status).toBe(403);

    const { browser: owner } = await signIn('founders.localhost', 'owner@hearth.local');
    const approved = await owner(`/api/v1/members/${memberId}/approval`, { body: { decision: 'approve' } });
    expect(approved).toMatchObject({ status: 200, json: { memberId, state: 'active' } });
    expect((await latestMailTo(pending.email)).subject).toBe('Welcome to Founders Circle');
    expect((await pending.browser('/api/v1/auth/session')).json).toMatchObject({ user: { state: 'active' } });
    const twice = await owner(`/api/v1/members/${memberId}/approval`, { body: { decision: 'deny' } });
    expect(twice.status).toBe(409);
  });

  it('denies a registration for good: the session says denied and the e-mail cannot sign up again', async () => {
    const applicant = await verifiedAccount('founders.localhost', 'denied');
    const asked = await applicant.browser('/api/v1/auth/sign-in', {
      body: { email: applicant.email, password: PASSWORD },
    });
    const { memberId } = (asked.json as { user: { memberId: string } }).user;
    const { browser: owner } = await signIn('founders.localhost', 'owner@hearth.local');
    expect((await owner(`/api/v1/members/${memberId}/approval`, { body: { decision: 'deny' } })).json).toMatchObject({
      state: 'denied',
    });
    expect((await applicant.browser('/api/v1/auth/session')).json).toMatchObject({ user: { state: 'denied' } });
    // Signing up again is answered as any sign-up (nothing tells a stranger the address was denied); the person is
    // told by mail instead, and no new account appears.
    const again = await newBrowser('founders.localhost')('/api/v1/auth/sign-up', { body: signUpBody(applicant.email) });
    expect(again).toMatchObject({
      status: 201,
      json: { message: messages.verificationSent(applicant.email), email: applicant.email, signedIn: false },
    });
    const notice = await latestMailTo(applicant.email);
    expect(notice.subject).toBe('Your registration to Founders Circle');
    expect(notice.text).toContain('Your request to sign up to Founders Circle community has been denied.');
    expect((await applicant.browser('/api/v1/auth/session')).json).toMatchObject({ user: { state: 'denied' } });
  });

  it('validates the approval request', async () => {
    const { browser: owner } = await signIn('founders.localhost', 'owner@hearth.local');
    expect((await owner('/api/v1/members/nobody/approval', { body: { decision: 'approve' } })).status).toBe(404);
    const bad = await owner('/api/v1/members/nobody/approval', { body: { decision: 'maybe' } });
    expect(bad).toMatchObject({ status: 400, json: { fields: { decision: expect.any(String) } } });
  });
});

describe('owners', () => {
  it('sign up on the app host, verify and land with welcome pending as owner accounts', async () => {
    const { email, browser } = await verifiedAccount('app.localhost', 'owner', 'owner-pass-123');
    const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'owner-pass-123' } });
    expect(res).toMatchObject({
      status: 200,
      json: { user: { kind: 'owner', communityId: 'app', welcomePending: true } },
    });
    expect((await latestMailTo(email)).subject).toBe('Verify your e-mail for Hearth');
  });

  it('sign in to a community they own with their owner credentials and are staff there', async () => {
    const { res } = await signIn('demo.localhost', 'owner@hearth.local');
    expect(res).toMatchObject({
      status: 200,
      json: { user: { kind: 'owner', email: 'owner@hearth.local', staff: { accessLevel: 100, role: 'owner' } } },
    });
  });

  it('cannot use owner credentials in a community where they have no staff record', async () => {
    const { email, password } = await verifiedAccount('app.localhost', 'stranger', 'owner-pass-123');
    const { res } = await signIn('demo.localhost', email, password);
    expect(res).toMatchObject({ status: 401, json: { error: 'INVALID_CREDENTIALS' } });
  });
});

/** Every endpoint that needs a session, with path parameters filled in: new endpoints join automatically. */
const memberOnly = Object.values(catalogue)
  .flatMap((endpoints) => Object.values(endpoints as Record<string, AnyEndpoint>))
  .filter((e) => e.auth === 'user' && e.tenancy !== 'none');

describe('tenant isolation', () => {
  it('has member-only routes to check', () => {
    expect(memberOnly.length).toBeGreaterThanOrEqual(4);
  });

  it.each(memberOnly.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'a demo session is refused on another tenant (founders, or the owner app for app routes): %s',
    async (_name, endpoint) => {
      const { browser } = await signedInAccount('demo.localhost', 'isolated');
      const cookies = [...browser.jar].map(([k, v]) => `${k}=${v}`);
      const founders = newBrowser(endpoint.tenancy === 'app' ? 'app.localhost' : 'founders.localhost');
      for (const [k, v] of browser.jar) founders.jar.set(k, v);
      const path = endpoint.path.replace(/\{(\w+)\+?\}/g, 'x');
      const res = await founders(path, { method: endpoint.method, ...(endpoint.method === 'GET' ? {} : { body: {} }) });
      expect(cookies.length).toBeGreaterThan(0);
      expect([401, 403]).toContain(res.status);
      // The same session is good on its own host.
      expect((await browser('/api/v1/auth/session')).json).toMatchObject({ user: { communityId: 'cm-demo' } });
    },
  );

  it('shows a session of another community as signed out on public routes', async () => {
    const { browser } = await signedInAccount('demo.localhost', 'visitor');
    const founders = newBrowser('founders.localhost');
    for (const [k, v] of browser.jar) founders.jar.set(k, v);
    expect((await founders('/api/v1/auth/session')).json).toEqual({ user: null });
  });

  it('keeps the same e-mail as separate accounts per community', async () => {
    const email = uniqueEmail('twin');
    for (const host of ['demo.localhost', 'founders.localhost']) {
      const res = await newBrowser(host)('/api/v1/auth/sign-up', { body: signUpBody(email) });
      expect(res.status).toBe(201);
    }
    const subjects = (await mailsTo(email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Verify your e-mail for Founders Circle', 'Verify your e-mail for Hearth Makers']);
  });

  it('answers the staff-only route with 403 for a member of the same community', async () => {
    const { browser } = await signedInAccount('demo.localhost', 'plain');
    const res = await browser('/api/v1/members/mb-pending/approval', { body: { decision: 'approve' } });
    expect(res).toMatchObject({ status: 403, json: { error: 'FORBIDDEN', message: messages.forbidden } });
  });
});
