// The supporter multiplier at the award's own instant: a supporter period counts from its start (included) to its end
// (excluded), read from the member's periods whenever the event is processed, and a replayed event awards nothing.
import { SUPPORTER_MULTIPLIER, XP_TABLE } from '@hearth/shared/rules/xp';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberItem } from '../members/model.ts';
import type { XpAwardItem } from './store.ts';

const members = new Map<string, MemberItem>();
const awards = new Map<string, XpAwardItem>();
vi.mock('../members/service.ts', () => ({
  getMember: async (_cid: string, memberId: string) => members.get(memberId) ?? null,
  xpChangeWrite: (change: unknown) => ({ xpChange: change }),
}));
vi.mock('./store.ts', () => ({
  getAward: async (_cid: string, source: string) => awards.get(source) ?? null,
  getCaps: async () => ({}),
  awardWrite: (_cid: string, award: XpAwardItem) => ({ award }),
  capWrite: () => ({ cap: true }),
}));
vi.mock('./quest-events.ts', () => ({ questEventsOf: async () => [] }));
vi.mock('../platform/events/port.ts', () => ({ outboxItem: (type: string) => ({ outbox: type }) }));

const { xpEffect } = await import('./xp.ts');

const START = Date.parse('2026-03-01T10:00:00.000Z');
const END = Date.parse('2026-04-01T10:00:00.000Z');
const BASE = XP_TABLE.post.xp;
const MULTIPLIED = Math.ceil(BASE * SUPPORTER_MULTIPLIER);

function member(periods: MemberItem['supporterPeriods']): MemberItem {
  return {
    communityId: 'cm',
    memberId: 'm1',
    email: 'm1@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    kind: 'member',
    state: 'active',
    needsApproval: false,
    welcomePending: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...(periods ? { supporterPeriods: periods } : {}),
  };
}

let seq = 0;
function postCreated(at: number): DomainEvent {
  seq++;
  return {
    id: `01J${String(seq).padStart(23, '0')}`,
    type: 'post.created',
    communityId: 'cm',
    occurredAt: new Date(at).toISOString(),
    detail: { postId: `p${seq}`, authorId: 'm1' },
  } as unknown as DomainEvent;
}

/** The XP the event's award gives the member (0 when it decides nothing). */
async function awarded(event: DomainEvent): Promise<number> {
  const items = (await xpEffect(event)) as unknown as Array<{ award?: XpAwardItem }>;
  const award = items.find((i) => i.award)?.award;
  return award ? award.grants.reduce((sum, g) => sum + g.xp, 0) : 0;
}

beforeEach(() => {
  members.clear();
  awards.clear();
});

describe('the supporter multiplier at the award instant', () => {
  it.each([
    ['a millisecond before the start', START - 1, BASE],
    ['at the start instant', START, MULTIPLIED],
    ['inside the period', START + 86_400_000, MULTIPLIED],
    ['a millisecond before the end', END - 1, MULTIPLIED],
    ['at the end instant', END, BASE],
    ['after the end', END + 86_400_000, BASE],
  ])('an action %s earns its XP as the period says', async (_label, at, xp) => {
    members.set('m1', member([{ subscriptionId: 'sub_1', from: START, to: END }]));
    expect(await awarded(postCreated(at))).toBe(xp);
  });

  it('an open period multiplies from its start on', async () => {
    members.set('m1', member([{ subscriptionId: 'sub_1', from: START, to: null }]));
    expect(await awarded(postCreated(START - 1))).toBe(BASE);
    expect(await awarded(postCreated(START))).toBe(MULTIPLIED);
    expect(await awarded(postCreated(END + 365 * 86_400_000))).toBe(MULTIPLIED);
  });

  it('a member without periods earns the base XP, whatever their subscription item says now', async () => {
    members.set('m1', {
      ...member(undefined),
      subscription: {
        subscriptionId: 'sub_1',
        status: 'active',
        startedAt: new Date(START).toISOString(),
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        stamp: '1',
      },
    });
    expect(await awarded(postCreated(START))).toBe(BASE);
  });

  it('an event processed after the period closed is multiplied as at its own instant', async () => {
    // The subscription ended before this (late) delivery; the action happened while it ran.
    members.set('m1', member([{ subscriptionId: 'sub_1', from: START, to: END }]));
    const late = postCreated(END - 60_000);
    expect(await awarded(late)).toBe(MULTIPLIED);
  });

  it('reads each of several periods, a gap between them earning the base XP', async () => {
    const gapEnd = END + 10 * 86_400_000;
    members.set(
      'm1',
      member([
        { subscriptionId: 'sub_2', from: gapEnd, to: null },
        { subscriptionId: 'sub_1', from: START, to: END },
      ]),
    );
    expect(await awarded(postCreated(END))).toBe(BASE);
    expect(await awarded(postCreated(gapEnd - 1))).toBe(BASE);
    expect(await awarded(postCreated(gapEnd))).toBe(MULTIPLIED);
  });

  it('a replayed event awards nothing a second time', async () => {
    members.set('m1', member([{ subscriptionId: 'sub_1', from: START, to: END }]));
    const event = postCreated(START);
    const items = (await xpEffect(event)) as unknown as Array<{ award?: XpAwardItem }>;
    const award = items.find((i) => i.award)!.award!;
    expect(award.grants[0]!.xp).toBe(MULTIPLIED);
    awards.set(award.source, award);
    expect(await xpEffect(event)).toEqual([]);
  });
});

describe("a vote's XP, multiplied as at its last activation, in any delivery order", () => {
  /** Applies an event as the consumer's transaction would: the award and each member's XP. */
  async function apply(event: DomainEvent) {
    const items = (await xpEffect(event)) as unknown as Array<{
      award?: XpAwardItem;
      xpChange?: { memberId: string; toXp: number };
    }>;
    for (const item of items) {
      if (item.award) awards.set(item.award.source, item.award);
      if (item.xpChange) members.get(item.xpChange.memberId)!.xp = item.xpChange.toXp;
    }
  }
  const vote = (at: number, on: boolean, id: string): DomainEvent =>
    ({
      id,
      type: 'vote.cast',
      communityId: 'cm',
      occurredAt: new Date(at).toISOString(),
      detail: { postId: 'p1', memberId: 'voter', vote: on ? 'upvote' : 'none', authorId: 'm1' },
    }) as unknown as DomainEvent;
  // On before the supporter period starts, off, on again inside it (ids in time order).
  const on1 = vote(START - 2000, true, '01J000000000000000000000V1');
  const off2 = vote(START - 1000, false, '01J000000000000000000000V2');
  const on3 = vote(START, true, '01J000000000000000000000V3');
  const received = Math.ceil(XP_TABLE.postUpvoteReceived.xp * SUPPORTER_MULTIPLIER);

  it.each([
    ['in order', [on1, off2, on3]],
    ['the off late', [on1, on3, off2]],
    ['newest first', [on3, off2, on1]],
    ['each twice, shuffled', [on3, on1, on3, off2, on1, off2]],
  ])('%s: the author earns the multiplied XP once', async (_label, order) => {
    members.set('m1', member([{ subscriptionId: 'sub_1', from: START, to: null }]));
    members.set('voter', { ...member(undefined), memberId: 'voter' });
    for (const event of order) await apply(event);
    expect(members.get('m1')!.xp).toBe(received);
    expect(members.get('voter')!.xp).toBe(XP_TABLE.upvoteGiven.xp);
  });
});
