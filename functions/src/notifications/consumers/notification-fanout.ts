// The newPost notifications, a page of members per delivery; the notifications about a member's
// own account (role changes, warnings, bans, level-ups); a post of theirs turning hot.
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { accountEffect } from '../account.ts';
import { accountPushEffect } from '../push.ts';
import { roleChangeEmail } from '../account-mail.ts';
import { hotPostEffect, hotPostPushEffect } from '../hot-post.ts';
import { pushBells } from '../live.ts';
import { notifyNewPostPage } from '../new-post.ts';

/**
 * A published post (created published, or approved) to the members who may read it, in-app and by e-mail per their
 * newPost switches: one page of members per delivery (notifications/new-post.ts has the rule). While members remain
 * the page commits `post.notifying` with the next page's key and its applied mark, so the next page is an event of
 * its own: bounded, resumable, and a page delivered twice notifies no one twice (each member's notification is a
 * conditional Put of an id per post, each e-mail a claim per member and post).
 */
export const newPostNotifications: EventConsumer = {
  name: 'notifications.new-post',
  domain: 'notifications',
  types: ['post.created', 'post.approved', 'post.notifying'],
  async apply(event) {
    const { postId, from } = event.detail as { postId: string; from?: Record<string, string> };
    const { next } = await notifyNewPostPage(event.communityId, postId, from, event.occurredAt);
    return next
      ? [outboxItem('post.notifying', event.communityId, { postId, from: next as Record<string, string> })]
      : [];
  },
};

/** A member's role given or taken, a warning, a ban or timeout, a level reached, a quest completed or one step from it:
 * their in-app notification. */
export const accountNotifications: EventConsumer = {
  name: 'notifications.account',
  domain: 'notifications',
  types: [
    'member.role-changed',
    'member.warned',
    'member.banned',
    'member.leveled-up',
    'quest.completed',
    'quest.near-completion',
    // paid membership: the owner told of a new supporter
    'billing.supporter-changed',
  ],
  apply: accountEffect,
  afterApply: pushBells,
};

/** A role given or taken, by e-mail when the member's roleChange e-mails are on (the default). */
export const roleChangeEmails: EventConsumer = {
  name: 'notifications.role-change-email',
  domain: 'notifications',
  types: ['member.role-changed'],
  apply: roleChangeEmail,
};

/** An upvote that leaves a post hot (its score at the threshold): its author is told, once per post. */
export const hotPostNotifications: EventConsumer = {
  name: 'notifications.hot-post',
  domain: 'notifications',
  types: ['vote.cast'],
  apply: hotPostEffect,
  afterApply: pushBells,
  // Two upvotes delivered at once both find no notification; the loser's Put fails and it is decided again.
  staleRetries: 2,
};

/** The same account notifications pushed to the member's browsers, by their Push switches. */
export const accountPushNotifications: EventConsumer = {
  name: 'notifications.account-push',
  domain: 'notifications',
  types: accountNotifications.types,
  apply: accountPushEffect,
};

/** A post turning hot, pushed to its author's browsers by their hotPost Push switch (once a post). */
export const hotPostPushNotifications: EventConsumer = {
  name: 'notifications.hot-post-push',
  domain: 'notifications',
  types: ['vote.cast'],
  apply: hotPostPushEffect,
};
