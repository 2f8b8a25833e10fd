// Notifications about a member's own account: a role given or taken (roleChange topic), a staff warning, a
// ban or timeout, a level reached; and the owner's: a member became a supporter (paid membership), one notice per
// subscription, with the supporter's name. In-app, one per event (its id derives from the event's, and the effect is written
// with the event's applied mark). Judged at send time on the member item as it is then: an active member only; a
// banned one only for the ban itself (they read it once a timed ban ends); a role change only while it still holds
// (a role given and taken back before delivery tells nothing); a ban only while it is in force.
import * as messages from '@hearth/shared/messages';
import { formatBanEnd } from '@hearth/shared/rules/ban-end';
import { questById } from '@hearth/shared/rules/quests';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { type NotificationKind, kindCategory, kindTopic, wants } from '@hearth/shared/schemas/notifications';
import { communityConfig } from '../communities/config.ts';
import { activeBan } from '../members/model.ts';
import { getMember } from '../members/service.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import * as bellStore from './store/bell.ts';
import * as notificationStore from './store/notifications.ts';
import * as preferencesStore from './store/preferences.ts';

type AccountKind = Extract<
  NotificationKind,
  | 'roleAssigned'
  | 'roleRemoved'
  | 'warning'
  | 'ban'
  | 'levelUp'
  | 'questCompleted'
  | 'questNearCompletion'
  | 'newSupporter'
>;

/** The line of an account notification; `title` holds its subject (the role's name, the reason, the ban's end). */
export function accountMessage(kind: NotificationKind, title: string): string {
  switch (kind) {
    case 'roleAssigned':
      return messages.notifyRoleAssigned(title);
    case 'roleRemoved':
      return messages.notifyRoleRemoved(title);
    case 'warning':
      return messages.notifyWarning(title);
    case 'ban':
      return messages.notifyBan(title ? formatBanEnd(title) : null);
    default:
      return title;
  }
}

interface Draft {
  memberId: string;
  kind: AccountKind;
  title: string;
  /** Whether the member item as read now still calls for the notification. */
  holds: (member: NonNullable<Awaited<ReturnType<typeof getMember>>>) => boolean;
  /** The notification's id when it is not one per event. */
  id?: string;
  /** The member the notice is about when it is not the recipient (a new supporter), shown as its actor. */
  actor?: { memberId: string; name: string };
  /** Where a click goes; the recipient's own profile unless said. */
  destination?: string;
}

/**
 * A new supporter (`billing.supporter-changed` that began a supporter period): the community's owner is told, with the
 * supporter's name and a link to their profile; one notice per subscription, however many events say it began.
 */
async function newSupporterDraft(event: DomainEvent<'billing.supporter-changed'>): Promise<Draft | null> {
  const d = event.detail;
  if (!d.started) return null;
  const [community, supporter] = await Promise.all([
    communityConfig(event.communityId),
    getMember(event.communityId, d.memberId),
  ]);
  const ownerId = community?.community.ownerMemberId;
  if (!ownerId || !supporter || ownerId === supporter.memberId) return null;
  const name = `${supporter.firstName} ${supporter.lastName}`.trim();
  return {
    memberId: ownerId,
    kind: 'newSupporter',
    title: name,
    holds: (m) => !activeBan(m),
    id: `newSupporter.${d.subscriptionId}`,
    actor: { memberId: supporter.memberId, name },
    destination: `/profile/${encodeURIComponent(supporter.username ?? supporter.memberId)}`,
  };
}

function draftOf(event: DomainEvent): Draft | null {
  switch (event.type) {
    case 'member.role-changed': {
      const d = (event as DomainEvent<'member.role-changed'>).detail;
      const assigned = d.change === 'assigned';
      return {
        memberId: d.memberId,
        kind: assigned ? 'roleAssigned' : 'roleRemoved',
        title: d.roleName,
        holds: (m) => (m.roleIds ?? []).includes(d.roleId) === assigned && !activeBan(m),
      };
    }
    case 'member.warned': {
      const d = (event as DomainEvent<'member.warned'>).detail;
      return { memberId: d.memberId, kind: 'warning', title: d.reason, holds: (m) => !activeBan(m) };
    }
    case 'member.banned': {
      const d = (event as DomainEvent<'member.banned'>).detail;
      return {
        memberId: d.memberId,
        kind: 'ban',
        title: d.until ?? '',
        holds: (m) => activeBan(m) !== null && (m.ban?.expiresAt ?? null) === d.until,
      };
    }
    case 'member.leveled-up': {
      const d = (event as DomainEvent<'member.leveled-up'>).detail;
      return {
        memberId: d.memberId,
        kind: 'levelUp',
        title: messages.notifyLevelUp(d.level, d.rank),
        holds: (m) => !activeBan(m),
      };
    }
    case 'quest.completed':
    case 'quest.near-completion': {
      const d = (event as DomainEvent<'quest.completed'>).detail;
      const quest = questById(d.questId);
      if (!quest) return null;
      const completed = event.type === 'quest.completed';
      return {
        memberId: d.memberId,
        kind: completed ? 'questCompleted' : 'questNearCompletion',
        title: completed
          ? messages.notifyQuestCompleted(quest.title, quest.xp)
          : messages.notifyQuestNearCompletion(quest.title),
        holds: (m) => !activeBan(m),
        // One notice per quest, period and kind, whichever event says it (an undone step done again says nothing).
        id: `${completed ? 'questCompleted' : 'questNearCompletion'}.${d.period}.${d.questId}`,
      };
    }
    default:
      return null;
  }
}

/** The member an account event concerns, as read now, when it still calls for telling them; else null. */
export async function accountNotice(event: DomainEvent) {
  const draft =
    event.type === 'billing.supporter-changed'
      ? await newSupporterDraft(event as DomainEvent<'billing.supporter-changed'>)
      : draftOf(event);
  if (!draft) return null;
  const member = await getMember(event.communityId, draft.memberId);
  if (!member || member.state !== 'active' || !draft.holds(member)) return null;
  const prefs = (await preferencesStore.getPreferences(event.communityId, draft.memberId)) ?? {};
  return { draft, member, prefs };
}

/** The in-app effect of an account event: the member's notification and the bell's count, or nothing. */
export async function accountEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notice = await accountNotice(event);
  if (!notice) return [];
  const { draft, prefs } = notice;
  if (!wants(prefs, kindTopic[draft.kind], 'App')) return [];
  // A notice of its own id (a quest's) is written once; its put below is conditioned on that too.
  if (draft.id && (await notificationStore.hasNotification(event.communityId, draft.memberId, draft.id))) return [];
  const item: notificationStore.NotificationItem = {
    communityId: event.communityId,
    memberId: draft.memberId,
    id: draft.id ?? `${draft.kind}.${event.id}`,
    kind: draft.kind,
    category: kindCategory[draft.kind],
    topic: kindTopic[draft.kind],
    title: draft.title,
    actorId: draft.actor?.memberId ?? null,
    actorName: draft.actor?.name ?? '',
    actorCount: 1,
    createdAt: event.occurredAt,
    updatedAt: event.occurredAt,
    destination: draft.destination ?? '/profile/me',
  };
  const put = draft.id ? notificationStore.putNotificationIfAbsent(item) : notificationStore.putNotification(item);
  return [put, bellStore.countUnread(event.communityId, draft.memberId)];
}
