// The beacon endpoint's service: decides what of a batch is kept (nothing for Do-Not-Track, Global Privacy Control
// or a bot; items from the last 24 hours to 5 minutes ahead) and stores it in one write, the batch's event item.
// Everything else (visitor-days, the day's aggregates, online now) is the consumer's, from that event.
import { BEACONS_PER_ADDRESS_PER_MINUTE } from '@hearth/shared/constants/analytics';
import * as messages from '@hearth/shared/messages';
import type { BeaconBatch } from '@hearth/shared/schemas/analytics';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isbot } from 'isbot';
import { utcDay } from '../platform/activity.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { config } from '../platform/config.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { AppError, tooManyRequests } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { deviceOf } from './beacon-device.ts';
import { fixedWindowLimiter } from './beacon-limiter.ts';
import { visitorKey, visitorSecret } from './beacon-visitor.ts';
import { putBeaconBatch } from './store/collect.ts';

/** Items older than this (a tab that slept) or further ahead (a wrong clock) are dropped. */
export const MAX_ITEM_AGE_MS = 24 * 3_600_000;
export const MAX_ITEM_AHEAD_MS = 5 * 60_000;

/** BEACON_LIMIT_PER_MINUTE raises the limit for the local load bench only (every request there is one address). */
const limiter = fixedWindowLimiter(Number(process.env.BEACON_LIMIT_PER_MINUTE) || BEACONS_PER_ADDRESS_PER_MINUTE);

export interface BeaconRequest {
  batch: BeaconBatch;
  tenant: Tenant | null;
  actor: Actor | null;
  event: APIGatewayProxyEventV2;
}

/** Whether the browser asked not to be tracked (DNT: 1 or Sec-GPC: 1). */
export const optedOut = (headers: Record<string, string | undefined>) =>
  headers['dnt']?.trim() === '1' || headers['sec-gpc']?.trim() === '1';

/** A country code from CloudFront's viewer-country header, or null (absent, or not two letters). */
export const countryOf = (value: string | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
};

/** Accepts one batch: answers whether it was stored (false: nothing to keep). */
export async function acceptBeacons(
  { batch, tenant, actor, event }: BeaconRequest,
  now = Date.now(),
): Promise<boolean> {
  if (!tenant || batch.communityId !== tenant.communityId) {
    throw new AppError(400, 'BAD_REQUEST', messages.beaconForAnotherCommunity, {
      communityId: messages.beaconForAnotherCommunity,
    });
  }
  const headers = event.headers ?? {};
  const address = clientIp(event);
  const retryAfter = limiter.take(address, now);
  if (retryAfter !== null) throw tooManyRequests(retryAfter);
  const userAgent = headers['user-agent'] ?? '';
  if (optedOut(headers) || !userAgent || isbot(userAgent)) return false;
  const items = batch.items
    .filter((item) => item.at >= now - MAX_ITEM_AGE_MS && item.at <= now + MAX_ITEM_AHEAD_MS)
    .sort((a, b) => a.at - b.at);
  if (items.length === 0) return false;
  // The beacon's actor is already only a member of this community (platform beaconActor).
  const memberId = actor?.memberId;
  const { device, os } = deviceOf(userAgent);
  const visitor = visitorKey(
    { memberId, communityId: tenant.communityId, day: utcDay(now), address, userAgent },
    visitorSecret(config()),
  );
  const country = countryOf(headers['cloudfront-viewer-country']);
  await putBeaconBatch(
    tenant.communityId,
    { visitor, ...(memberId ? { memberId } : {}), device, os, country, items },
    utcDay(items[0]!.at),
    new Date(now),
  );
  return true;
}
