// The in-app channel (consumer notifications.in-app): an event's notices written to the recipients' bells. Upvotes
// and reactions are batched: one item per kind and post or comment, each actor counted once.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { kindCategory, kindTopic, wants } from '@hearth/shared/schemas/notifications';
import type { TransactItem } from '../platform/db/transact.ts';
import { noticesOf } from './notices.ts';
import * as bellStore from './store/bell.ts';
import * as notificationStore from './store/notifications.ts';

/** The in-app effect of an event: each recipient whose switches allow it gets its notification and unread count. */
export async function inAppEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notices = await noticesOf(event);
  const effects = await Promise.all(
    notices.map(async (n): Promise<TransactItem[]> => {
      const actorKey = n.batched ? (n.actorId ?? `anonymous.${event.id}`) : null;
      const seen = await notificationStore.readRecipient(n.communityId, n.memberId, n.batched ? n.id : null, actorKey);
      if (!wants(seen.prefs ?? {}, kindTopic[n.kind], 'App')) return [];
      const item: notificationStore.NotificationItem = {
        communityId: n.communityId,
        memberId: n.memberId,
        id: n.id,
        kind: n.kind,
        category: kindCategory[n.kind],
        topic: kindTopic[n.kind],
        title: n.title,
        actorId: actorKey ?? n.actorId,
        actorName: n.actorName,
        actorCount: 1,
        createdAt: n.at,
        updatedAt: n.at,
        destination: n.destination,
      };
      if (!n.batched)
        return [notificationStore.putNotification(item), bellStore.countUnread(n.communityId, n.memberId)];
      if (seen.actorCounted) return [];
      const lastSeen = seen.state?.lastSeenAt ?? null;
      const alreadyUnread = seen.group !== null && (lastSeen === null || seen.group.updatedAt > lastSeen);
      if (alreadyUnread) return notificationStore.addToGroup(item);
      // Counted unread only if the group is still as read here (a concurrent first delivery cannot count it twice).
      return [
        ...notificationStore.addToGroup(item, seen.group ? { updatedAt: seen.group.updatedAt } : null),
        bellStore.countUnread(n.communityId, n.memberId),
      ];
    }),
  );
  return effects.flat();
}
