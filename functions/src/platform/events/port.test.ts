import { describe, expect, it } from 'vitest';
import { type DomainEvent, inProcessAdapter, publish, setEventsAdapter } from './port.ts';

describe('in-process events', () => {
  it('delivers each published event to every consumer of its type, in order, on drain', async () => {
    const seen: string[] = [];
    const adapter = inProcessAdapter({
      'post.created': [
        async (e) => void seen.push(`a:${(e.detail as { n: number }).n}`),
        async (e) => void seen.push(`b:${(e.detail as { n: number }).n}`),
      ],
    });
    setEventsAdapter(adapter);
    const first: DomainEvent = await publish('post.created', 'cm-1', { n: 1 });
    await publish('vote.cast', 'cm-1', { n: 2 });
    await publish('post.created', 'cm-1', { n: 3 });
    expect(first).toMatchObject({
      type: 'post.created',
      communityId: 'cm-1',
      id: expect.stringMatching(/^[0-9A-Z]{26}$/),
    });
    expect(seen).toEqual([]);
    expect(adapter.pending()).toBe(3);
    await adapter.drain();
    expect(seen).toEqual(['a:1', 'b:1', 'a:3', 'b:3']);
    expect(adapter.pending()).toBe(0);
  });
});
