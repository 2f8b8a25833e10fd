import type { DomainEvent } from '@hearth/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { eventCounts } from './event-counts.ts';

const event = (type: DomainEvent['type'], communityId: string, occurredAt: string): DomainEvent =>
  ({ id: `${type}-${communityId}-${occurredAt}`, type, communityId, occurredAt, detail: {} }) as DomainEvent;

type Update = {
  Key: { PK: string; SK: string };
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/** What an Update's ADD clauses add, by attribute name. */
function added(items: Array<{ Update?: unknown }>) {
  const sums: Record<string, number> = {};
  for (const { Update } of items) {
    const u = Update as Update;
    const add = /^ADD (.*?) SET /.exec(u.UpdateExpression)![1]!;
    for (const clause of add.split(', ')) {
      const [name, value] = clause.split(' ');
      const key = `${u.Key.SK}|${u.ExpressionAttributeNames[name!]}`;
      sums[key] = (sums[key] ?? 0) + (u.ExpressionAttributeValues[value!] as number);
    }
  }
  return sums;
}

describe('analytics event counts', () => {
  const events = [
    event('vote.cast', 'cm-1', '2026-11-22T10:00:00.000Z'),
    event('vote.cast', 'cm-1', '2026-11-22T11:00:00.000Z'),
    event('post.created', 'cm-1', '2026-11-22T12:00:00.000Z'),
    event('vote.cast', 'cm-1', '2026-11-23T00:00:01.000Z'),
    event('vote.cast', 'cm-2', '2026-11-22T10:00:00.000Z'),
  ];

  it('counts each event on its community and UTC day, by type and in total', () => {
    expect(added(events.flatMap((e) => eventCounts.apply(e) as Array<{ Update?: unknown }>))).toEqual({
      'STATS#EVENTS#2026-11-22|count:vote.cast': 3,
      'STATS#EVENTS#2026-11-22|count:post.created': 1,
      'STATS#EVENTS#2026-11-22|total': 4,
      'STATS#EVENTS#2026-11-23|count:vote.cast': 1,
      'STATS#EVENTS#2026-11-23|total': 1,
    });
  });

  it('merges a backlog into one Update per community and day that adds the same as the events one by one', () => {
    const merged = eventCounts.applyMany!(events) as Array<{ Update?: Update }>;
    expect(merged.map((i) => `${i.Update!.Key.PK} ${i.Update!.Key.SK}`).sort()).toEqual([
      'C#cm-1 STATS#EVENTS#2026-11-22',
      'C#cm-1 STATS#EVENTS#2026-11-23',
      'C#cm-2 STATS#EVENTS#2026-11-22',
    ]);
    const one = events.flatMap((e) => eventCounts.apply(e) as Array<{ Update?: Update }>);
    const byKey = (items: Array<{ Update?: Update }>) =>
      Object.fromEntries(
        [...new Set(items.map((i) => i.Update!.Key.PK))].map((pk) => [
          pk,
          added(items.filter((i) => i.Update!.Key.PK === pk)),
        ]),
      );
    expect(byKey(merged)).toEqual(byKey(one));
  });

  it('never merges or counts a beacon batch per type: it is applied alone', () => {
    const beacons = event('analytics.beacons', 'cm-1', '2026-11-22T10:00:00.000Z');
    expect(eventCounts.mergeable!(beacons)).toBe(false);
    expect(eventCounts.mergeable!(events[0]!)).toBe(true);
    expect(() => eventCounts.applyMany!([events[0]!, beacons])).toThrow('a beacon batch is applied alone');
  });
});
