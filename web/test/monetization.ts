// msw handlers and data for the owner's /monetization endpoints; each records what it was asked.
import { SUPPORTER_CURRENCIES } from '@hearth/shared/constants/supporters';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server.ts';

const base = '/api/v1/communities/:communityId/monetization';

/** An answer, or an error status with its body. */
export type Answer<T> = T | { status: number; body: JsonBodyType };

const isError = (answer: unknown): answer is { status: number; body: JsonBodyType } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';

const reply = <T extends JsonBodyType>(answer: Answer<T>, status = 200) =>
  isError(answer) ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json(answer, { status });

/** A community with a payout account that can receive payouts, paid membership off, the default price. */
export function monetization(more: Partial<Monetization> = {}): Monetization {
  return {
    isSubscriptionEnabled: false,
    subscriptionPriceAmount: 499,
    subscriptionPriceCurrency: 'usd',
    canRecievePayouts: true,
    email: 'owner@example.com',
    payoutCountry: 'US',
    planAllows: true,
    subscriptionPerks: '',
    totals: { active: 0, canceled: 0, unpaid: 0 },
    earnings: [],
    currencies: Object.entries(SUPPORTER_CURRENCIES).map(([code, c]) => ({
      code: code as keyof typeof SUPPORTER_CURRENCIES,
      label: c.label,
      min: c.min,
      max: c.max,
    })),
    defaultPrice: { amount: 499, currency: 'usd' },
    feePercent: 8,
    ...more,
  };
}

/** GET .../monetization: each answer in turn (the last from then on). */
export function serveMonetization(...answers: Answer<Monetization>[]) {
  const asked: string[] = [];
  server.use(
    http.get(base, ({ params }) => {
      const answer = answers[Math.min(asked.length, answers.length - 1)]!;
      asked.push(String(params.communityId));
      return reply(answer);
    }),
  );
  return asked;
}

type Money = { amount: number; currency: string }[];

/** GET .../monetization/balance: each answer in turn (the last from then on). */
export function serveBalance(...answers: Answer<{ available: Money; pending: Money }>[]) {
  let calls = 0;
  server.use(
    http.get(`${base}/balance`, () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return reply(answer);
    }),
  );
  return { calls: () => calls };
}

/** GET /api/v1/monetization/countries: each answer in turn (the last from then on). */
export function serveCountries(...answers: Answer<{ countries: { name: string; value: string }[] }>[]) {
  let calls = 0;
  server.use(
    http.get('/api/v1/monetization/countries', () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return reply(answer);
    }),
  );
  return { calls: () => calls };
}

/** A write of the paid membership (method and path tail): records the bodies, answers with `answer`. */
export function serveMonetizationWrite(
  method: 'put' | 'post',
  tail: string,
  answer: Answer<JsonBodyType>,
  status = 200,
) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${base}/${tail}`, async ({ request }) => {
      bodies.push(await request.json().catch(() => undefined));
      return reply(answer, status);
    }),
  );
  return bodies;
}

/** GET .../monetization/account-status: records the calls; answers once `gate` (when given) resolves. */
export function serveAccountStatus(
  answer: Answer<{ canRecievePayouts: boolean; detailsSubmitted: boolean; isSubscriptionEnabled: boolean }>,
  gate?: Promise<void>,
) {
  let calls = 0;
  server.use(
    http.get(`${base}/account-status`, async () => {
      calls += 1;
      await gate;
      return reply(answer);
    }),
  );
  return { calls: () => calls };
}

export interface SubscriberRow {
  memberId: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  profilePicURL: string | null;
  status: 'active' | 'past_due' | 'canceled' | 'unpaid';
  subscription: { startedAt: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
  paidNet: { amount: number; currency: string }[];
}

export function subscriber(n: number, more: Partial<SubscriberRow> = {}): SubscriberRow {
  return {
    memberId: `m_${n}`,
    firstName: 'Member',
    lastName: String(n),
    username: `member${n}`,
    email: `member${n}@example.com`,
    profilePicURL: null,
    status: 'active',
    subscription: {
      startedAt: '2026-01-05T12:00:00.000Z',
      currentPeriodEnd: '2026-04-05T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    },
    paidNet: [{ amount: 459, currency: 'usd' }],
    ...more,
  };
}

/** GET .../monetization/subscribers: `pages[filter]` answered one page per cursor ("" first, then "p2", "p3", …). */
export function serveSubscribers(pages: Partial<Record<string, SubscriberRow[][]>>) {
  const asked: string[] = [];
  server.use(
    http.get(`${base}/subscribers`, ({ request }) => {
      const url = new URL(request.url);
      const filter = url.searchParams.get('filter') ?? 'active';
      const cursor = url.searchParams.get('cursor');
      asked.push(`${filter} ${cursor ?? '-'}`);
      const list = pages[filter] ?? [[]];
      const index = cursor ? Number(cursor.slice(1)) - 1 : 0;
      return HttpResponse.json({
        subscribers: list[index] ?? [],
        total: list.flat().length,
        nextCursor: index + 1 < list.length ? `p${index + 2}` : null,
      });
    }),
  );
  return asked;
}
