// Every event consumer, by consuming domain. In AWS each domain is one Lambda (consumers/lambda.ts) subscribed by one
// EventBridge rule to the types its consumers handle; locally the same consumers run in process (consumers/local.ts).
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { deliver, type EventConsumer, handles, type Outcome } from '../platform/events/consumer.ts';
import { eventCounts } from '../analytics/consumers/event-counts.ts';
import { categoryMoves } from '../posts/consumers/category-moves.ts';
import { postRemovals } from '../posts/consumers/removal-cleanup.ts';

// roles
import { roleRemoval } from '../members/consumers/role-removal.ts';

import {
  emailNotifications,
  inAppNotifications,
  liveClosing,
  liveFeed,
  memberNotificationsForgetting,
  pushNotifications,
} from '../notifications/consumers/notices.ts';
// gatekeeping
import { memberRequests } from '../gatekeeping/consumers/member-requests.ts';
import { postSubmissions } from '../gatekeeping/consumers/post-submissions.ts';
import { invitationMailing } from '../gatekeeping/consumers/invitations.ts';

import { authorAnonymisation } from '../comments/consumers/author-anonymisation.ts';
import { authorLevel } from '../posts/consumers/author-level.ts';
import { authorFrame } from '../comments/consumers/author-frame.ts';

// gamification
import { xpAwards } from '../gamification/consumers/xp.ts';
// notifications about new posts and about a member's own account
import {
  accountNotifications,
  accountPushNotifications,
  hotPostNotifications,
  hotPostPushNotifications,
  newPostNotifications,
  roleChangeEmails,
} from '../notifications/consumers/fanout.ts';

export const consumers: EventConsumer[] = [
  eventCounts,
  // subforums and categories
  categoryMoves,
  // a deleted post's entries, pin and search tokens
  postRemovals,
  // roles
  roleRemoval,
  // notifications
  inAppNotifications,
  emailNotifications,
  pushNotifications,
  authorAnonymisation,
  // gatekeeping
  memberRequests,
  postSubmissions,
  invitationMailing,
  // Live updates
  liveFeed,
  // live sockets of a banned, denied or deleted member, or of sessions that ended
  liveClosing,
  // gamification
  xpAwards,
  authorLevel,
  authorFrame,
  // a deleted account's notifications, removed or anonymised
  memberNotificationsForgetting,
  // newPost, a page of members per delivery; role changes, warnings, bans, level-ups; hot posts
  newPostNotifications,
  accountNotifications,
  accountPushNotifications,
  roleChangeEmails,
  hotPostNotifications,
  hotPostPushNotifications,
];

/** The consuming domains, each with its consumers. */
export function consumerDomains(list: EventConsumer[] = consumers): Map<string, EventConsumer[]> {
  const byDomain = new Map<string, EventConsumer[]>();
  for (const c of list) byDomain.set(c.domain, [...(byDomain.get(c.domain) ?? []), c]);
  return byDomain;
}

/** The event types a domain subscribes to, or 'all'. */
export function domainTypes(list: EventConsumer[]): string[] | 'all' {
  if (list.some((c) => c.types === 'all')) return 'all';
  return [...new Set(list.flatMap((c) => c.types as readonly string[]))].sort();
}

/**
 * Runs every consumer of `list` that handles the event, independently: one failing never stops the others. Answers
 * each consumer's outcome; the failed ones carry their error.
 */
export async function runConsumers(
  list: EventConsumer[],
  event: DomainEvent,
  attempt = 1,
): Promise<Array<{ consumer: EventConsumer; outcome: Outcome; error?: Error }>> {
  const mine = list.filter((c) => handles(c, event.type));
  return Promise.all(mine.map(async (consumer) => ({ consumer, ...(await deliver(consumer, event, attempt)) })));
}
