import { describe, expect, it } from 'vitest';
import { type DomainEvent, inProcessAdapter, outboxEvent } from './port.ts';

const event = (type: DomainEvent['type'], n: number): DomainEvent =>
  ({ id: `e${n}`, type, communityId: 'cm-1', occurredAt: '2026-11-22T00:00:00.000Z', detail: { n } }) as never;

describe('outboxEvent', () => {
  it('builds a conditional Put of the event item, keyed by community and event id, with a TTL of three days', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const { event: built, item } = outboxEvent('post.deleted', 'cm-1', { postId: 'p1', by: 'm1' }, now);
    expect(built).toMatchObject({ type: 'post.deleted', communityId: 'cm-1', occurredAt: now.toISOString() });
    expect(built.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(item.Put).toMatchObject({
      Item: {
        PK: `C#cm-1#E#${built.id}`,
        SK: 'EVENT',
        id: built.id,
        type: 'post.deleted',
        detail: { postId: 'p1', by: 'm1' },
        ttl: now.getTime() / 1000 + 3 * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(outboxEvent('post.deleted', 'cm-1', { postId: 'p1', by: 'm1' }, now).event.id).not.toBe(built.id);
  });
});

describe('in-process events (unit tests)', () => {
  it('delivers each queued event to every consumer of its type, in order, on drain', async () => {
    const seen: string[] = [];
    const adapter = inProcessAdapter({
      'post.created': [
        async (e) => void seen.push(`a:${(e.detail as unknown as { n: number }).n}`),
        async (e) => void seen.push(`b:${(e.detail as unknown as { n: number }).n}`),
      ],
    });
    await adapter.publish([event('post.created', 1), event('vote.cast', 2), event('post.created', 3)]);
    expect(seen).toEqual([]);
    expect(adapter.pending()).toBe(3);
    await adapter.drain();
    expect(seen).toEqual(['a:1', 'b:1', 'a:3', 'b:3']);
    expect(adapter.pending()).toBe(0);
  });
});
