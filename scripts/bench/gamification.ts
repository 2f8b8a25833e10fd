// Gamification at scale, on a running local platform with the demo seed:
// - 1,000 members; 10,000 events from them (posts, comments, upvotes with some votes toggled off and on again,
//   reactions, poll votes and unvotes), each delivered twice, shuffled, 16 at a time (as the local sink does), to the
//   XP consumer in process. Every member's XP is then compared with a recomputation from the events alone: the last
//   event (by id) of each source decides whether it is in force, and each source in force gives the XP table's amount,
//   1.5× when its beneficiary was a supporter at that last event's instant (`supporterAt` over the member's supporter
//   periods: 10% of the members have some, whole-run, starting or ending mid-stream, or two with a gap), clipped by
//   the daily caps with the engine's own rule (grantXp). The events
//   are spread over 30 days, so few caps bind; the bench counts those that do. (A clipped award whose sibling is
//   later taken back would make the exact total depend on the order of delivery; the mismatch row would show it.)
// - 9,000 more members with XP (10,000 in the leaderboard), then the top 20: DynamoDB requests per call in process
//   and its p50 through the gateway.
import { countingClient } from './read-counter.ts';
import { monotonicFactory } from 'ulid';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { type SupporterPeriod, supporterAt } from '@hearth/shared/rules/supporters';
import { grantXp, levelForXp, XP_TABLE, type XpKind } from '@hearth/shared/rules/xp';
import { browser } from '../../test/support/http.ts';
import { drain, memberItems, writeAll } from './seed.ts';
import { percentile, timeSequential } from './stats.ts';

const COMMUNITY = 'cm-demo';
const MEMBERS = 1_000;
const EVENTS = 10_000;
const LEADERBOARD_MEMBERS = 10_000;
const DAYS = 30;
const START = Date.parse('2026-01-01T00:00:00Z');
const DAY_MS = 86_400_000;

export interface GamificationBench {
  events: number;
  deliveries: number;
  deliverSeconds: number;
  failedDeliveries: number;
  mismatchedMembers: number;
  wrongLevels: number;
  capsBinding: number;
  /** Members with supporter periods, and the awards in force the recomputation multiplied. */
  supporters: number;
  multipliedAwards: number;
  leaderboardRequests: number;
  leaderboardP50: number;
  leaderboardP99: number;
}

interface Source {
  events: DomainEvent[];
  /** Who the source gives what when in force. */
  beneficiaries: Array<{ memberId: string; kind: XpKind }>;
  day: string;
}

/** The i-th bench member's name (a run's first 1,000 and the leaderboard's 9,000 alike). */
const benchName = (i: number) => ({ firstName: 'Xp', lastName: `Bench ${String(i).padStart(5, '0')}` });

/** A deterministic pseudo-random sequence (the bench is the same on every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function makeEvents(members: string[]): Source[] {
  const rnd = random(17);
  const pick = () => members[Math.floor(rnd() * members.length)]!;
  const other = (m: string) => {
    let o = pick();
    while (o === m) o = pick();
    return o;
  };
  const ulid = monotonicFactory();
  const start = START;
  const sources: Source[] = [];
  let count = 0;
  const event = <T extends DomainEvent['type']>(type: T, day: number, detail: unknown): DomainEvent => {
    count++;
    const at = new Date(start + day * 86_400_000 + Math.floor(rnd() * 86_000_000));
    return { id: ulid(), type, communityId: COMMUNITY, occurredAt: at.toISOString(), detail } as DomainEvent;
  };
  while (count < EVENTS) {
    const day = Math.floor(rnd() * DAYS);
    const dayText = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const actor = pick();
    const roll = rnd();
    const n = sources.length;
    if (roll < 0.2) {
      sources.push({
        events: [event('post.created', day, { postId: `bp-${n}`, authorId: actor, type: 'post' })],
        beneficiaries: [{ memberId: actor, kind: 'post' }],
        day: dayText,
      });
    } else if (roll < 0.4) {
      sources.push({
        events: [
          event('comment.created', day, { postId: `bp-${n}`, commentId: `bc-${n}`, parentId: null, authorId: actor }),
        ],
        beneficiaries: [{ memberId: actor, kind: 'comment' }],
        day: dayText,
      });
    } else if (roll < 0.75) {
      // A vote, toggled 1 to 4 times: on, off, on, off.
      const author = other(actor);
      const presses = 1 + Math.floor(rnd() * 4);
      const events = Array.from({ length: presses }, (_, i) =>
        event('vote.cast', day, {
          postId: `bp-${n}`,
          memberId: actor,
          vote: i % 2 === 0 ? 'upvote' : 'none',
          authorId: author,
        }),
      );
      sources.push({
        events,
        beneficiaries: [
          { memberId: actor, kind: 'upvoteGiven' },
          { memberId: author, kind: 'postUpvoteReceived' },
        ],
        day: dayText,
      });
    } else if (roll < 0.9) {
      const author = other(actor);
      sources.push({
        events: [event('reaction.added', day, { postId: `bp-${n}`, memberId: actor, key: 'like', authorId: author })],
        beneficiaries: [
          { memberId: actor, kind: 'reactionGiven' },
          { memberId: author, kind: 'reactionReceived' },
        ],
        day: dayText,
      });
    } else {
      const presses = 1 + Math.floor(rnd() * 2);
      const events = Array.from({ length: presses }, (_, i) =>
        event('poll.voted', day, { postId: `bp-${n}`, memberId: actor, optionId: 'o1', unvote: i % 2 === 1 }),
      );
      sources.push({ events, beneficiaries: [{ memberId: actor, kind: 'pollVote' }], day: dayText });
    }
  }
  return sources;
}

/**
 * The supporter periods of every tenth member, in four shapes: the whole run; starting mid-stream; ending mid-stream;
 * two periods with a gap between them, the second still running. Boundaries fall at any millisecond of the run.
 */
function supporterPeriodsOf(members: string[]): Map<string, SupporterPeriod[]> {
  const rnd = random(23);
  const instant = () => START + Math.floor(rnd() * DAYS * DAY_MS);
  const periods = new Map<string, SupporterPeriod[]>();
  members.forEach((memberId, i) => {
    if (i % 10 !== 0) return;
    const sub = (n: number) => `sub_bench_${memberId}_${n}`;
    const [a, b, c] = [instant(), instant(), instant()].sort((x, y) => x - y) as [number, number, number];
    const shape = (i / 10) % 4;
    periods.set(
      memberId,
      shape === 0
        ? [{ subscriptionId: sub(1), from: START - DAY_MS, to: null }]
        : shape === 1
          ? [{ subscriptionId: sub(1), from: a, to: null }]
          : shape === 2
            ? [{ subscriptionId: sub(1), from: START - DAY_MS, to: a }]
            : [
                { subscriptionId: sub(2), from: c, to: null },
                { subscriptionId: sub(1), from: a, to: b },
              ],
    );
  });
  return periods;
}

/** Each member's XP from the events alone, the daily caps applied; also how many (member, kind, day) caps bind. */
function recompute(sources: Source[], periods: Map<string, SupporterPeriod[]>) {
  // Per (member, kind, day): the base XP the sources in force ask for, and what the caps let through.
  const base = new Map<string, number>();
  const usedSoFar = new Map<string, number>();
  const xp = new Map<string, number>();
  let multipliedAwards = 0;
  for (const source of sources) {
    const last = source.events.at(-1)!;
    const d = last.detail as Record<string, unknown>;
    const active = last.type === 'vote.cast' ? d.vote === 'upvote' : last.type === 'poll.voted' ? !d.unvote : true;
    if (!active) continue;
    for (const b of source.beneficiaries) {
      const key = `${b.memberId}|${b.kind}|${source.day}`;
      // The engine's own rule, with what this (member, kind, day) has used so far: the daily cap clips as it does
      // on delivery (every award of a kind is the same size, so the total does not depend on the order).
      const used = usedSoFar.get(key) ?? 0;
      // A supporter at the instant of the event that keeps the source in force (its last).
      const supporter = supporterAt(periods.get(b.memberId), Date.parse(last.occurredAt));
      if (supporter) multipliedAwards++;
      const granted = grantXp(b.kind, used, supporter);
      usedSoFar.set(key, used + granted.base);
      base.set(key, (base.get(key) ?? 0) + XP_TABLE[b.kind].xp);
      xp.set(b.memberId, (xp.get(b.memberId) ?? 0) + granted.xp);
    }
  }
  let capsBinding = 0;
  for (const [key, asked] of base) {
    const cap = XP_TABLE[key.split('|')[1] as XpKind].dailyCap;
    if (cap !== null && asked > cap) capsBinding++;
  }
  return { xp, capsBinding, multipliedAwards };
}

export async function benchGamification(port: number): Promise<GamificationBench> {
  const run = Date.now().toString(36);
  const members = Array.from({ length: MEMBERS }, (_, i) => `mb-xp-${run}-${i}`);
  const periods = supporterPeriodsOf(members);
  await writeAll(
    await memberItems(COMMUNITY, members, benchName, (i) => {
      const held = periods.get(members[i]!);
      return held ? { supporterPeriods: held } : {};
    }),
  );

  const sources = makeEvents(members);
  const events = sources.flatMap((s) => s.events);
  const deliveries = [...events, ...events];
  const rnd = random(99);
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }

  const { deliver } = await import('@hearth/functions/platform/events/consumer');
  const { xpAwards } = await import('@hearth/functions/gamification/consumers/xp');
  let next = 0;
  let failed = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < deliveries.length) {
        const event = deliveries[next++]!;
        // As the local sink: 3 attempts per (event, consumer), then dead-lettered (counted here).
        let ok = false;
        for (let attempt = 1; attempt <= 3 && !ok; attempt++) {
          ok = (await deliver(xpAwards, event, attempt)).outcome !== 'failed';
        }
        if (!ok) failed++;
      }
    }),
  );
  const deliverSeconds = (performance.now() - t) / 1000;

  const expected = recompute(sources, periods);
  const { getMembers } = await import('@hearth/functions/members/service');
  const stored = await getMembers(COMMUNITY, members);
  let mismatched = 0;
  let wrongLevels = 0;
  for (const m of stored) {
    if ((m.xp ?? 0) !== (expected.xp.get(m.memberId) ?? 0)) mismatched++;
    if ((m.level ?? 1) !== levelForXp(m.xp ?? 0)) wrongLevels++;
  }
  mismatched += MEMBERS - stored.length;

  // The delivery figures go out at once (the leaderboard part below takes a while on a busy machine).
  console.log(
    `  gamification delivery: ${JSON.stringify({ events: events.length, deliverSeconds, failed, mismatched, wrongLevels, capsBinding: expected.capsBinding, supporters: periods.size, multipliedAwards: expected.multipliedAwards })}`,
  );

  // 9,000 more members in the leaderboard, with XP as the consumer writes it.
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const more = Array.from({ length: LEADERBOARD_MEMBERS - MEMBERS }, (_, i) => `mb-xplb-${run}-${i}`);
  const lbRnd = random(5);
  await writeAll(
    await memberItems(COMMUNITY, more, benchName, (i) => {
      const xp = Math.floor(lbRnd() * 20_000);
      return { xp, level: levelForXp(xp), ...keys.leaderboard(COMMUNITY, xp, more[i]!) };
    }),
  );

  const leaderboard = await import('@hearth/functions/members/leaderboard');
  const counter = await countingClient('gamificationBenchCounter');
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  await leaderboard.getLeaderboard(tenant, null);
  counter.requests = 0;
  const top = await leaderboard.getLeaderboard(tenant, null);
  const leaderboardRequests = counter.requests;
  if (top.items.length !== 20) throw new Error(`the top has ${top.items.length} members`);

  // The platform's stream reader delivers the level-ups the run committed before anything is timed.
  await drain(port);
  const guest = browser(port, 'demo.localhost');
  const get = async () => {
    const res = await guest('/api/v1/leaderboard');
    if (res.status !== 200) throw new Error(`/api/v1/leaderboard answered ${res.status}: ${res.text}`);
  };
  await timeSequential(100, get);
  const times = await timeSequential(500, get);

  return {
    events: events.length,
    deliveries: deliveries.length,
    deliverSeconds,
    failedDeliveries: failed,
    mismatchedMembers: mismatched,
    wrongLevels,
    capsBinding: expected.capsBinding,
    supporters: periods.size,
    multipliedAwards: expected.multipliedAwards,
    leaderboardRequests,
    leaderboardP50: percentile(times, 50),
    leaderboardP99: percentile(times, 99),
  };
}
