// The owner app's Top Members (owner-dashboard §3 Statistics, §7 page size 10): the community's members by
// level, then XP, read from the leaderboard index, 10 a page with a cursor; the community's admin-level staff only (an
// owner-app account that does not manage it, or a guest, learns nothing); statistics need the Professional plan or
// above (§2: refused with a message naming the plan on Essential or no plan).
import * as messages from '@hearth/shared/messages';
import type { DirectoryPage } from '@hearth/shared/schemas/gamification';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';

const path = (communityId = 'cm-demo') => `/api/v1/communities/${communityId}/top-members`;

async function owner() {
  const browser = newBrowser('app.localhost');
  const res = await browser('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
  });
  expect(res.status, res.text).toBe(200);
  return browser;
}

/** A new owner-app account with a community of its own, on the plan chosen at onboarding (or none). */
async function ownerOn(planId: string | null) {
  const { browser } = await signedInAccount('app.localhost', 'top-members-owner');
  if (planId) {
    const plan = await browser('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'year' } });
    expect(plan.status, plan.text).toBe(200);
  }
  const created = await browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Stats Club',
      communitySubdomain: `stats-${Date.now().toString(36)}-${ulid().slice(-6).toLowerCase()}`,
      organizationName: 'Stats Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Count things.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { browser, communityId: created.json.communityId };
}

describe('Top Members in the owner app', () => {
  it('lists the members by level then XP, 10 a page, the next page from the cursor', async () => {
    const browser = await owner();
    const first = await browser<DirectoryPage>(path());
    expect(first.status, first.text).toBe(200);
    expect(first.json.items.length).toBeGreaterThan(0);
    expect(first.json.items.length).toBeLessThanOrEqual(10);
    const order = first.json.items.map((m) => [m.level, m.xp] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
    for (const m of first.json.items) {
      expect(m.fullName.length).toBeGreaterThan(0);
      expect(m.slug.length).toBeGreaterThan(0);
      expect(m.rank).toMatch(/^[A-Z]+$/);
    }
    if (first.json.nextCursor) {
      const next = await browser<DirectoryPage>(`${path()}?cursor=${encodeURIComponent(first.json.nextCursor)}`);
      expect(next.status, next.text).toBe(200);
      const seen = new Set(first.json.items.map((m) => m.memberId));
      expect(next.json.items.some((m) => seen.has(m.memberId))).toBe(false);
    }
  });

  it('refuses a forged cursor, another owner-app account and guests', async () => {
    const browser = await owner();
    expect((await browser(`${path()}?cursor=not-a-cursor`)).status).toBe(400);
    const stranger = await signedInAccount('app.localhost', 'top-members-stranger');
    expect((await stranger.browser(path())).status).toBe(404);
    // A community the owner does not manage (here: none by that id) is not found.
    expect((await browser(path('cm-nowhere'))).status).toBe(404);
    expect((await newBrowser('app.localhost')(path())).status).toBe(401);
  });
});

describe('statistics and the plan', () => {
  it.each([['essential-plan'], [null]])('refuses the owner of a community on %s with the plan needed', async (plan) => {
    const owner = await ownerOn(plan);
    const res = await owner.browser(path(owner.communityId));
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      error: 'FORBIDDEN',
      reason: 'STATISTICS_PLAN',
      message: messages.statisticsPlan('Professional'),
    });
    // Someone who does not manage the community learns nothing about its plan.
    const stranger = await signedInAccount('app.localhost', 'top-members-stranger');
    expect((await stranger.browser(path(owner.communityId))).status).toBe(404);
  });

  it('answers the owner of a community on the Professional plan', async () => {
    const owner = await ownerOn('professional-plan');
    const res = await owner.browser<DirectoryPage>(path(owner.communityId));
    expect(res.status, res.text).toBe(200);
    expect(res.json.nextCursor).toBeNull();
  });
});
