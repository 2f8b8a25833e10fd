// The owner app's Community Manager Reports, Audit Logs and Content Approval (owner-dashboard §2,
// /community-dashboard/*): an owner-app account with a staff record in the named community reads its reports, audit
// log and post submissions and acts on them exactly as on the community's host (the same service, the same items); an
// owner-app account without one (another community's owner) learns nothing (404), a community session is a stranger on
// the app host.
import type { AuditPage, BulkResult, ReportsPage } from '@hearth/shared/schemas/moderation';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, newBrowser } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

async function signIn(host: string, email: string): Promise<Browser> {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return browser;
}

const base = (communityId = 'cm-demo') => `/api/v1/communities/${communityId}/moderation`;

describe('Community Manager moderation in the owner app', () => {
  it('the owner lists, acts on and reads the log of the named community; the community host sees the same', async () => {
    const owner = await signIn('app.localhost', 'owner@hearth.local');
    const author = await signedInAccount('demo.localhost', 'oa-author');
    const reporter = await signedInAccount('demo.localhost', 'oa-reporter');
    const categories = await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const post = await author.browser<{ id: string }>('/api/v1/posts', {
      body: {
        type: 'post',
        title: `Owner app report ${Date.now().toString(36)}`,
        categoryId: categories.json.items[0]!.id,
        content: '<p>Reported from the owner app</p>',
      },
    });
    expect(post.status, post.text).toBe(201);
    const reported = await reporter.browser<{ id: string }>('/api/v1/reports', {
      body: { contentType: 'post', contentId: post.json.id, reason: 'Spam' },
    });
    expect(reported.status, reported.text).toBe(201);

    const pending = await owner<ReportsPage>(`${base()}/reports?status=pending`);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.items.map((r) => r.id)).toContain(reported.json.id);

    const ignored = await owner<BulkResult>(`${base()}/reports/actions`, {
      body: { action: 'discard', reportIds: [reported.json.id] },
    });
    expect(ignored.status, ignored.text).toBe(200);
    expect(ignored.json.results).toEqual([{ reportId: reported.json.id, ok: true }]);

    const resolved = await owner<ReportsPage>(`${base()}/reports?status=resolved`);
    expect(resolved.json.items.find((r) => r.id === reported.json.id)).toMatchObject({ actionTaken: 'discard' });
    const log = await owner<AuditPage>(`${base()}/audit-logs`);
    expect(log.status, log.text).toBe(200);
    const entry = log.json.items.find((e) => e.reportId === reported.json.id);
    expect(entry).toMatchObject({ action: 'discard', actorDetails: { name: 'Olivia Owner' } });

    // The community host's own Audit Logs show the same entry.
    const onSite = await signIn('demo.localhost', 'admin@hearth.local');
    const siteLog = await onSite<AuditPage>('/api/v1/moderation/audit-logs');
    expect(siteLog.json.items.map((e) => e.id)).toContain(entry!.id);
    // No undo for an ignored report, from either place.
    const undo = await owner(`${base()}/audit-logs/${entry!.id}/undo`, { body: {} });
    expect([400, 409]).toContain(undo.status);
  });

  it('an owner-app account without a staff record there learns nothing; a community session is a stranger', async () => {
    const stranger = await signedInAccount('app.localhost', 'oa-stranger');
    for (const path of [`${base()}/reports`, `${base()}/audit-logs`]) {
      expect((await stranger.browser(path)).status).toBe(404);
    }
    const acted = await stranger.browser(`${base()}/reports/actions`, {
      body: { action: 'discard', reportIds: ['no-such-report'] },
    });
    expect(acted.status).toBe(404);
    expect((await newBrowser('app.localhost')(`${base()}/reports`)).status).toBe(401);
    const member = await signedInAccount('demo.localhost', 'oa-member');
    const onApp = newBrowser('app.localhost');
    for (const [k, v] of member.browser.jar) onApp.jar.set(k, v);
    expect([401, 403, 404]).toContain((await onApp(`${base()}/reports`)).status);
  });
});

describe('Community Manager Content Approval in the owner app', () => {
  interface Submissions {
    items: Array<{ postId: string; title: string }>;
  }
  const submissions = (communityId = 'cm-demo') => `/api/v1/communities/${communityId}/post-submissions`;
  const approval = (postId: string, communityId = 'cm-demo') => `${base(communityId)}/posts/${postId}/approval`;

  /** A member's post in the demo's reviewed Showcase subforum: it awaits approval. */
  async function submitted(author: Browser, title: string) {
    const categories = await author<{ items: Array<{ id: string }> }>('/api/v1/categories?subforum=showcase');
    const res = await author<{ id: string; slug: string; approved: boolean | null }>('/api/v1/posts', {
      body: {
        type: 'post',
        title,
        subforumId: 'sf-showcase',
        categoryId: categories.json.items[0]!.id,
        content: '<p>Please review.</p>',
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.approved).toBeNull();
    return res.json;
  }

  it('the owner approves and denies from the owner app; the author is told; others are refused', async () => {
    const author = await signedInAccount('demo.localhost', 'oa-submitter');
    const tag = Date.now().toString(36);
    const kept = await submitted(author.browser, `Owner app approves ${tag}`);
    const refused = await submitted(author.browser, `Owner app denies ${tag}`);
    await drainEvents();

    const owner = await signIn('app.localhost', 'owner@hearth.local');
    const listed = await owner<Submissions>(submissions());
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items.map((i) => i.postId)).toEqual(expect.arrayContaining([kept.id, refused.id]));

    // Another community's owner and a member of this one are refused, and nothing changes.
    const other = await signedInAccount('app.localhost', 'oa-other-owner');
    const created = await other.browser('/api/v1/communities', {
      body: {
        requestId: ulid(),
        communityName: 'Other Hub',
        communitySubdomain: `oa-other-${tag}`,
        organizationName: 'Other Guild',
        organizationType: 'Company',
        organizationPhone: '+1 555 0100',
        communityGoals: 'Stay out of the demo.',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect((await other.browser(submissions())).status).toBe(404);
    expect((await other.browser(approval(kept.id), { method: 'PUT', body: { approved: true } })).status).toBe(404);
    const member = await signedInAccount('demo.localhost', 'oa-approval-member');
    expect((await member.browser(submissions())).status).toBe(403);
    expect((await member.browser(approval(kept.id), { method: 'PUT', body: { approved: true } })).status).toBe(404);
    const onApp = newBrowser('app.localhost');
    for (const [k, v] of member.browser.jar) onApp.jar.set(k, v);
    expect([401, 403, 404]).toContain(
      (await onApp(approval(kept.id), { method: 'PUT', body: { approved: true } })).status,
    );
    expect(
      (await newBrowser('app.localhost')(approval(kept.id), { method: 'PUT', body: { approved: true } })).status,
    ).toBe(401);
    expect((await owner(approval(kept.id), { method: 'PUT', body: { approved: 'yes' } })).status).toBe(400);
    expect((await newBrowser('demo.localhost')(`/api/v1/posts/${kept.slug}`)).status).toBe(404);

    const approved = await owner<{ approved: boolean }>(approval(kept.id), { method: 'PUT', body: { approved: true } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.approved).toBe(true);
    const denied = await owner<{ approved: boolean }>(approval(refused.id), {
      method: 'PUT',
      body: { approved: false },
    });
    expect(denied.status, denied.text).toBe(200);
    expect(denied.json.approved).toBe(false);
    // Deciding again: the denied post is not awaiting approval any more.
    expect((await owner(approval(refused.id), { method: 'PUT', body: { approved: false } })).status).toBe(409);
    expect((await owner(approval('no-such-post'), { method: 'PUT', body: { approved: true } })).status).toBe(404);
    await drainEvents();

    expect((await newBrowser('demo.localhost')(`/api/v1/posts/${kept.slug}`)).status).toBe(200);
    const after = await owner<Submissions>(submissions());
    expect(after.json.items.map((i) => i.postId)).not.toEqual(expect.arrayContaining([kept.id]));
    expect(after.json.items.map((i) => i.postId)).not.toContain(refused.id);
    const log = await owner<AuditPage>(`${base()}/audit-logs`);
    const mine = log.json.items.filter((e) => e.postId === kept.id || e.postId === refused.id);
    expect(mine.map((e) => [e.action, e.postId, e.actorDetails.name])).toEqual(
      expect.arrayContaining([
        ['approve', kept.id, 'Olivia Owner'],
        ['deny', refused.id, 'Olivia Owner'],
      ]),
    );
    const notes = await author.browser<{ items: unknown[] }>('/api/v1/notifications');
    const texts = JSON.stringify(notes.json.items);
    expect(texts).toContain(`Owner app approves ${tag}`);
    expect(texts).toContain(`Owner app denies ${tag}`);
  });
});
