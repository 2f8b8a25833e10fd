// The owner app's Community Manager Reports and Audit Logs (owner-dashboard §2, /community-dashboard/*): an owner-app
// account with a staff record in the named community reads its reports and audit log and acts on them exactly as on
// the community's host (the same service, the same items); an owner-app account without one learns nothing (404), a
// community session is a stranger on the app host.
import type { AuditPage, BulkResult, ReportsPage } from '@hearth/shared/schemas/moderation';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';

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
