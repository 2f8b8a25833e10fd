// gamification: a member's avatar frame on their post cards and comments (member-forum §2.7, §3: the frame around the
// avatar on cards and comments), carried with the author's name so a feed page reads nothing more. A frame change
// (`member.avatar-frame-changed`) rewrites the author's posts, then their signed comments, 100 a delivery, each pass
// committing `member.avatar-frame-spreading` with its applied mark while any remain. Each pass writes the frame the
// member wears when it runs (read from the member item), not the one the event was about: passes of two quick
// changes, in whatever order, end with every card showing the last one, and a pass run twice changes nothing.
// It writes posts and comments, so it lives with comments (which may import posts); its consuming domain, the
// Lambda that runs it, stays posts.
import type { EventDetail } from '@hearth/shared/schemas/events';
import { spreadCommentAuthorFrame } from '../author-data.ts';
import { getMember } from '../../members/service.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { spreadAuthorFrame } from '../../posts/author-data.ts';

/** Posts or comments per delivery: a few seconds of writes at most. */
export const FRAME_PASS_SIZE = 100;

type Pass = Omit<EventDetail<'member.avatar-frame-spreading'>, 'memberId'>;

export const authorFrame: EventConsumer = {
  name: 'posts.author-frame',
  domain: 'posts',
  types: ['member.avatar-frame-changed', 'member.avatar-frame-spreading'],
  async apply(event) {
    const detail = event.detail as { memberId: string } & Partial<Pass>;
    const { memberId } = detail;
    const member = await getMember(event.communityId, memberId);
    // A deleted account's content is anonymised (faceless) by its own consumer.
    if (!member) return [];
    const frameId = member.avatarFrameId ?? null;
    const phase = detail.phase ?? 'posts';
    const from = detail.from ?? undefined;
    const next =
      phase === 'posts'
        ? await spreadAuthorFrame(event.communityId, memberId, frameId, FRAME_PASS_SIZE, from)
        : await spreadCommentAuthorFrame(event.communityId, memberId, frameId, FRAME_PASS_SIZE, from);
    const following: Pass | null = next
      ? { phase, from: next as Record<string, string> }
      : phase === 'posts'
        ? { phase: 'comments', from: null }
        : null;
    return following
      ? [outboxItem('member.avatar-frame-spreading', event.communityId, { memberId, ...following })]
      : [];
  },
};
