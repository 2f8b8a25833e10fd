// The XP engine, applied by the XP consumer (consumers/xp.ts) to the content and sign-up events. Each event decides
// one *source* of XP (a post, a comment, one member's vote or reaction on one item, a poll vote, a sign-up) to be in
// force or not; the award item remembers what the source gave and to whom, so undoing it (vote removed, post
// deleted) takes back exactly that, and doing it again gives again only what was taken back: toggling a vote gains
// nothing. Events arrive in any order and more than once: the award keeps the id (ULID, time-ordered) of the event
// that last decided it, and older events change nothing. One event = one transaction: the applied mark, the award,
// each member's XP/level with its leaderboard key, each daily cap counter, and a `member.leveled-up` event when a
// level is reached.
import { ACTIVE_KINDS, grantXp, levelForXp, nextStreak, rankForLevel, type XpKind } from '@hearth/shared/rules/xp';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { isSupporter, type MemberItem, type MemberStatistic } from '../members/model.ts';
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
  const deltas = new Map<string, MemberDelta>();
  const deltaOf = (memberId: string) => {
    const found = deltas.get(memberId) ?? { xp: 0, statistics: {}, caps: [] };
    deltas.set(memberId, found);
    return found;
  };
  const members = new Map<string, MemberItem>();
  // Each (member, day) cap item is read once: the clip and the write's condition use the same value.
  const capsRead = new Map<string, Promise<Partial<Record<XpKind, number>>>>();
  const capsOf = (memberId: string, day: string) => {
    const key = `${memberId}|${day}`;
    if (!capsRead.has(key)) capsRead.set(key, store.getCaps(cid, memberId, day));
    return capsRead.get(key)!;
  };

  if (wasActive && !decision.active) {
    // Take back exactly what was given.
    for (const grant of next.grants) {
      const delta = deltaOf(grant.memberId);
      delta.xp -= grant.xp;
      if (grant.base > 0) delta.caps.push({ day: grant.day, kind: grant.kind, by: -grant.base });
      if (grant.statistic) delta.statistics[grant.statistic] = (delta.statistics[grant.statistic] ?? 0) - 1;
    }
    next.grants = [];
  } else if (!wasActive && decision.active) {
    const day = utcDay(event.occurredAt);
    const grants: store.XpGrantRecord[] = [];
    for (const beneficiary of decision.beneficiaries) {
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
      members.set(member.memberId, member);
      const caps = await capsOf(member.memberId, day);
      const granted = grantXp(beneficiary.kind, caps[beneficiary.kind] ?? 0, isSupporter(member), beneficiary.xp);
      grants.push({
        memberId: member.memberId,
        kind: beneficiary.kind,
        base: granted.base,
        xp: granted.xp,
        day,
        ...(beneficiary.statistic ? { statistic: beneficiary.statistic } : {}),
      });
      const delta = deltaOf(member.memberId);
      delta.xp += granted.xp;
      if (granted.base > 0) delta.caps.push({ day, kind: beneficiary.kind, by: granted.base });
      if (beneficiary.statistic) {
        delta.statistics[beneficiary.statistic] = (delta.statistics[beneficiary.statistic] ?? 0) + 1;
      }
      if (ACTIVE_KINDS.has(beneficiary.kind)) delta.activeDay = day;
    }
    next.grants = grants;
  }

  const granted = !wasActive && decision.active;
  const items: TransactItem[] = [store.awardWrite(cid, next, award?.ver ?? null)];
  for (const [memberId, delta] of deltas) {
    const member = members.get(memberId) ?? (await getMember(cid, memberId));
    if (!member) continue;
    const fromXp = member.xp;
    const toXp = Math.max(0, (fromXp ?? 0) + delta.xp);
    const fromLevel = levelForXp(fromXp ?? 0);
    const toLevel = levelForXp(toXp);
    const streak = delta.activeDay ? nextStreak(member, delta.activeDay) : undefined;
    items.push(
      xpChangeWrite({
        communityId: cid,
        memberId,
        fromXp,
        toXp,
        toLevel,
        statistics: delta.statistics,
        ...(streak ? { streak } : {}),
      }),
    );
    for (const cap of delta.caps) {
      const used = (await capsOf(memberId, cap.day))[cap.kind];
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
          capsRead: await capsOf(memberId, day),
          statistics: delta.statistics,
          fromLevel,
          toLevel,
          profileCompleted: event.type === 'member.profile-completed',
        })),
      );
    }
  }
  return items;
}
