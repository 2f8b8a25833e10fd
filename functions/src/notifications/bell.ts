// The bell and /notifications: a page of the member's notifications by category, the unread count, and the panel
// closed (everything up to now seen).
import {
  type NotificationCategory,
  type NotificationView,
  NOTIFICATION_PAGE_SIZE,
} from '@hearth/shared/schemas/notifications';
import type { MemberItem } from '../members/model.ts';
import { memberItemKey } from '../members/service.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { memberAccountIn } from '../members/gate.ts';
import { memberOf } from './access.ts';
import { messageOf } from './message.ts';
import { ANONYMOUS } from './notices.ts';
import * as bellStore from './store/bell.ts';
import * as notificationStore from './store/notifications.ts';

const viewOf = (n: notificationStore.NotificationItem, lastSeenAt: string | null): NotificationView => ({
  id: n.id,
  kind: n.kind,
  category: n.category,
  message: messageOf(n),
  actor:
    n.actorId && n.actorName !== ANONYMOUS && !n.actorId.startsWith('anonymous.')
      ? { memberId: n.actorId, name: n.actorName }
      : null,
  actorCount: n.actorCount,
  createdAt: n.createdAt,
  updatedAt: n.updatedAt,
  destination: n.destination,
  unread: lastSeenAt === null || n.updatedAt > lastSeenAt,
});

/** A page of the member's notifications (one Query, plus the bell's GetItem for what is unread: 2 requests). */
export async function listNotifications(
  tenant: Tenant | null,
  actor: Actor | null,
  category: NotificationCategory,
  cursor: string | undefined,
) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  const index = category === 'all' ? 'GSI1PK' : 'GSI2PK';
  const startKey = decodeCursor(cursor, {
    [index]: notificationStore.notificationPartition(communityId, memberId, category),
  });
  const [page, bell] = await Promise.all([
    notificationStore.queryNotifications(communityId, memberId, category, NOTIFICATION_PAGE_SIZE, startKey),
    bellStore.getBellState(communityId, memberId),
  ]);
  return {
    items: page.items.map((n) => viewOf(n, bell.lastSeenAt)),
    nextCursor: encodeCursor(page.lastKey),
  };
}

/**
 * The bell's count: one BatchGetItem of the bell and the reader's member item, the membership gate judged on the
 * latter (the same rule as memberOf's fresh read) before the count is answered.
 */
export async function getUnread(tenant: Tenant | null, actor: Actor | null) {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  if (!actor) throw unauthenticated();
  const account = memberAccountIn(actor, tenant.communityId);
  if (!account) throw refusal('NOT_A_MEMBER');
  const { bell, other } = await bellStore.getBellStateWith<MemberItem>(
    tenant.communityId,
    actor.memberId,
    memberItemKey(account.communityId, account.memberId),
  );
  await memberOf(tenant, actor, { member: other });
  return bell;
}

/** The panel was closed. */
export async function markSeen(tenant: Tenant | null, actor: Actor | null) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  return bellStore.putSeen(communityId, memberId, new Date().toISOString());
}
