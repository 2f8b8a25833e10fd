// The dispatcher and the consumers on DynamoDB Local, with stream batches as the stream gives them: a batch
// delivered twice applies once; a consumer that throws for one event is retried, then dead-lettered, and the other
// events and consumers are applied; malformed event items are dead-lettered and never block the batch.
// In process: the dispatcher and the consumers (one made to throw) run in this process against the platform's table,
// driven by hand-made stream batches; the last tests reach the platform's own stream reader and job runner
// (`/_dev/events/drain`, `/_dev/schedules/ban-expiry/run`), with bans set and read through members' service here.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Dispatcher from '@hearth/functions/platform/events/dispatcher';
import type * as Port from '@hearth/functions/platform/events/port';
import type * as Local from '@hearth/functions/platform/events/local-sink';
import type * as Analytics from '@hearth/functions/analytics/consumers/event-counts';
import type { EventConsumer } from '@hearth/functions/platform/events/consumer';
import { keys } from '@hearth/functions/platform/db/keys';
import { hostClient } from '../support/http.ts';
import { platform, table as ddb, useLocalPlatform } from './context.ts';

let dispatcher: typeof Dispatcher;
let port: typeof Port;
let local: typeof Local;
let analytics: typeof Analytics;

beforeAll(async () => {
  // Every delivery logs a line; the assertions say what matters here.
  await useLocalPlatform({ LOG_LEVEL: 'SILENT' });
  dispatcher = await import('@hearth/functions/platform/events/dispatcher');
  port = await import('@hearth/functions/platform/events/port');
  local = await import('@hearth/functions/platform/events/local-sink');
  analytics = await import('@hearth/functions/analytics/consumers/event-counts');
});

let sequence = 1000;
/** A stream record of an item, as Lambda and the Streams API hand it over. */
const recordOf = (item: Record<string, unknown>): Dispatcher.StreamRecord => ({
  eventID: ulid(),
  eventName: 'INSERT',
  dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }), SequenceNumber: String(++sequence) },
});

/** The event items of `n` votes in a fresh community, and their stream records. */
function votes(n: number) {
  const communityId = `cm-evt-${ulid().toLowerCase()}`;
  const built = Array.from({ length: n }, (_, i) =>
    port.outboxEvent('vote.cast', communityId, { postId: `p${i}`, memberId: 'm1', vote: 'upvote' }),
  );
  return { communityId, events: built.map((b) => b.event), records: built.map((b) => recordOf(b.item.Put!.Item!)) };
}

async function counted(communityId: string, day: string, type: string): Promise<number> {
  const out = await ddb.send(new GetCommand({ TableName: 'hearth', Key: keys.eventStatsDay(communityId, day) }));
  return (out.Item?.[analytics.eventCounter(type)] as number | undefined) ?? 0;
}

const collect = () => {
  const letters: Dispatcher.DeadLetter[] = [];
  return { letters, deadLetter: async (entry: Dispatcher.DeadLetter) => void letters.push(entry) };
};

describe('delivery', () => {
  it('applies a batch delivered twice once', async () => {
    const { communityId, events, records } = votes(5);
    const { letters, deadLetter } = collect();
    const sink = local.localSink({ consumers: [analytics.eventCounts], deadLetter });
    expect(await dispatcher.dispatch(records, sink)).toEqual({ batchItemFailures: [] });
    expect(await dispatcher.dispatch(records, sink)).toEqual({ batchItemFailures: [] });
    expect(await counted(communityId, events[0]!.occurredAt.slice(0, 10), 'vote.cast')).toBe(5);
    expect(letters).toEqual([]);
  });

  it('retries a consumer that throws for one event, then dead-letters that event; the rest is applied', async () => {
    const { communityId, events, records } = votes(3);
    const attempts = new Map<string, number>();
    const poisoned = events[1]!.id;
    const flaky: EventConsumer = {
      name: 'test.flaky',
      domain: 'test',
      types: ['vote.cast'],
      apply(event) {
        attempts.set(event.id, (attempts.get(event.id) ?? 0) + 1);
        if (event.id === poisoned) throw new Error('cannot handle this one');
        return [
          {
            Update: {
              TableName: 'hearth',
              Key: { PK: `C#${communityId}`, SK: 'TEST#FLAKY' },
              UpdateExpression: 'ADD applied :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ];
      },
    };
    const { letters, deadLetter } = collect();
    const sink = local.localSink({ consumers: [flaky, analytics.eventCounts], deadLetter, retryDelay: () => 1 });
    expect(await dispatcher.dispatch(records, sink)).toEqual({ batchItemFailures: [] });

    expect(attempts.get(poisoned)).toBe(3);
    expect(attempts.get(events[0]!.id)).toBe(1);
    expect(letters).toEqual([
      expect.objectContaining({
        consumer: 'test.flaky',
        event: events[1],
        reason: expect.stringContaining('cannot handle this one'),
      }),
    ]);
    const flakyItem = await ddb.send(
      new GetCommand({ TableName: 'hearth', Key: { PK: `C#${communityId}`, SK: 'TEST#FLAKY' } }),
    );
    expect(flakyItem.Item?.applied).toBe(2);
    // The other consumer applied every event, the poisoned one included, once.
    expect(await counted(communityId, events[0]!.occurredAt.slice(0, 10), 'vote.cast')).toBe(3);
  });

  it('dead-letters malformed event items with the reason and delivers the good ones around them', async () => {
    const { communityId, events, records } = votes(2);
    const base = records[0]!.dynamodb!.NewImage!;
    const item = (change: Record<string, unknown>) => recordOf({ ...keys.event(communityId, ulid()), ...change });
    const good = { id: ulid(), communityId, occurredAt: new Date().toISOString() };
    const malformed = [
      item({ ...good, detail: { postId: 'p1', memberId: 'm1', vote: 'upvote' } }),
      item({ ...good, type: 'post.teleported', detail: {} }),
      item({ ...good, type: 'vote.cast', detail: { postId: 'p1', vote: 'sideways' } }),
    ];
    expect(base).toBeDefined();
    const { letters, deadLetter } = collect();
    const sink = local.localSink({ consumers: [analytics.eventCounts], deadLetter });
    const batch = [records[0]!, ...malformed, records[1]!];
    expect(await dispatcher.dispatch(batch, sink)).toEqual({ batchItemFailures: [] });
    expect(letters.map((l) => l.reason)).toEqual([
      expect.stringContaining('bad envelope'),
      'unknown type "post.teleported"',
      expect.stringContaining('bad detail for vote.cast'),
    ]);
    expect(letters.map((l) => l.sequenceNumber)).toEqual(malformed.map((r) => r.dynamodb!.SequenceNumber));
    expect(await counted(communityId, events[0]!.occurredAt.slice(0, 10), 'vote.cast')).toBe(2);
  });

  it('reports the whole batch as failed from its first event when the sink cannot take it', async () => {
    const { records } = votes(2);
    const { deadLetter } = collect();
    const failing: Dispatcher.DispatchSink = {
      deadLetter,
      publish: async () => {
        throw new Error('bus unavailable');
      },
    };
    expect(await dispatcher.dispatch(records, failing)).toEqual({
      batchItemFailures: records.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber })),
    });
  });
});

describe('on the running platform (the stream reader)', () => {
  const gateway = () => hostClient(platform.port, 'app.localhost');
  const drain = async () => {
    const res = await gateway()('/_dev/events/drain', { method: 'POST', body: {} });
    expect(res.status, res.text).toBe(200);
  };
  const put = (Item: Record<string, unknown>) => ddb.send(new PutCommand({ TableName: 'hearth', Item }));

  it('dead-letters a malformed event item from the stream and still delivers the event committed after it', async () => {
    const communityId = `cm-evt-${ulid().toLowerCase()}`;
    const badId = ulid();
    await put({ ...keys.event(communityId, badId), id: badId, communityId, type: 'post.teleported' });
    const { event, item } = port.outboxEvent('vote.cast', communityId, { postId: 'p1', memberId: 'm1', vote: 'none' });
    await put(item.Put!.Item!);
    await drain();
    expect(await counted(communityId, event.occurredAt.slice(0, 10), 'vote.cast')).toBe(1);
    const badMark = await ddb.send(
      new GetCommand({
        TableName: 'hearth',
        Key: keys.eventApplied(communityId, badId, 'analytics.event-counts'),
      }),
    );
    expect(badMark.Item).toBeUndefined();
    // A malformed item has no event to deliver again: replay leaves it for a person to look at.
    const replay = await gateway()<{ replayed: number; left: number }>('/_dev/events/replay', {
      method: 'POST',
      body: {},
    });
    expect(replay.status).toBe(200);
    expect(replay.json.left).toBeGreaterThanOrEqual(1);
  });

  it('lifts a timed ban that ran out on the ban-expiry job, emitting member.unbanned; a running ban stays', async () => {
    const communityId = `cm-evt-${ulid().toLowerCase()}`;
    const member = (memberId: string) => ({
      ...keys.member(communityId, memberId),
      communityId,
      memberId,
      email: `${memberId}@example.com`,
      firstName: 'Ban',
      lastName: 'Test',
      kind: 'member',
      state: 'active',
    });
    await put(member('m-expired'));
    await put(member('m-running'));
    const members = await import('@hearth/functions/members/service');
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await members.setBan(communityId, 'm-expired', { permanent: false, expiresAt: past, reason: 'timeout' });
    await members.setBan(communityId, 'm-running', { permanent: false, expiresAt: future });

    const run = await gateway()<{ lifted: number; done: boolean }>('/_dev/schedules/ban-expiry/run', {
      method: 'POST',
      body: {},
    });
    expect(run.status, run.text).toBe(200);
    expect(run.json.done).toBe(true);
    expect(run.json.lifted).toBeGreaterThanOrEqual(1);
    expect((await members.getMember(communityId, 'm-expired'))?.ban).toBeUndefined();
    expect((await members.getMember(communityId, 'm-running'))?.ban).toMatchObject({ expiresAt: future });
    await drain();
    expect(await counted(communityId, new Date().toISOString().slice(0, 10), 'member.unbanned')).toBe(1);

    const unknown = await gateway()('/_dev/schedules/no-such-job/run', { method: 'POST', body: {} });
    expect(unknown.status).toBe(404);
  });
});
