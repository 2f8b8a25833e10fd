// The notifications consumer: turns comments, mentions, upvotes, reactions and approval decisions into in-app
// notifications for the members they concern (functions/src/notifications/notices.ts has the rules). Applied once
// per event by its (consumer, eventId) mark, so a redelivered event adds nothing.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { communitiesOwnedBy } from '../../communities/service.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { closeMemberLive, pushBells, pushNewComment, pushNewPost } from '../live.ts';
import { emailEffect } from '../email.ts';
import { forgetMember } from '../erasure.ts';
import { inAppEffect } from '../in-app.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { pushEffect } from '../push.ts';

export const inAppNotifications: EventConsumer = {
  name: 'notifications.in-app',
  domain: 'notifications',
  types: ['post.created', 'comment.created', 'vote.cast', 'reaction.added', 'post.approved', 'post.denied'],
  apply: inAppEffect,
  // The bell's new count to the recipients' open connections, once the notifications are written (live updates).
  afterApply: pushBells,
};

/**
 * Notification e-mails by preference (comments, replies, mentions, decisions; a post's followers for its comments).
 * Each e-mail is claimed per (member, event) before it is sent, so a redelivered event sends nothing again.
 */
export const emailNotifications: EventConsumer = {
  name: 'notifications.email',
  domain: 'notifications',
  types: ['post.created', 'comment.created', 'post.approved', 'post.denied'],
  apply: emailEffect,
};

/**
 * Web push by preference: the same notices as in-app, to every browser the member subscribed. Each push is
 * claimed per (member, event) before it is sent, so a redelivered event sends nothing again; subscriptions the push
 * service reports gone (404, 410) are forgotten.
 */
export const pushNotifications: EventConsumer = {
  name: 'notifications.push',
  domain: 'notifications',
  types: ['post.created', 'comment.created', 'vote.cast', 'reaction.added', 'post.approved', 'post.denied'],
  apply: pushEffect,
};

/**
 * The pills of live pages: a published post any member may read (the feed's "new posts"), and a comment on one (its
 * open page's "new comments"), told to the community's open connections.
 */
export const liveFeed: EventConsumer = {
  name: 'notifications.live-feed',
  domain: 'notifications',
  types: ['post.created', 'comment.created'],
  apply: () => [],
  afterApply: (event) => (event.type === 'comment.created' ? pushNewComment(event) : pushNewPost(event)),
};

/**
 * A deleted account's notifications: its own removed and others' that name it anonymised, a pass per
 * delivery; while any remain the pass commits `member.notifications-forgetting` with its applied mark, so the next
 * pass is an event of its own (bounded work, resumable, a pass done twice changes nothing).
 */
export const memberNotificationsForgetting: EventConsumer = {
  name: 'notifications.member-deleted',
  domain: 'notifications',
  types: ['member.deleted', 'member.notifications-forgetting'],
  async apply(event) {
    const { memberId } = event.detail as { memberId: string };
    return (await forgetMember(event.communityId, memberId))
      ? [outboxItem('member.notifications-forgetting', event.communityId, { memberId })]
      : [];
  },
};

/**
 * An open live socket is told nothing once its member may not be: a ban (a timeout too: the upgrade that follows
 * judges it afresh), a denied registration, a deleted account, or the account's sessions ended (only sockets opened
 * before the cutoff). Closed (API Gateway's DeleteConnection in AWS, the gateway's socket locally) and forgotten in
 * `apply`, so a failure is retried like any delivery; closing a connection twice is harmless.
 */
export const liveClosing: EventConsumer = {
  name: 'notifications.live-closing',
  domain: 'notifications',
  types: ['member.banned', 'member.denied', 'member.deleted', 'member.sessions-ended'],
  async apply(event) {
    const { memberId } = event.detail as { memberId: string };
    const before = event.type === 'member.sessions-ended' ? (event.detail as { before: number }).before : undefined;
    // An owner-app account's sockets are on the communities it owns, where the owner is a member too.
    const communities =
      event.communityId === OWNER_APP_COMMUNITY_ID
        ? [event.communityId, ...(await communitiesOwnedBy(memberId))]
        : [event.communityId];
    for (const communityId of communities) await closeMemberLive(communityId, memberId, before);
    return [];
  },
};
