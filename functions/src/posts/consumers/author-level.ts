// gamification: a member's level on their post cards (member-forum §3: level and rank on post cards). A level-up
// (`member.leveled-up`) rewrites the author's posts 100 a delivery, newest first, each through posts' own rewrite (its
// cards follow); while more remain the pass commits `member.level-spreading` with its applied mark, so the next pass
// is an event of its own: bounded, resumable, and a pass run twice changes nothing (a post already at that level or
// higher is left alone).
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { spreadAuthorLevel } from '../author-data.ts';

/** Posts per delivery: a few seconds of writes at most. */
export const LEVEL_PASS_SIZE = 100;

export const authorLevel: EventConsumer = {
  name: 'posts.author-level',
  domain: 'posts',
  types: ['member.leveled-up', 'member.level-spreading'],
  async apply(event) {
    const { memberId, level, from } = event.detail as {
      memberId: string;
      level: number;
      from?: Record<string, string>;
    };
    const next = await spreadAuthorLevel(event.communityId, memberId, level, LEVEL_PASS_SIZE, from);
    return next
      ? [
          outboxItem('member.level-spreading', event.communityId, {
            memberId,
            level,
            from: next as Record<string, string>,
          }),
        ]
      : [];
  },
};
