// The production events adapter, against a mocked EventBridge (no local emulator exists).
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { type DomainEvent, eventBridgeAdapter } from './port.ts';

const eventBridge = mockClient(EventBridgeClient);

beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [] });
  process.env.EVENT_BUS_NAME = 'hearth-bus';
  resetConfig();
});

const events = (n: number): DomainEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i}`,
    type: 'post.created',
    communityId: 'cm-1',
    occurredAt: '2026-11-22T00:00:00.000Z',
    detail: { postId: `p${i}`, authorId: 'm1', type: 'post' },
  }));

describe('eventBridgeAdapter', () => {
  it('puts events on the bus in batches of at most 10, each entry carrying the whole event', async () => {
    await eventBridgeAdapter().publish(events(23));
    const calls = eventBridge.commandCalls(PutEventsCommand);
    expect(calls.map((c) => c.args[0].input.Entries?.length)).toEqual([10, 10, 3]);
    const first = calls[0]!.args[0].input.Entries![0]!;
    expect(first).toMatchObject({ Source: 'hearth', DetailType: 'post.created', EventBusName: 'hearth-bus' });
    expect(JSON.parse(first.Detail!)).toMatchObject({ id: 'e0', communityId: 'cm-1', detail: { postId: 'p0' } });
  });

  it('surfaces a failed put so the caller does not believe the event was published', async () => {
    eventBridge.on(PutEventsCommand).rejects(new Error('throttled'));
    await expect(eventBridgeAdapter().publish(events(1))).rejects.toThrow('throttled');
  });

  it('surfaces entries the bus refused (FailedEntryCount), so the dispatcher retries them', async () => {
    eventBridge
      .on(PutEventsCommand)
      .resolves({ FailedEntryCount: 1, Entries: [{ EventId: 'x' }, { ErrorCode: 'InternalFailure' }] });
    await expect(eventBridgeAdapter().publish(events(2))).rejects.toThrow('InternalFailure');
  });
});
