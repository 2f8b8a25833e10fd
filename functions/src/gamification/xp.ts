// The XP engine, applied by the XP consumer (consumers/xp.ts) to the content and sign-up events. Each event decides
// one *source* of XP (a post, a comment, one member's vote or reaction on one item, a poll vote, a sign-up) to be in
// force or not; the award item remembers what the source gave and to whom, so undoing it (vote removed, post
// deleted) takes back exactly that, and doing it again gives again only what was taken back: toggling a vote gains
// nothing. Events arrive in any order and more than once: the award keeps the id (ULID, time-ordered) of the event
// that last decided it, and older events change nothing. One event = one transaction: the applied mark, the award,
// each member's XP/level with its leaderboard key, each daily cap counter, and a `member.leveled-up` event when a
// level is reached. The supporter multiplier is read at the event's own instant (`occurredAt`) from the member's
// supporter periods, so a late or replayed event is multiplied as it would have been on time, and never twice: a
// source's XP is multiplied as at the newest event that keeps it in force (a vote's last "on"), whatever the order
// its events arrive in.
import { supporterAt } from '@hearth/shared/rules/supporters';
import {
  ACTIVE_KINDS,
  grantXp,
  levelForXp,
  multipliedXp,
  nextStreak,
  rankForLevel,
  type XpKind,
} from '@hearth/shared/rules/xp';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { MemberItem, MemberStatistic } from '../members/model.ts';
import { getMember, xpChangeWrite } from '../members/service.ts';
import { utcDay } from '../platform/activity.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { logger } from '../platform/log.ts';
import { questEventsOf } from './quest-events.ts';
import * as store from './store.ts';

/** Who a source gives XP to when it is in force. */
export interface Beneficiary {
  memberId: string;
  kind: XpKind;
  statistic?: MemberStatistic;
  /** The award's base XP when the kind has none of its own (a quest's XP). */
  xp?: number;
}

/** What an event decides: a source in force (`active`) or not, and who it benefits. */
export interface SourceDecision {
  source: string;
  active: boolean;
  beneficiaries: Beneficiary[];
}

/** The source an event decides, or null when the event gives no XP. Pure: the XP table is applied later. */
export function decideSource(event: DomainEvent): SourceDecision | null {
  const d = event.detail as Record<string, unknown>;
  switch (event.type) {
    case 'member.verified':
      if (d.state !== 'active') return null;
      return signUp(d.memberId as string);
    case 'member.approved':
      return signUp(d.memberId as string);
    case 'member.profile-completed':
      return {
        source: `profile:${d.memberId as string}`,
        active: true,
        beneficiaries: [{ memberId: d.memberId as string, kind: 'profileCompleted' }],
      };
    case 'post.created':
    case 'post.approved':
      return {
        source: `post:${d.postId as string}`,
        active: true,
        beneficiaries: [{ memberId: d.authorId as string, kind: 'post', statistic: 'postSubmissions' }],
      };
    case 'post.republished':
      // A post staff deleted is back: what its deletion took back is given again (a submission earns on approval).
      if (d.published !== true) return null;
      return {
        source: `post:${d.postId as string}`,
        active: true,
        beneficiaries: [{ memberId: d.authorId as string, kind: 'post', statistic: 'postSubmissions' }],
      };
    case 'post.deleted':
      return { source: `post:${d.postId as string}`, active: false, beneficiaries: [] };
    case 'comment.created':
      return {
        source: `comment:${d.commentId as string}`,
        active: true,
        beneficiaries: [{ memberId: d.authorId as string, kind: 'comment', statistic: 'commentSubmissions' }],
      };
    case 'comment.republished':
      return {
        source: `comment:${d.commentId as string}`,
        active: true,
        beneficiaries: [{ memberId: d.authorId as string, kind: 'comment', statistic: 'commentSubmissions' }],
      };
    case 'comment.deleted':
      return { source: `comment:${d.commentId as string}`, active: false, beneficiaries: [] };
    case 'vote.cast': {
      const target = d.commentId ? `c:${d.commentId as string}` : `p:${d.postId as string}`;
      const voter = d.memberId as string;
      const author = d.authorId as string | undefined;
      // One's own content earns nothing from one's own vote.
      const beneficiaries: Beneficiary[] =
        author === voter
          ? []
          : [
              { memberId: voter, kind: 'upvoteGiven' },
              ...(author
                ? [
                    {
                      memberId: author,
                      kind: (d.commentId ? 'commentUpvoteReceived' : 'postUpvoteReceived') as XpKind,
                      statistic: 'upvotesReceived' as const,
                    },
                  ]
                : []),
            ];
      return { source: `vote:${target}:${voter}`, active: d.vote === 'upvote', beneficiaries };
    }
    case 'reaction.added': {
      const target = d.commentId ? `c:${d.commentId as string}` : `p:${d.postId as string}`;
      const reactor = d.memberId as string;
      const author = d.authorId as string | undefined;
      const beneficiaries: Beneficiary[] =
        author === reactor
          ? []
          : [
              { memberId: reactor, kind: 'reactionGiven' },
              ...(author
                ? [{ memberId: author, kind: 'reactionReceived' as const, statistic: 'reactionsReceived' as const }]
                : []),
            ];
      return { source: `reaction:${target}:${reactor}:${d.key as string}`, active: true, beneficiaries };
    }
    case 'quest.claimed':
      return {
        source: `quest:${d.memberId as string}:${d.period as string}:${d.questId as string}`,
        active: true,
        beneficiaries: [{ memberId: d.memberId as string, kind: 'questClaim', xp: d.xp as number }],
      };
    case 'poll.voted':
      return {
        source: `poll:${d.postId as string}:${d.memberId as string}:${d.optionId as string}`,
        active: d.unvote !== true,
        beneficiaries: [{ memberId: d.memberId as string, kind: 'pollVote' }],
      };
    default:
      return null;
  }
}

const signUp = (memberId: string): SourceDecision => ({
  source: `signup:${memberId}`,
  active: true,
  beneficiaries: [{ memberId, kind: 'signUp' }],
});

/** Per member: the XP and statistics moves, and the cap counters of the days they touch. */
interface MemberDelta {
  xp: number;
  statistics: Partial<Record<MemberStatistic, number>>;
  caps: Array<{ day: string; kind: XpKind; by: number }>;
  /** The day of an action the member took (not received): it counts towards their streak. */
  activeDay?: string;
}

/** What one event moves: each member's delta, the members read for it, and each (member, day) cap item read. */
interface Moves {
  deltas: Map<string, MemberDelta>;
  members: Map<string, MemberItem>;
  /** Each (member, day) cap item is read once: the clip and the write's condition use the same value. */
  capsOf: (memberId: string, day: string) => Promise<Partial<Record<XpKind, number>>>;
}

function movesIn(communityId: string): Moves {
  const capsRead = new Map<string, Promise<Partial<Record<XpKind, number>>>>();
  return {
    deltas: new Map(),
    members: new Map(),
    capsOf: (memberId, day) => {
      const key = `${memberId}|${day}`;
      if (!capsRead.has(key)) capsRead.set(key, store.getCaps(communityId, memberId, day));
      return capsRead.get(key)!;
    },
  };
}

function deltaOf(moves: Moves, memberId: string): MemberDelta {
  const found = moves.deltas.get(memberId) ?? { xp: 0, statistics: {}, caps: [] };
  moves.deltas.set(memberId, found);
  return found;
}

/** A source no longer in force: exactly what its grants gave is taken back. */
function takeBack(moves: Moves, grants: store.XpGrantRecord[]) {
  for (const grant of grants) {
    const delta = deltaOf(moves, grant.memberId);
    delta.xp -= grant.xp;
    if (grant.base > 0) delta.caps.push({ day: grant.day, kind: grant.kind, by: -grant.base });
    if (grant.statistic) delta.statistics[grant.statistic] = (delta.statistics[grant.statistic] ?? 0) - 1;
  }
}

/** A source now in force: each beneficiary that is an active member gains, within the day's cap. Its grants. */
async function grant(event: DomainEvent, beneficiaries: Beneficiary[], moves: Moves): Promise<store.XpGrantRecord[]> {
  const cid = event.communityId;
  const day = utcDay(event.occurredAt);
  const grants: store.XpGrantRecord[] = [];
  for (const beneficiary of beneficiaries) {
    const member = await getMember(cid, beneficiary.memberId);
    if (!member || member.state !== 'active') {
      logger.info('xp not awarded: no such active member', {
        eventId: event.id,
        eventType: event.type,
        communityId: cid,
        memberId: beneficiary.memberId,
      });
      continue;
    }
    moves.members.set(member.memberId, member);
    const caps = await moves.capsOf(member.memberId, day);
    // A supporter at the instant the action happened (start included, end excluded), whenever it is processed.
    const supporter = supporterAt(member.supporterPeriods, Date.parse(event.occurredAt));
    const granted = grantXp(beneficiary.kind, caps[beneficiary.kind] ?? 0, supporter, beneficiary.xp);
    grants.push({
      memberId: member.memberId,
      kind: beneficiary.kind,
      base: granted.base,
      xp: granted.xp,
      day,
      ...(beneficiary.statistic ? { statistic: beneficiary.statistic } : {}),
    });
    const delta = deltaOf(moves, member.memberId);
    delta.xp += granted.xp;
    if (granted.base > 0) delta.caps.push({ day, kind: beneficiary.kind, by: granted.base });
    if (beneficiary.statistic) {
      delta.statistics[beneficiary.statistic] = (delta.statistics[beneficiary.statistic] ?? 0) + 1;
    }
    if (ACTIVE_KINDS.has(beneficiary.kind)) delta.activeDay = day;
  }
  return grants;
}

/**
 * A source still in force, decided again by a newer event (a vote's "on" whose "off" before it arrives late, and is
 * then ignored as older): each grant keeps its base and its cap, and is multiplied as at the newer event's instant,
 * so the XP is the one of the source's last activation whatever the delivery order. The grants as they now stand.
 */
async function regrade(event: DomainEvent, grants: store.XpGrantRecord[], moves: Moves) {
  const instant = Date.parse(event.occurredAt);
  const out: store.XpGrantRecord[] = [];
  for (const g of grants) {
    const member = await getMember(event.communityId, g.memberId);
    const xp = member ? multipliedXp(g.base, supporterAt(member.supporterPeriods, instant)) : g.xp;
    if (member && xp !== g.xp) {
      moves.members.set(member.memberId, member);
      deltaOf(moves, g.memberId).xp += xp - g.xp;
    }
    out.push({ ...g, xp });
  }
  return out;
}

/**
 * One member's writes: their XP, level and statistics, each day's cap counter, a `member.leveled-up` event when a
 * level is reached, and (on a grant) the quest events it causes. None when the member item is gone.
 */
async function memberWrites(
  event: DomainEvent,
  memberId: string,
  delta: MemberDelta,
  moves: Moves,
  granted: boolean,
): Promise<TransactItem[]> {
  const cid = event.communityId;
  const member = moves.members.get(memberId) ?? (await getMember(cid, memberId));
  if (!member) return [];
  const fromXp = member.xp;
  const toXp = Math.max(0, (fromXp ?? 0) + delta.xp);
  const fromLevel = levelForXp(fromXp ?? 0);
  const toLevel = levelForXp(toXp);
  const streak = delta.activeDay ? nextStreak(member, delta.activeDay) : undefined;
  const items: TransactItem[] = [
    xpChangeWrite({
      communityId: cid,
      memberId,
      fromXp,
      toXp,
      toLevel,
      statistics: delta.statistics,
      ...(streak ? { streak } : {}),
    }),
  ];
  for (const cap of delta.caps) {
    const used = (await moves.capsOf(memberId, cap.day))[cap.kind];
    // A refund of a day whose counter has expired has nothing left to refund.
    if (cap.by < 0 && used === undefined) continue;
    items.push(store.capWrite(cid, memberId, cap.day, cap.kind, used, cap.by));
  }
  if (toLevel > fromLevel) {
    items.push(outboxItem('member.leveled-up', cid, { memberId, level: toLevel, rank: rankForLevel(toLevel) }));
  }
  // A grant may complete a quest (or leave one step of it): said once, with this award.
  if (granted) {
    const day = utcDay(event.occurredAt);
    items.push(
      ...(await questEventsOf({
        member,
        day,
        occurredAt: event.occurredAt,
        caps: delta.caps.filter((c) => c.day === day),
        capsRead: await moves.capsOf(memberId, day),
        statistics: delta.statistics,
        fromLevel,
        toLevel,
        profileCompleted: event.type === 'member.profile-completed',
      })),
    );
  }
  return items;
}

/** The effect of one event: its award, member XP and caps as transaction items (empty when it changes nothing). */
export async function xpEffect(event: DomainEvent): Promise<TransactItem[]> {
  const decision = decideSource(event);
  if (!decision) return [];
  const cid = event.communityId;
  const award = await store.getAward(cid, decision.source);
  // An older event (or this one again) than the one that last decided the source changes nothing.
  if (award && award.ver >= event.id) return [];
  const wasActive = award?.active ?? false;
  const next: store.XpAwardItem = {
    source: decision.source,
    active: decision.active,
    grants: award?.grants ?? [],
    ver: event.id,
  };
  const moves = movesIn(cid);
  if (wasActive && !decision.active) {
    takeBack(moves, next.grants);
    next.grants = [];
  } else if (!wasActive && decision.active) {
    next.grants = await grant(event, decision.beneficiaries, moves);
  } else if (wasActive && decision.active) {
    next.grants = await regrade(event, next.grants, moves);
  }
  const granted = !wasActive && decision.active;
  const items: TransactItem[] = [store.awardWrite(cid, next, award?.ver ?? null)];
  for (const [memberId, delta] of moves.deltas) {
    items.push(...(await memberWrites(event, memberId, delta, moves, granted)));
  }
  return items;
}
