// Scheduled jobs: EventBridge Scheduler invokes the jobs Lambda with `{ "job": "<name>" }` in AWS; the local platform
// runs them on a timer and on POST /_dev/schedules/{name}/run. A job pages through its work and saves a checkpoint
// after each page, so a run that times out is resumed by the next one instead of starting over.
import { db, tableName } from './db/client.ts';
import { keys } from './db/keys.ts';
import { logger } from './log.ts';

export interface JobContext {
  now(): Date;
  /** Milliseconds before the run must stop (the Lambda's remaining time, less a margin). */
  timeLeftMs(): number;
  checkpoint: {
    load(): Promise<unknown>;
    save(cursor: unknown): Promise<void>;
    clear(): Promise<void>;
  };
}

export interface Job {
  /** Unique, stable: it keys the job's checkpoint and the schedule's input (`{ "job": "<name>" }`). */
  name: string;
  /** The domain whose items it writes, where it lives (`<domain>/jobs/<name>.ts`). */
  domain: string;
  /** EventBridge Scheduler expression. */
  schedule: string;
  /** The local platform's timer. */
  everyMs: number;
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}

/** Runs a job now, with its stored checkpoint; `timeLeftMs` is the time the run may take. */
export async function runJob(job: Job, timeLeftMs: () => number = () => 60_000) {
  const started = Date.now();
  const result = await job.run({ now: () => new Date(), timeLeftMs, checkpoint: tableCheckpoint(job.name) });
  logger.info('job ran', { job: job.name, ms: Date.now() - started, ...result });
  return result;
}

/** The stored checkpoint of a job (one item per job). */
export function tableCheckpoint(job: string): JobContext['checkpoint'] {
  return {
    async load() {
      const { client, commands } = await db();
      const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: keys.jobCheckpoint(job) }));
      return out.Item?.cursor;
    },
    async save(cursor) {
      const { client, commands } = await db();
      await client.send(
        new commands.PutCommand({
          TableName: tableName(),
          Item: { ...keys.jobCheckpoint(job), cursor, savedAt: new Date().toISOString() },
        }),
      );
    },
    async clear() {
      const { client, commands } = await db();
      await client.send(new commands.DeleteCommand({ TableName: tableName(), Key: keys.jobCheckpoint(job) }));
    },
  };
}
