// The XP consumer (docs/gamification.md): sign-ups, posts, comments, votes, reactions, poll votes and quest claims,
// and their undoing, turned into XP, levels and quest events by the XP engine (../xp.ts), one transaction per event.
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { xpEffect } from '../xp.ts';

export const xpAwards: EventConsumer = {
  name: 'gamification.xp',
  domain: 'gamification',
  types: [
    'member.verified',
    'member.approved',
    'member.profile-completed',
    'post.created',
    'post.approved',
    'post.deleted',
    'post.republished',
    'comment.created',
    'comment.deleted',
    'comment.republished',
    'vote.cast',
    'reaction.added',
    'poll.voted',
    'quest.claimed',
  ],
  apply: xpEffect,
  // The effect is decided from items it read (the award, XP, caps): a concurrent award to the same member moves
  // them, its conditions fail, and the event is decided again from fresh reads.
  staleRetries: 20,
};
