// The push port: one encrypted, VAPID-signed message to one browser's push service (RFC 8030/8291/8292, through the
// `web-push` library). The answer says what to do with the subscription: keep it, or forget it when the push service
// says it is gone (404, 410).
import https from 'node:https';
import type { PushMessage } from '@hearth/shared/schemas/push-subscriptions';
import { config } from '../config.ts';
import { logger } from '../log.ts';
import { publicOnlyLookup } from './endpoint-policy.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `sent`: accepted (2xx); `gone`: the subscription expired or was withdrawn; `failed`: anything else (logged). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps an undelivered message (the device is off): a day, then it is stale. */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 5_000;

let agent: https.Agent | undefined;
/**
 * Every connection goes only to public addresses, checked at connect time (endpoint-policy.ts), unless the
 * configuration explicitly allows private push services (the local platform's exception).
 */
function guardedAgent(): https.Agent | undefined {
  if (config().pushAllowPrivateEndpoints) return undefined;
  agent ??= new https.Agent({ keepAlive: true, lookup: publicOnlyLookup() });
  return agent;
}

/** Loaded on the first push: the routes share this Lambda's code and never need the library on their cold path. */
const library = () => import('web-push').then((m) => m.default);

export async function sendPush(target: PushTarget, message: PushMessage, vapid: VapidKeys): Promise<PushOutcome> {
  const webpush = await library();
  try {
    await webpush.sendNotification(target, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      timeout: TIMEOUT_MS,
      urgency: 'normal',
      ...(guardedAgent() ? { agent: guardedAgent() } : {}),
    });
    return 'sent';
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) return 'gone';
    logger.warn('push not delivered', {
      host: new URL(target.endpoint).host,
      status,
      error: (error as Error).message,
    });
    return 'failed';
  }
}
