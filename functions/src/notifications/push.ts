// Web push: a member's browsers subscribe (at most 10), and the `notifications.push` consumer sends each
// notice whose Push switches are on to every browser of the member, once per (member, event), forgetting the
// subscriptions their push service reports gone (404, 410). Who is notified is `noticesOf`'s rule, shared with the
// bell and e-mail: never the actor, only active unbanned members who can read the content.
import * as messages from '@hearth/shared/messages';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type PushMessage,
  type PushSubscriptionBody,
} from '@hearth/shared/schemas/push-subscriptions';
import { pushSubscriptionId } from '@hearth/shared/rules/push-subscription-id';
import { communityConfig } from '../communities/config.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { config } from '../platform/config.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import type { Resolve } from '../platform/push/endpoint-policy.ts';
import { vapidKeys } from '../platform/push/vapid.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { kindTopic, wants } from '@hearth/shared/schemas/notifications';
import { accountNotice } from './account.ts';
import { memberOf } from './access.ts';
import { messageOf } from './message.ts';
import { noticesOf } from './notices.ts';
import { channelOpen } from './preferences.ts';
import * as pushStore from './store/push-subscriptions.ts';

// Loaded on first use: the address rules (ipaddr.js) and the sender (web-push) stay off the cold path of every other
// route and consumer this Lambda serves (measured: +20 KB cold when imported statically).
const endpointPolicy = () => import('../platform/push/endpoint-policy.ts');
const sender = () => import('../platform/push/send.ts');

/** The site's VAPID public key for the browser's `applicationServerKey`; 501 while no key pair is set up. */
export async function getPushKey(tenant: Tenant | null, actor: Actor | null) {
  await memberOf(tenant, actor);
  const vapid = await vapidKeys();
  if (!vapid) throw new AppError(501, 'NOT_CONFIGURED', messages.pushNotConfigured);
  return { publicKey: vapid.publicKey };
}

/**
 * Whether an endpoint may be kept: https always; a public host (every address it resolves to) unless the
 * configuration explicitly allows private ones (the local platform's exception, `pushAllowPrivateEndpoints`).
 */
export async function refuseEndpoint(
  endpoint: string,
  allowPrivate = config().pushAllowPrivateEndpoints,
  resolve?: Resolve,
) {
  const { checkEndpoint } = await endpointPolicy();
  const refused = await checkEndpoint(endpoint, { publicOnly: !allowPrivate, ...(resolve ? { resolve } : {}) });
  if (refused === 'not-https') throw refusal('PUSH_ENDPOINT_NOT_HTTPS');
  if (refused === 'not-public') throw refusal('PUSH_ENDPOINT_NOT_PUBLIC');
}

/** Keeps this browser's subscription for the member; past the cap, the oldest of their others is forgotten. */
export async function addPushSubscription(tenant: Tenant | null, actor: Actor | null, body: PushSubscriptionBody) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  await refuseEndpoint(body.endpoint);
  const subscriptionId = await pushSubscriptionId(body.endpoint);
  await pushStore.putPushSubscription(communityId, memberId, {
    subscriptionId,
    endpoint: body.endpoint,
    keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
    expirationTime: body.expirationTime ?? null,
    updatedAt: new Date().toISOString(),
  });
  const others = (await pushStore.queryPushSubscriptions(communityId, memberId)).filter(
    (s) => s.subscriptionId !== subscriptionId,
  );
  const over = others.slice(0, Math.max(0, others.length + 1 - PUSH_SUBSCRIPTIONS_MAX));
  await Promise.all(over.map((s) => pushStore.deletePushSubscription(communityId, memberId, s.subscriptionId)));
  return { subscriptionId };
}

/** Forgets one of the member's subscriptions (this browser unsubscribed, or its subscription changed). */
export async function removePushSubscription(tenant: Tenant | null, actor: Actor | null, subscriptionId: string) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  return { deleted: await pushStore.deletePushSubscription(communityId, memberId, subscriptionId) };
}

/**
 * The push effect of an event: each recipient whose Push switches allow it (read now) and who has a browser
 * subscribed gets the notice on every browser. Claimed per (member, event) before sending, so a redelivery sends
 * nothing again (a crash between claim and send loses that push rather than repeating it). A push service's passing
 * failure (429, 5xx, timeout) is logged, not retried: push is a nudge, and the notification waits in the bell.
 * Nothing to write with the event's mark: the claims are the record.
 */
export async function pushEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notices = await noticesOf(event);
  if (notices.length === 0) return [];
  const community = (await communityConfig(event.communityId))?.community;
  if (!community) return [];
  await Promise.all(
    notices.map(async (n) => {
      if (!(await channelOpen(n, 'Push'))) return;
      await pushToMember(n.communityId, n.memberId, event.id, {
        title: community.communityName,
        body: messageOf({ kind: n.kind, actorName: n.actorName, actorCount: 1, title: n.title }),
        url: n.destination,
        tag: n.id,
      });
    }),
  );
  return [];
}

/**
 * The push of an account notification (a role given or taken, a warning, a ban, a level, a quest completed or near),
 * by the member's Push switches read now; claimed per notification (a quest's is one per quest and period).
 */
export async function accountPushEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notice = await accountNotice(event);
  if (!notice) return [];
  const { draft, prefs } = notice;
  if (!wants(prefs, kindTopic[draft.kind], 'Push')) return [];
  const community = (await communityConfig(event.communityId))?.community;
  if (!community) return [];
  const id = draft.id ?? `${draft.kind}.${event.id}`;
  await pushToMember(event.communityId, draft.memberId, id, {
    title: community.communityName,
    body: messageOf({ kind: draft.kind, actorName: '', actorCount: 1, title: draft.title }),
    url: draft.destination ?? '/profile/me',
    tag: id,
  });
  return [];
}

/**
 * One message to every browser of a member: expired subscriptions forgotten first, the send claimed (`claim`: the
 * event's or the notification's id) so it happens once, and subscriptions their push service reports gone forgotten.
 */
export async function pushToMember(communityId: string, memberId: string, claim: string, message: PushMessage) {
  const vapid = await vapidKeys();
  if (!vapid) return;
  const now = Date.now();
  const subscriptions = await pushStore.queryPushSubscriptions(communityId, memberId);
  const expired = subscriptions.filter((s) => s.expirationTime !== null && s.expirationTime <= now);
  const live = subscriptions.filter((s) => !expired.includes(s));
  await Promise.all(
    expired.map((s) => pushStore.deletePushSubscription(communityId, memberId, s.subscriptionId, s.updatedAt)),
  );
  if (live.length === 0) return;
  if (!(await pushStore.claimPush(communityId, memberId, claim))) return;
  const { sendPush } = await sender();
  await Promise.all(
    live.map(async (s) => {
      if ((await sendPush(s, message, vapid)) !== 'gone') return;
      await pushStore.deletePushSubscription(communityId, memberId, s.subscriptionId, s.updatedAt);
    }),
  );
}
