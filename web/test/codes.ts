// msw handlers and data for the lifetime codes endpoints (/appsumo's list, redeem and apply; the sign-up's check).
import type { CodeList, LifetimeCode } from '@hearth/shared/schemas/codes';
import { codeTotals } from '@hearth/shared/rules/lifetime-codes';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server.ts';

export function lifetimeCode(code: string, over: Partial<LifetimeCode> = {}): LifetimeCode {
  return {
    code,
    status: 'available',
    planId: null,
    communityId: null,
    communityName: null,
    redeemedAt: '2026-03-02T10:00:00.000Z',
    ...over,
  };
}

/** The list the API answers for a filter: the codes of that status, and the totals over all of them. */
export function codeListOf(codes: LifetimeCode[], status = 'all'): CodeList {
  const totals = codeTotals(codes.map((c) => ({ refunded: c.status === 'refunded', planId: c.planId })));
  return { codes: status === 'all' ? codes : codes.filter((c) => c.status === status), totals };
}

/** GET /api/v1/codes over the given codes (each call reads `codes()` again, so a test can change them). */
export function serveCodes(codes: () => LifetimeCode[]) {
  const statuses: string[] = [];
  server.use(
    http.get('/api/v1/codes', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      statuses.push(status);
      return HttpResponse.json(codeListOf(codes(), status));
    }),
  );
  return { statuses };
}

/** A POST endpoint of the codes API that records its bodies and answers with `answer` (and `status`). */
export function serveCodesPost(path: string, answer: (body: unknown) => JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json(answer(body), { status });
    }),
  );
  return bodies;
}
