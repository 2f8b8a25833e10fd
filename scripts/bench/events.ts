// The event backbone, on a running local platform:
// - the outbox item's write cost: the post-create and vote transactions with and without their event item, timed
//   in process against DynamoDB Local (interleaved), and the same writes through the gateway;
// - delivery lag, commit → consumer start (the analytics consumer's applied mark against the event's time), at a
//   steady write rate;
// - 10,000 events from 100 concurrent writers (one community each): time until the stream is drained, events lost
//   (no applied mark) and applied twice (counters above the events committed).
import { ulid } from 'ulid';
import { browser } from '../../test/support/http.ts';
import { drain } from './seed.ts';
import { percentile, timeSequential } from './stats.ts';

type Item = Record<string, unknown>;

export interface EventsBench {
  write: { postWith: number; postWithout: number; voteWith: number; voteWithout: number };
  gateway: { postCreateP50: number; voteP50: number };
  lag: { p50: number; p99: number; count: number };
  volume: {
    events: number;
    writers: number;
    seconds: number;
    /** Of `seconds`, the writers' own time (the last commit). */
    writeSeconds: number;
    lost: number;
    appliedTwice: number;
  };
}

const CONSUMER = 'analytics.event-counts';

/** The outbox cost on the two hottest writes, in process: the same transaction with and without the event item. */
async function writeCost(samples: number) {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const { transactWrite } = await import('@hearth/functions/platform/db/transact');
  const { outboxItem } = await import('@hearth/functions/platform/events/port');
  const cid = `cm-bench-${ulid().toLowerCase()}`;
  const { client, commands } = await db();
  const postId = ulid().toLowerCase();
  await client.send(
    new commands.PutCommand({ TableName: tableName(), Item: { ...keys.post(cid, postId), upvotes: 0, version: 0 } }),
  );
  // A post's transaction: the post, its feed entry, the author's action (as putNewPost writes at its smallest).
  const post = (withEvent: boolean) => () => {
    const id = ulid().toLowerCase();
    return transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.post(cid, id), title: 'Bench', content: '<p>x</p>', version: 0 },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...keys.feedEntry(cid, 'home', 'all', id), postId: id } } },
      { Put: { TableName: tableName(), Item: { ...keys.postAction(cid, id, 'm1'), subscribed: true, arev: 1 } } },
      ...(withEvent ? [outboxItem('post.created', cid, { postId: id, authorId: 'm1', type: 'post' })] : []),
    ]);
  };
  // A vote's transaction: the member's action and the post's counters.
  let n = 0;
  const vote = (withEvent: boolean) => () => {
    const memberId = `m${++n}`;
    return transactWrite([
      { Put: { TableName: tableName(), Item: { ...keys.postAction(cid, postId, memberId), vote: 'upvote', arev: 1 } } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.post(cid, postId),
          UpdateExpression: 'ADD upvotes :one, version :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      ...(withEvent ? [outboxItem('vote.cast', cid, { postId, memberId, vote: 'upvote' })] : []),
    ]);
  };
  const times = {
    postWith: [] as number[],
    postWithout: [] as number[],
    voteWith: [] as number[],
    voteWithout: [] as number[],
  };
  for (let i = 0; i < 20; i++) await Promise.all([post(true)(), vote(true)()]); // warm-up
  // Interleaved in rounds so both variants see the same machine load.
  for (let round = 0; round < samples / 25; round++) {
    times.postWith.push(...(await timeSequential(25, post(true))));
    times.postWithout.push(...(await timeSequential(25, post(false))));
    times.voteWith.push(...(await timeSequential(25, vote(true))));
    times.voteWithout.push(...(await timeSequential(25, vote(false))));
  }
  return {
    postWith: percentile(times.postWith, 50),
    postWithout: percentile(times.postWithout, 50),
    voteWith: percentile(times.voteWith, 50),
    voteWithout: percentile(times.voteWithout, 50),
  };
}

/** Post create and vote through the gateway (their outbox items included), sequential, p50. */
async function gatewayWrites(port: number, samples: number) {
  const member = browser(port, 'demo.localhost');
  await member('/api/v1/auth/sign-in', { body: { email: 'member@hearth.local', password: 'hearth-demo-1' } });
  const categories = await member<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const categoryId = categories.json.items[0]!.id;
  let n = 0;
  let lastId = '';
  const create = await timeSequential(samples, async () => {
    const res = await member<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: `Events bench ${++n} ${Date.now()}`, categoryId, content: '<p>bench</p>' },
    });
    if (res.status !== 201) throw new Error(`post create: ${res.status} ${res.text}`);
    lastId = res.json.id;
  });
  // Alternating presses: upvote, then upvote again (which takes it back), each a vote.cast.
  const votes = await timeSequential(samples, async () => {
    const res = await member(`/api/v1/posts/${lastId}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
    if (res.status !== 200) throw new Error(`vote: ${res.status} ${res.text}`);
  });
  return { postCreateP50: percentile(create, 50), voteP50: percentile(votes, 50) };
}

/** Commits `count` events into `communities`, `writers` at a time; answers their ids. */
async function writeEvents(communities: string[], perCommunity: number, pauseMs = 0) {
  const { transactWrite } = await import('@hearth/functions/platform/db/transact');
  const { outboxEvent } = await import('@hearth/functions/platform/events/port');
  const ids: string[] = [];
  await Promise.all(
    communities.map(async (cid) => {
      for (let i = 0; i < perCommunity; i++) {
        const { event, item } = outboxEvent('vote.cast', cid, { postId: `p${i}`, memberId: 'm1', vote: 'upvote' });
        await transactWrite([item]);
        ids.push(event.id);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  return ids;
}

/** Every event item and applied mark of the communities (one Query per event partition is too many: a Scan). */
async function ledger(communities: Set<string>) {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { client, commands } = await db();
  const events: Item[] = [];
  const marks: Item[] = [];
  const stats: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await client.send(
      new commands.ScanCommand({
        TableName: tableName(),
        FilterExpression: 'SK = :event OR SK = :mark OR begins_with(SK, :stats)',
        ExpressionAttributeValues: { ':event': 'EVENT', ':mark': `APPLIED#${CONSUMER}`, ':stats': 'STATS#EVENTS#' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      const cid = String(item.PK).split('#')[1]!;
      if (!communities.has(cid)) continue;
      if (item.SK === 'EVENT') events.push(item);
      else if (item.SK === `APPLIED#${CONSUMER}`) marks.push(item);
      else stats.push(item);
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return { events, marks, stats };
}

export async function benchEvents(port: number): Promise<EventsBench> {
  const write = await writeCost(200);
  const gateway = await gatewayWrites(port, 100);
  await drain(port);

  // Lag: 10 writers, each an event every 50 ms for ~15 s (about 200 events/s).
  const lagCommunities = Array.from({ length: 10 }, () => `cm-bench-${ulid().toLowerCase()}`);
  await writeEvents(lagCommunities, 300, 50);
  await drain(port);
  const lagLedger = await ledger(new Set(lagCommunities));
  const occurred = new Map(lagLedger.events.map((e) => [e.id as string, Date.parse(e.occurredAt as string)]));
  const lags = lagLedger.marks.map((m) => Date.parse(m.appliedAt as string) - occurred.get(m.eventId as string)!);

  // Volume: 10,000 events from 100 concurrent writers, timed from the first write until the stream is drained.
  const volumeCommunities = Array.from({ length: 100 }, () => `cm-bench-${ulid().toLowerCase()}`);
  const t = performance.now();
  const ids = await writeEvents(volumeCommunities, 100);
  const writeSeconds = (performance.now() - t) / 1000;
  await drain(port);
  const seconds = (performance.now() - t) / 1000;
  const volume = await ledger(new Set(volumeCommunities));
  const marked = new Set(volume.marks.map((m) => m.eventId as string));
  const counted = volume.stats.reduce((sum, s) => sum + ((s['count:vote.cast'] as number | undefined) ?? 0), 0);
  return {
    write,
    gateway,
    lag: { p50: percentile(lags, 50), p99: percentile(lags, 99), count: lags.length },
    volume: {
      events: ids.length,
      writers: volumeCommunities.length,
      seconds,
      writeSeconds,
      lost: ids.filter((id) => !marked.has(id)).length,
      // Marks are unique per (consumer, event) by key; a second application would show in the counters.
      appliedTwice: Math.max(0, counted - volume.events.length),
    },
  };
}
