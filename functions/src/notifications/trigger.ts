// The notification trigger tester (member-forum §2.10, §7.4): a staff member (admin or moderator permission, access
// level 90+, the owner) sends one trigger's notification to themself. A member account gets it in its bell (and live);
// an owner-app account, which has no bell in the community, by e-mail. The weekly digest trigger sends this week's
// digest e-mail to them, outside the once-a-week marker (a test, not the member's digest).
import * as messages from '@hearth/shared/messages';
import type { NotificationTrigger, TriggerBody } from '@hearth/shared/schemas/notification-triggers';
import { isStaff } from '@hearth/shared/rules/permissions';
import { ulid } from 'ulid';
import { siteOrigin } from '../communities/site-origin.ts';
import { staffChanger } from '../members/staff.ts';
import { forumFor, forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { sendMail } from '../platform/email/port.ts';
import { transactWrite } from '../platform/db/transact.ts';
import { refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { pushBellsIn } from './live.ts';
import { digestMail, notificationMail } from './mail.ts';
import * as bellStore from './store/bell.ts';
import * as notificationStore from './store/notifications.ts';

export async function triggerNotification(
  tenant: Tenant | null,
  actor: Actor | null,
  trigger: NotificationTrigger,
  body: TriggerBody,
) {
  if (!actor) throw unauthenticated();
  // A member account passes the membership gate (active, unbanned); an owner-app account acts by its staff record.
  const forum =
    tenant && actor.communityId === tenant.communityId
      ? (await forumWriter(tenant, actor)).forum
      : await forumFor(tenant, actor);
  if (!isStaff(forum.viewer)) throw refusal('NOTIFICATION_TRIGGER_STAFF_ONLY');
  return send(forum.config.community, actor, trigger, body);
}

/**
 * The owner app's trigger tester (`/community-dashboard/notification-trigger`): the community named in the path, its
 * owner-app staff only (their staff record, as the other Community Manager pages check it); they get it by e-mail.
 */
export async function triggerCommunityNotification(
  actor: Actor | null,
  communityId: string,
  trigger: NotificationTrigger,
  body: TriggerBody,
) {
  if (!actor) throw unauthenticated();
  const { community } = await staffChanger(actor, communityId);
  return send(community, actor, trigger, body);
}

async function send(
  community: { communityId: string; subdomain: string; customDomain?: string; communityName: string },
  actor: Actor,
  trigger: NotificationTrigger,
  body: TriggerBody,
) {
  const communityId = community.communityId;
  const origin = siteOrigin(community);
  const line = messages.notifyTriggerTest(trigger, body.amount, body.id);
  if (trigger === 'weeklyDigest') {
    await sendMail(
      digestMail({
        to: actor.email,
        site: community.communityName,
        origin,
        posts: [{ slug: body.id ?? '', title: line, upvotes: body.amount ?? 0 }],
      }),
    );
    return { trigger, channel: 'email' as const };
  }
  if (actor.communityId !== communityId) {
    await sendMail(
      notificationMail({ to: actor.email, site: community.communityName, origin, message: line, destination: '/' }),
    );
    return { trigger, channel: 'email' as const };
  }
  const now = new Date().toISOString();
  const id = `triggerTest.${ulid()}`;
  const effect = [
    notificationStore.putNotification({
      communityId,
      memberId: actor.memberId,
      id,
      kind: 'triggerTest',
      category: 'posts',
      topic: null,
      title: line,
      actorId: null,
      actorName: '',
      actorCount: 1,
      createdAt: now,
      updatedAt: now,
      destination: '/notifications',
    }),
    bellStore.countUnread(communityId, actor.memberId),
  ];
  await transactWrite(effect);
  await pushBellsIn(communityId, effect);
  return { trigger, channel: 'app' as const };
}
