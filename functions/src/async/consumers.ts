// The consumer registry: every event consumer, by consuming domain. In AWS each consuming domain is one Lambda
// (consumer-lambda.ts) subscribed by one EventBridge rule to the types its consumers handle; locally the same
// consumers run in process (local.ts). Each consumer lives in the domain whose items it writes
// (`<domain>/consumers/<name>.ts`); manifest.json tells the CDK app the domains and types without loading this code.
import { eventCounts } from '../analytics/consumers/event-counts.ts';
import { codeRefundMailConsumer } from '../billing/consumers/code-refund-mail.ts';
import { paymentFailedMail } from '../billing/consumers/payment-failed-mail.ts';
import { authorAnonymisation } from '../comments/consumers/author-anonymisation.ts';
import { authorFrame } from '../comments/consumers/author-frame.ts';
import { authorSubscriber } from '../comments/consumers/author-subscriber.ts';
import { xpAwards } from '../gamification/consumers/xp.ts';
import { invitationMailing } from '../gatekeeping/consumers/invitations.ts';
import { memberRequests } from '../gatekeeping/consumers/member-requests.ts';
import { postSubmissions } from '../gatekeeping/consumers/post-submissions.ts';
import { roleRemoval } from '../members/consumers/role-removal.ts';
import {
  accountNotifications,
  accountPushNotifications,
  hotPostNotifications,
  hotPostPushNotifications,
  newPostNotifications,
  roleChangeEmails,
} from '../notifications/consumers/notification-fanout.ts';
import {
  emailNotifications,
  inAppNotifications,
  liveClosing,
  liveFeed,
  memberNotificationsForgetting,
  pushNotifications,
} from '../notifications/consumers/notices.ts';
import type { EventConsumer } from '../platform/events/consumer.ts';
import { authorLevel } from '../posts/consumers/author-level.ts';
import { categoryMoves } from '../posts/consumers/category-moves.ts';
import { postRemovals } from '../posts/consumers/removal-cleanup.ts';
import { webhookDeliveries } from '../webhooks/consumers/deliveries.ts';

/** Each consuming domain's consumers (the key is each consumer's `domain`; a unit test holds them equal). */
export const consumersByDomain: Record<string, EventConsumer[]> = {
  analytics: [eventCounts],
  posts: [
    // subforums and categories
    categoryMoves,
    // a deleted post's entries, pin and search tokens
    postRemovals,
    // a deleted account's posts and comments, and the author's level, frame and subscriber badge on their cards (the
    // comments domain's folder holds the three that write comments too)
    authorAnonymisation,
    authorLevel,
    authorFrame,
    authorSubscriber,
  ],
  members: [roleRemoval],
  notifications: [
    inAppNotifications,
    emailNotifications,
    pushNotifications,
    // live updates
    liveFeed,
    // live sockets of a banned, denied or deleted member, or of sessions that ended
    liveClosing,
    // a deleted account's notifications, removed or anonymised
    memberNotificationsForgetting,
    // newPost, a page of members per delivery; role changes, warnings, bans, level-ups; hot posts
    newPostNotifications,
    accountNotifications,
    accountPushNotifications,
    roleChangeEmails,
    hotPostNotifications,
    hotPostPushNotifications,
  ],
  gatekeeping: [memberRequests, postSubmissions, invitationMailing],
  gamification: [xpAwards],
  // a failed subscription payment: the owner's e-mail with the portal link; a refunded lifetime code's e-mail
  billing: [paymentFailedMail, codeRefundMailConsumer],
  // outbound webhooks: each event a webhook hears, delivered to the owner's subscribed endpoints
  webhooks: [webhookDeliveries],
};

export const consumers: EventConsumer[] = Object.values(consumersByDomain).flat();

/** A consuming domain's consumers (none for an unknown domain). */
export const consumersOf = (domain: string): EventConsumer[] =>
  Object.hasOwn(consumersByDomain, domain) ? consumersByDomain[domain]! : [];
