// POST /api/v1/beacon: the community site's batch of page views and heartbeats (navigator.sendBeacon). 204 whether
// it was stored or, by the visitor's choice (DNT, GPC) or as a bot's, dropped.
import type { beaconBatchSchema } from '@hearth/shared/schemas/analytics';
import type { HandlerInput } from '../../platform/http/route.ts';
import { acceptBeacons } from '../beacon.ts';

export async function sendBeacon(input: HandlerInput<{ body: typeof beaconBatchSchema }>) {
  await acceptBeacons({ batch: input.body, tenant: input.tenant, actor: input.actor, event: input.event });
  return { status: 204, body: null };
}
