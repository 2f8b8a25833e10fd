// The local platform's DynamoDB Streams reader: what the Lambda event source mapping does in AWS. It reads DynamoDB
// Local's stream of the table (DescribeStream → shards → GetShardIterator → GetRecords) and hands each batch to the
// dispatcher the Lambda runs. A shard's position is checkpointed to a file after each batch is handled, so a restart,
// even after SIGKILL, resumes where delivery stopped: what was committed and not yet handled is delivered then (a
// batch handled but not checkpointed is delivered again; consumers are idempotent). First start: TRIM_HORIZON.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { BatchResponse, StreamRecord } from '@hearth/functions/platform/events/dispatcher';

export interface StreamReaderOptions {
  endpoint: string;
  tableName: string;
  /** Where shard positions are kept across restarts. */
  checkpointFile: string;
  /** The dispatcher: answers Lambda's partial batch response. */
  handle: (records: StreamRecord[]) => Promise<BatchResponse>;
  /** Idle wait between polls (ms). */
  pollMs?: number;
  /** GetRecords limit (the event source mapping's batch size). */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface StreamReader {
  /** Resolves once everything committed before the call has been handed to the dispatcher and handled. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

interface ShardState {
  /** The last sequence number handled. */
  seq?: string;
  closed?: boolean;
}

interface Checkpoints {
  streamArn: string;
  shards: Record<string, ShardState>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';
const DESCRIBE_EVERY_MS = 2_000;
const RETRY_DELAY_MS = 200;

function readCheckpoints(file: string, streamArn: string): Checkpoints {
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Checkpoints;
    // Another stream (the table was re-created): its positions mean nothing here.
    if (saved.streamArn === streamArn) return saved;
  }
  return { streamArn, shards: {} };
}

function writeCheckpoints(file: string, checkpoints: Checkpoints) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(checkpoints));
  renameSync(tmp, file);
}

/** Lambda's record shape: the Streams API's Date becomes epoch seconds. */
const toLambdaRecord = (r: _Record): StreamRecord => ({
  eventID: r.eventID,
  eventName: r.eventName,
  dynamodb: {
    NewImage: r.dynamodb?.NewImage as Record<string, unknown> | undefined,
    SequenceNumber: r.dynamodb?.SequenceNumber,
    ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
      ? r.dynamodb.ApproximateCreationDateTime.getTime() / 1000
      : undefined,
  },
});

const seqLess = (a: string, b: string) => BigInt(a) < BigInt(b);

export async function startStreamReader(options: StreamReaderOptions): Promise<StreamReader> {
  const log = options.log ?? (() => undefined);
  const pollMs = options.pollMs ?? 100;
  const batchSize = options.batchSize ?? 100;
  const dynamo = new DynamoDBClient({ endpoint: options.endpoint, region, credentials });
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region, credentials });
  const table = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream.`);
  const checkpoints = readCheckpoints(options.checkpointFile, streamArn);

  let stopped = false;
  let shards: Shard[] = [];
  let describedAt = 0;
  const iterators = new Map<string, string>();
  let wake: (() => void) | null = null;
  /** Passes are numbered; a drain waits for an empty pass that began after it was asked for. */
  let passStarted = 0;
  const drains: Array<{ after: number; done: () => void; fail: (e: Error) => void }> = [];

  async function describe() {
    const found: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      found.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    shards = found;
    describedAt = Date.now();
  }

  async function iteratorFor(shardId: string): Promise<string | undefined> {
    const known = iterators.get(shardId);
    if (known) return known;
    const seq = checkpoints.shards[shardId]?.seq;
    const out = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(seq
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: seq }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return out.ShardIterator;
  }

  /**
   * A shard read to its end: its children take over. The shards are described again at once, and the pass counts as
   * not empty, so a drain never ends between a parent closing and its child being read.
   */
  function closeShard(shardId: string): number {
    iterators.delete(shardId);
    checkpoints.shards[shardId] = { ...checkpoints.shards[shardId], closed: true };
    writeCheckpoints(options.checkpointFile, checkpoints);
    describedAt = 0;
    return 1;
  }

  /** Reads one shard until it has nothing more; answers how many records it handed on. */
  async function readShard(shardId: string): Promise<number> {
    let handed = 0;
    for (;;) {
      const iterator = await iteratorFor(shardId);
      if (!iterator) return handed + closeShard(shardId);
      let out;
      try {
        out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: batchSize }));
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'ExpiredIteratorException' || name === 'TrimmedDataAccessException') {
          iterators.delete(shardId);
          if (name === 'TrimmedDataAccessException') checkpoints.shards[shardId] = {};
          continue;
        }
        throw error;
      }
      const records = out.Records ?? [];
      if (records.length > 0) {
        const batch = records.map(toLambdaRecord);
        const { batchItemFailures } = await options.handle(batch);
        if (batchItemFailures.length > 0) {
          // As the event source mapping: the batch is retried from its lowest failed sequence number.
          const lowest = batchItemFailures.map((f) => f.itemIdentifier).reduce((a, b) => (seqLess(b, a) ? b : a));
          const before = batch.filter((r) => seqLess(r.dynamodb!.SequenceNumber!, lowest)).at(-1);
          if (before) checkpoints.shards[shardId] = { seq: before.dynamodb!.SequenceNumber! };
          writeCheckpoints(options.checkpointFile, checkpoints);
          iterators.delete(shardId);
          log(`[events] batch failed from ${lowest}; retrying`);
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          return handed + 1;
        }
        checkpoints.shards[shardId] = { seq: records.at(-1)!.dynamodb!.SequenceNumber! };
        writeCheckpoints(options.checkpointFile, checkpoints);
        handed += records.length;
      }
      if (!out.NextShardIterator) return handed + closeShard(shardId);
      iterators.set(shardId, out.NextShardIterator);
      if (records.length === 0) return handed;
    }
  }

  async function pass(): Promise<number> {
    if (Date.now() - describedAt > DESCRIBE_EVERY_MS || shards.length === 0) await describe();
    const ids = new Set(shards.map((s) => s.ShardId!));
    let handed = 0;
    for (const shard of shards) {
      const id = shard.ShardId!;
      if (checkpoints.shards[id]?.closed) continue;
      // A child shard waits until its parent is read to the end, so a key's records stay in order.
      const parent = shard.ParentShardId;
      if (parent && ids.has(parent) && !checkpoints.shards[parent]?.closed) continue;
      handed += await readShard(id);
    }
    return handed;
  }

  const loop = (async () => {
    while (!stopped) {
      const number = ++passStarted;
      let handed = 0;
      try {
        handed = await pass();
      } catch (error) {
        if (stopped) break;
        log(`[events] stream read failed: ${(error as Error).message}`);
        handed = 1;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
      if (handed === 0) {
        for (const d of drains.filter((d) => d.after < number)) {
          drains.splice(drains.indexOf(d), 1);
          d.done();
        }
        if (drains.length === 0 && !stopped) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
        }
      }
    }
  })();

  return {
    drain: () =>
      new Promise<void>((done, fail) => {
        if (stopped) return fail(new Error('The stream reader is stopped.'));
        drains.push({ after: passStarted, done, fail });
        wake?.();
      }),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      for (const d of drains.splice(0)) d.fail(new Error('The stream reader stopped.'));
      dynamo.destroy();
      streams.destroy();
    },
  };
}
