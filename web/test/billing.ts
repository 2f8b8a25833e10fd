// msw handlers and data for the billing endpoints (payment status, checkout, /subscription's data and actions).
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server.ts';

/** Noon UTC on April 1, 2026 (April 1 in every time zone), as the API writes times (unix seconds). */
export const APRIL_1 = Date.parse('2026-04-01T12:00:00Z') / 1000;

/** An active monthly Professional subscription with a Visa card, renewing on April 1, 2026. */
export function subscriptionDetails(
  sub: Partial<NonNullable<SubscriptionDetails['subscriptionDetails']>> | null = {},
  more: Partial<SubscriptionDetails> = {},
): SubscriptionDetails {
  return {
    communitySubscriptionExists: sub !== null,
    hasStripeAccount: true,
    subscriptionDetails: sub && {
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
      renewAt: APRIL_1,
      trialEnd: null,
      cancelAt: null,
      priceId: 'hearth_professional_month',
      ...sub,
    },
    trialEndsAt: null,
    planId: 'monthly-professional-plan',
    ...more,
  };
}

/** GET /api/v1/billing/payment-status answers with each status in turn (the last one from then on). */
export function servePaymentStatus(...answers: Array<{ paid: boolean; planId?: string | null; freeTrial?: boolean }>) {
  let calls = 0;
  server.use(
    http.get('/api/v1/billing/payment-status', () => {
      const answer = answers[Math.min(calls, answers.length - 1)] ?? { paid: false };
      calls += 1;
      return HttpResponse.json({ planId: null, freeTrial: false, ...answer });
    }),
  );
  return { calls: () => calls };
}

/** POST /api/v1/billing/checkout-sessions: records the bodies, answers with the hosted page (or `error`). */
export function serveCheckout(answer: { url: string } | { status: number; body: JsonBodyType }) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/billing/checkout-sessions', async ({ request }) => {
      bodies.push(await request.json());
      if ('status' in answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json({ sessionId: 'cs_test_1', url: answer.url }, { status: 201 });
    }),
  );
  return bodies;
}

/** GET a community's subscription: each answer in turn (the last from then on); a number answers that status. */
export function serveSubscription(...answers: Array<SubscriptionDetails | { status: number; body: JsonBodyType }>) {
  let calls = 0;
  server.use(
    http.get('/api/v1/communities/:communityId/subscription', () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      if ('status' in answer && typeof answer.status === 'number') {
        return HttpResponse.json(answer.body, { status: answer.status });
      }
      return HttpResponse.json(answer as JsonBodyType);
    }),
  );
  return { calls: () => calls };
}

/** One of the subscription's actions (method and path tail): records the bodies and paths, answers with `body`. */
export function serveSubscriptionAction(
  method: 'post' | 'put' | 'get',
  tail: string,
  body: JsonBodyType,
  status = 200,
) {
  const seen: Array<{ url: string; body: unknown }> = [];
  server.use(
    http[method](`/api/v1/communities/:communityId/subscription/${tail}`, async ({ request }) => {
      seen.push({ url: request.url, body: method === 'get' ? undefined : await request.json().catch(() => undefined) });
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}
