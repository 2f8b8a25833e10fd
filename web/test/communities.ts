// msw handlers and data for the owner journey's endpoints (onboarding, builder, switcher, overview).
import type { MyCommunity, Overview } from '@hearth/shared/schemas/communities';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server.ts';

export const trailRunners: MyCommunity = {
  communityId: 'c_trail',
  subdomain: 'trail',
  communityName: 'Trail Runners',
  role: 'owner',
  accessLevel: 100,
  isLive: true,
  iconURL: null,
  url: 'http://trail.localhost:4321',
  plan: { planId: 'monthly-professional-plan', status: 'active', trialEndsAt: null, isLifetime: false },
};

export const bookClub: MyCommunity = {
  communityId: 'c_books',
  subdomain: 'books',
  communityName: 'Book Club',
  role: 'editor',
  accessLevel: 50,
  isLive: false,
  iconURL: null,
  url: 'http://books.localhost:4321',
  plan: { planId: 'monthly-essential-plan', status: 'active', trialEndsAt: null, isLifetime: false },
};

export const organization = {
  organizationName: 'Hopper Labs',
  organizationType: 'Company',
  organizationPhone: '+1 555 0100',
  communityGoals: 'Bring our users together.',
};

/** GET /api/v1/communities answers with each list in turn (the last one from then on). */
export function serveMyCommunities(...lists: MyCommunity[][]) {
  let calls = 0;
  server.use(
    http.get('/api/v1/communities', () => {
      const items = lists[Math.min(calls, lists.length - 1)] ?? [];
      calls += 1;
      return HttpResponse.json({ items, nextCursor: null });
    }),
  );
  return { calls: () => calls };
}

export function serveOnboarding(
  onboarding: { organization: unknown; planChoice: unknown } = {
    organization: null,
    planChoice: null,
  },
) {
  server.use(http.get('/api/v1/onboarding', () => HttpResponse.json(onboarding)));
}

/** A PUT endpoint that records its bodies and answers with `body` (and `status`). */
export function servePut(path: string, body: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.put(path, async ({ request }) => {
      bodies.push(await request.json().catch(() => undefined));
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

/** GET /api/v1/communities/subdomains/:subdomain, answered by `taken` (subdomain → message, or null when free). */
export function serveSubdomainCheck(taken: (subdomain: string) => string | null = () => null) {
  const asked: string[] = [];
  server.use(
    http.get('/api/v1/communities/subdomains/:subdomain', ({ params }) => {
      const subdomain = String(params.subdomain);
      asked.push(subdomain);
      const message = taken(subdomain);
      return HttpResponse.json({ subdomain, available: message === null, message });
    }),
  );
  return asked;
}

/** One overview answer per day of the range, all zeros unless `day` says otherwise. */
export function overviewFor(
  community: MyCommunity,
  days: number,
  day: (index: number) => { posts: number; newMembers: number } = () => ({ posts: 0, newMembers: 0 }),
): Overview {
  const activity = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    return { date, activeMembers: 0, ...day(index) };
  });
  return {
    community,
    planDetails: null,
    range: { startDate: activity[0]!.date, endDate: activity.at(-1)!.date },
    activity,
    totals: {
      newMembers: activity.reduce((sum, d) => sum + d.newMembers, 0),
      activeMembers: 3,
      posts: activity.reduce((sum, d) => sum + d.posts, 0),
      members: 12,
    },
  };
}

/** GET .../overview answered by `answer(communityId, range)`; records what was asked. */
export function serveOverview(answer: (communityId: string, range: string) => Overview) {
  const asked: string[] = [];
  server.use(
    http.get('/api/v1/communities/:communityId/overview', ({ params, request }) => {
      const range = new URL(request.url).searchParams.get('range') ?? '7d';
      asked.push(`${String(params.communityId)} ${range}`);
      return HttpResponse.json(answer(String(params.communityId), range));
    }),
  );
  return asked;
}
