// The analytics consumer: counts every delivered event per community, type and UTC day (the day of the event, not of
// its delivery), for the owner overview's engagement figures; a beacon batch (`analytics.beacons`) is not counted but
// aggregated into the visitor's day, the community's day and "online now" (beacon-effect.ts). Applied once per event
// by its (consumer, eventId) mark; the name keys those marks, so it stays.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { utcDay } from '../../platform/activity.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import * as store from '../store.ts';
import { afterBeacons, type BeaconEvent, beaconEffect } from '../beacon-effect.ts';

const isBeacons = (event: DomainEvent): event is BeaconEvent => event.type === 'analytics.beacons';

const DAY_ITEM_TTL_SECONDS = 400 * 86_400;

export { eventCounter } from '../store.ts';

/** One Update per community and day adding each type's count (and the total). */
function countUpdates(events: DomainEvent[]) {
  const byDay = new Map<string, { communityId: string; day: string; counts: Map<string, number> }>();
  for (const event of events) {
    if (isBeacons(event)) throw new Error('a beacon batch is applied alone');
    const day = utcDay(event.occurredAt);
    const key = `${event.communityId}|${day}`;
    const entry = byDay.get(key) ?? { communityId: event.communityId, day, counts: new Map<string, number>() };
    entry.counts.set(event.type, (entry.counts.get(event.type) ?? 0) + 1);
    byDay.set(key, entry);
  }
  return [...byDay.values()].map(({ communityId, day, counts }) =>
    store.addEventCounts(
      communityId,
      day,
      counts,
      Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + DAY_ITEM_TTL_SECONDS,
    ),
  );
}

export const eventCounts: EventConsumer = {
  name: 'analytics.event-counts',
  domain: 'analytics',
  types: 'all',
  apply: (event: DomainEvent) => (isBeacons(event) ? beaconEffect(event) : countUpdates([event])),
  applyMany: countUpdates,
  // A beacon batch's effect is read, then conditioned on what it read: never merged, and decided again on a conflict.
  mergeable: (event: DomainEvent) => !isBeacons(event),
  staleRetries: 8,
  afterApply: async (event: DomainEvent, effect) => {
    if (isBeacons(event)) await afterBeacons(event, effect);
  },
};
