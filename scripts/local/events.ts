// The local event backbone: the stream reader feeding the dispatcher the Lambda runs, whose sink runs the consumers in
// process (functions/src/async/local.ts); dead letters in <data>/events/dead-letters.jsonl, replayed by
// `npm run events:replay` (POST /_dev/events/replay).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeadLetter } from '@hearth/functions/platform/events/dispatcher';
import type { DomainEvent } from '@hearth/functions/platform/events/port';
import { type StreamReader, startStreamReader } from './stream-reader.ts';

export interface LocalEvents {
  /** Waits until everything committed so far is delivered (POST /_dev/events/drain). */
  drain(): Promise<void>;
  /** Delivers the dead-lettered consumer deliveries again; answers what was replayed and what is left. */
  replay(): Promise<{ replayed: number; left: number }>;
  /** Runs a scheduled job now (POST /_dev/schedules/{name}/run); null for an unknown job. */
  runJob(name: string): Promise<Record<string, unknown> | null>;
  stop(): Promise<void>;
}

export interface LocalEventsOptions {
  dataDir: string;
  endpoint: string;
  tableName: string;
  /** HEARTH_EVENTS_PAUSED=1: no delivery (the crash test commits events and kills the platform before they go). */
  paused?: boolean;
  /**
   * HEARTH_JOB_TIMERS=off: scheduled jobs run only when asked (POST /_dev/schedules/{name}/run), so a bench that runs
   * a job in its own process is the only one running it.
   */
  jobTimers?: boolean;
  /** Called as each event reaches the consumers (the bench's lag probe). */
  onEvent?: (event: DomainEvent) => void;
  /** Called after consumers or a scheduled job may have written (the gateway's page cache empties). */
  onWritten?: () => void;
  log?: (line: string) => void;
}

export async function startLocalEvents(options: LocalEventsOptions): Promise<LocalEvents> {
  const dir = join(options.dataDir, 'events');
  mkdirSync(dir, { recursive: true });
  const deadLetterFile = join(dir, 'dead-letters.jsonl');
  const deadLetter = async (entry: DeadLetter) => appendFileSync(deadLetterFile, `${JSON.stringify(entry)}\n`);
  const [{ dispatch }, { localDelivery, redeliver }, jobs] = await Promise.all([
    import('@hearth/functions/platform/events/dispatcher'),
    import('@hearth/functions/async/local'),
    import('@hearth/functions/async/jobs'),
  ]);
  // The scheduler: each job on its interval, one run at a time per job.
  const runningJobs = new Map<string, Promise<Record<string, unknown>>>();
  const runJob = (name: string) => {
    if (!jobs.jobNames.includes(name)) return Promise.resolve(null);
    let run = runningJobs.get(name);
    if (!run) {
      run = jobs.runJobNamed(name).finally(() => {
        runningJobs.delete(name);
        options.onWritten?.();
      });
      runningJobs.set(name, run);
    }
    return run;
  };
  const timers = (options.jobTimers === false ? [] : jobs.jobs).map((job) =>
    setInterval(
      () => void runJob(job.name).catch((e: Error) => options.log?.(`[jobs] ${job.name}: ${e.message}`)),
      job.everyMs,
    ).unref(),
  );
  const delivery = localDelivery({ deadLetter, ...(options.onEvent ? { onEvent: options.onEvent } : {}) });
  const sink: typeof delivery = {
    ...delivery,
    publish: (events) => delivery.publish(events).finally(() => options.onWritten?.()),
  };
  const reader: StreamReader | null = options.paused
    ? null
    : await startStreamReader({
        endpoint: options.endpoint,
        tableName: options.tableName,
        checkpointFile: join(dir, 'stream-checkpoints.json'),
        handle: (records) => dispatch(records, sink),
        ...(options.log ? { log: options.log } : {}),
      });

  return {
    drain: () => (reader ? reader.drain() : Promise.reject(new Error('Event delivery is paused.'))),
    async replay() {
      if (!existsSync(deadLetterFile)) return { replayed: 0, left: 0 };
      const entries = readFileSync(deadLetterFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as DeadLetter);
      writeFileSync(deadLetterFile, '');
      let replayed = 0;
      for (const entry of entries) {
        // Re-run with its retries, and dead-lettered again if it still fails.
        if (await redeliver(entry, deadLetter)) replayed++;
        // A malformed item has no event to deliver: it stays for a person to look at.
        else await deadLetter(entry);
      }
      if (replayed > 0) options.onWritten?.();
      const left = readFileSync(deadLetterFile, 'utf8').split('\n').filter(Boolean).length;
      return { replayed, left };
    },
    runJob,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(runningJobs.values());
      await reader?.stop();
    },
  };
}
