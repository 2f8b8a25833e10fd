// This browser's side of web push: ask permission, register the service worker (web/public/sw.js), subscribe with the
// site's VAPID key and hand the subscription to the API; or unsubscribe and tell the API to forget it. The service
// worker is registered only when a member turns Push on, so nobody else pays for it.
import { pushSubscriptionId } from '@hearth/shared/rules/push-subscription-id';
import { isApiError } from '@/lib/api-client.ts';
import { addPushSubscription, getPushKey, removePushSubscription } from '../api/push-subscriptions.ts';

export const SERVICE_WORKER_URL = '/sw.js';

/** Why this browser could not be subscribed. */
export type PushRefusal = 'unsupported' | 'denied' | 'not-configured' | 'failed';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array) {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/**
 * Subscribes this browser for the signed-in member. Call it straight from the click that turned Push on: browsers
 * ask for permission only in answer to a gesture, so the permission prompt comes before anything is awaited.
 */
export async function enablePushHere(): Promise<{ ok: true } | { ok: false; reason: PushRefusal }> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  try {
    const { publicKey } = await getPushKey();
    const key = keyBytes(publicKey);
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    // Subscribed under another key (the site's pair was replaced): that subscription can no longer be pushed to.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await addPushSubscription(subscription.toJSON());
    return { ok: true };
  } catch (error) {
    if (isApiError(error, 'NOT_CONFIGURED')) return { ok: false, reason: 'not-configured' };
    // A refused subscribe() after permission was granted: the user blocked it in between, or the browser's push
    // service is unreachable.
    if (error instanceof DOMException && error.name === 'NotAllowedError') return { ok: false, reason: 'denied' };
    return { ok: false, reason: 'failed' };
  }
}

/** Unsubscribes this browser and has the API forget it (Push turned off). Nothing to do when it never subscribed. */
export async function disablePushHere(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await removePushSubscription(await pushSubscriptionId(subscription.endpoint));
  await subscription.unsubscribe();
}
