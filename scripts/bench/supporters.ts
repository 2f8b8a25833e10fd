// Paid membership exact under retries, on the seeded demo community (paid membership enabled by the seed, its
// connected account in the Connect account index): 1,000 bench members each subscribe and renew once — four Connect
// events each (scripts/bench/supporter-events.ts), signed with the Connect secret and carrying the account — and every
// event is delivered twice, all 8,000 deliveries shuffled with a seeded random, 10 at a time, to
// POST /api/v1/billing/connect-webhook through the gateway. Then, against what the demo had before: the owner's
// getMonetization totals and usd earnings, the replays answered `duplicate: true`, every bench member's item (active,
// one open supporter period), each subscriber's paid-net, and the subscriber list's total and a walk of its pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { platformFee } from '@hearth/shared/rules/supporters';
import { supporterRoutes } from '@hearth/shared/contracts/routes';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { browser, hostClient } from '../../test/support/http.ts';
import { DEMO_PASSWORD } from '../local/seed.ts';
import { DEMO_PAID_MEMBERSHIP } from '../local/seed-supporters.ts';
import { CONNECT_WEBHOOK_SECRET } from '../local/stripe/connect-model.ts';
import type { StripeEvent } from '../local/stripe/model.ts';
import { drain, memberItems, writeAll } from './seed.ts';
import { percentile } from './stats.ts';
import { earningsOfPayments, repeatsWithin, seededRandom, shuffled, supporterEvents } from './supporter-events.ts';

const SUPPORTERS = 1_000;
const CONNECTIONS = 10;
const SEED = 31;
/** Monthly prices the bench supporters pay (cents): members who joined at different prices, fees rounding apart. */
const PRICES = [499, 999, 1250, 1999, 2999];
const DAY = 86_400;

type Client = ReturnType<typeof browser>;

function ok<T>(res: { status: number; text: string; json: T }, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.json;
}

const path = (route: { path: string }) => route.path.replace('{communityId}', DEMO_PAID_MEMBERSHIP.communityId);

/** The demo community's connected account, from the simulator's saved state (the account its seed opened). */
function demoAccount(dataDir: string): string {
  const state = JSON.parse(readFileSync(join(dataDir, 'stripe-simulator.json'), 'utf8')) as {
    accounts: Record<string, { id: string; metadata: Record<string, string> }>;
  };
  const account = Object.values(state.accounts).find(
    (a) => a.metadata.communityId === DEMO_PAID_MEMBERSHIP.communityId,
  );
  if (!account) throw new Error('the simulator holds no connected account of the demo community');
  return account.id;
}

interface SubscriberEntry {
  memberId: string;
  paidNet: Array<{ amount: number; currency: string }>;
}

/** Every page of the Active subscriber list: its total (first page) and each entry once. */
async function walkActive(owner: Client) {
  const entries: SubscriberEntry[] = [];
  let total = -1;
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?filter=active${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = ok(
      await owner<{ subscribers: SubscriberEntry[]; total: number; nextCursor: string | null }>(
        `${path(supporterRoutes.listSubscribers)}${query}`,
      ),
      200,
      'subscriber list',
    );
    if (total < 0) total = page.total;
    entries.push(...page.subscribers);
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { total, entries, pages };
}

const usdOf = (m: Monetization) =>
  m.earnings.find((e) => e.currency === 'usd') ?? { gross: 0, fee: 0, net: 0, payments: 0 };

/** The bench members' items read back (BatchGet, 100 a call). */
async function memberStates(communityId: string, ids: string[]) {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const { client, commands } = await db();
  const found: Array<Record<string, unknown>> = [];
  for (let i = 0; i < ids.length; i += 100) {
    let Keys: Array<Record<string, unknown>> = ids.slice(i, i + 100).map((id) => keys.member(communityId, id));
    while (Keys.length) {
      const out = await client.send(new commands.BatchGetCommand({ RequestItems: { [tableName()]: { Keys } } }));
      found.push(...((out.Responses?.[tableName()] ?? []) as Array<Record<string, unknown>>));
      Keys = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof Keys;
    }
  }
  return found;
}

/** Bench members whose item is not active with exactly one open supporter period. */
function wrongMemberStates(items: Array<Record<string, unknown>>, ids: string[]) {
  const byId = new Map(items.map((m) => [m.memberId as string, m]));
  return ids.filter((id) => {
    const m = byId.get(id);
    const sub = m?.subscription as { status?: string } | undefined;
    const periods = (m?.supporterPeriods ?? []) as Array<{ to: number | null }>;
    return sub?.status !== 'active' || periods.length !== 1 || periods.filter((p) => p.to === null).length !== 1;
  }).length;
}

interface Delivered {
  times: number[];
  seconds: number;
  duplicates: number;
  failed: number;
  firstFailure: string | null;
}

/** Delivers the events in order from `connections` at once, each signed as it is sent (Stripe's 300 s tolerance). */
async function deliverAll(port: number, deliveries: StripeEvent[], connections: number): Promise<Delivered> {
  const app = hostClient(port, 'app.localhost');
  const out: Delivered = { times: [], seconds: 0, duplicates: 0, failed: 0, firstFailure: null };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < deliveries.length) {
        const payload = JSON.stringify(deliveries[next++]);
        const t = performance.now();
        const res = await app<{ duplicate?: boolean }>('/api/v1/billing/connect-webhook', {
          method: 'POST',
          rawBody: payload,
          csrf: false,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_WEBHOOK_SECRET }),
          },
        });
        out.times.push(performance.now() - t);
        if (res.status !== 200) {
          out.failed++;
          out.firstFailure ??= `${res.status} ${res.text.slice(0, 300)}`;
        } else if (res.json.duplicate === true) out.duplicates++;
      }
    }),
  );
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

export interface SupportersBench {
  supporters: number;
  events: number;
  deliveries: number;
  /** Events whose two deliveries were fewer than CONNECTIONS places apart (could be in flight together). */
  racingReplays: number;
  demoActiveBefore: number;
  activeTotal: { value: number; expected: number };
  gross: { value: number; expected: number };
  fee: { value: number; expected: number };
  net: { value: number; expected: number };
  payments: { value: number; expected: number };
  duplicates: { value: number; expected: number };
  failed: number;
  firstFailure: string | null;
  wrongMembers: number;
  wrongPaidNet: number;
  listTotal: { value: number; expected: number };
  listWalked: { value: number; expected: number; pages: number; repeats: number };
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
}

export async function benchSupporters(port: number, dataDir: string): Promise<SupportersBench> {
  const demo = DEMO_PAID_MEMBERSHIP;
  const owner = browser(port, 'app.localhost');
  ok(
    await owner('/api/v1/auth/sign-in', { body: { email: demo.ownerEmail, password: DEMO_PASSWORD } }),
    200,
    'sign-in',
  );
  const before = ok(await owner<Monetization>(path(supporterRoutes.getMonetization)), 200, 'monetization');
  if (!before.isSubscriptionEnabled) throw new Error('the demo community has no paid membership: the seed failed');
  const listBefore = await walkActive(owner);
  const accountId = demoAccount(dataDir);

  const run = Date.now().toString(36);
  const ids = Array.from({ length: SUPPORTERS }, (_, i) => `mb-sup-${run}-${i}`);
  const name = (i: number) => ({ firstName: 'Supporter', lastName: `Bench ${String(i).padStart(4, '0')}` });
  await writeAll(await memberItems(demo.communityId, ids, name));
  // Subscribed over the last few days of the month before last, so each has renewed once by now.
  const now = Math.floor(Date.now() / 1000);
  const amounts = ids.map((_, i) => PRICES[i % PRICES.length]!);
  const events = ids.flatMap((memberId, i) =>
    supporterEvents({
      accountId,
      communityId: demo.communityId,
      memberId,
      key: `${run}_${i}`,
      start: now - 40 * DAY + i * 60,
      amount: amounts[i]!,
      currency: 'usd',
    }),
  );
  const deliveries = shuffled([...events, ...events], seededRandom(SEED));
  const delivered = await deliverAll(port, deliveries, CONNECTIONS);

  const after = ok(await owner<Monetization>(path(supporterRoutes.getMonetization)), 200, 'monetization');
  const added = earningsOfPayments([...amounts, ...amounts]);
  const [usdBefore, usdAfter] = [usdOf(before), usdOf(after)];
  const listAfter = await walkActive(owner);
  const paidNet = new Map(listAfter.entries.map((e) => [e.memberId, e.paidNet]));
  const wrongPaidNet = ids.filter((id, i) => {
    const net = paidNet.get(id);
    const expected = 2 * (amounts[i]! - platformFee(amounts[i]!));
    return net?.length !== 1 || net[0]!.currency !== 'usd' || net[0]!.amount !== expected;
  }).length;
  const wrongMembers = wrongMemberStates(await memberStates(demo.communityId, ids), ids);
  await drain(port);
  return {
    supporters: SUPPORTERS,
    events: events.length,
    deliveries: deliveries.length,
    racingReplays: repeatsWithin(deliveries, CONNECTIONS),
    demoActiveBefore: before.totals.active,
    activeTotal: { value: after.totals.active, expected: before.totals.active + SUPPORTERS },
    gross: { value: usdAfter.gross, expected: usdBefore.gross + added.gross },
    fee: { value: usdAfter.fee, expected: usdBefore.fee + added.fee },
    net: { value: usdAfter.net, expected: usdBefore.net + added.net },
    payments: { value: usdAfter.payments, expected: usdBefore.payments + added.payments },
    duplicates: { value: delivered.duplicates, expected: events.length },
    failed: delivered.failed,
    firstFailure: delivered.firstFailure,
    wrongMembers,
    wrongPaidNet,
    listTotal: { value: listAfter.total, expected: listBefore.total + SUPPORTERS },
    listWalked: {
      value: listAfter.entries.length,
      expected: listBefore.entries.length + SUPPORTERS,
      pages: listAfter.pages,
      repeats: listAfter.entries.length - paidNet.size,
    },
    deliveriesPerSecond: deliveries.length / delivered.seconds,
    p50: percentile(delivered.times, 50),
    p99: percentile(delivered.times, 99),
  };
}
