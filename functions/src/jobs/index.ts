// The scheduled jobs, by name: their schedule in AWS (EventBridge Scheduler expressions) and locally (an interval),
// and what they run. The digest and custom-domain polling join here with their issues.
import { expireBans } from '../members/jobs/ban-expiry.ts';
import { type JobContext, tableCheckpoint } from '../platform/jobs.ts';
import { logger } from '../platform/log.ts';
import { backfillAuthorIndexes } from '../comments/jobs/author-index-backfill.ts';
import { backfillOwnerMembership } from '../members/jobs/owner-membership-backfill.ts';
import { weeklyDigest } from '../notifications/jobs/weekly-digest.ts';

export interface Job {
  name: string;
  /** EventBridge Scheduler expression. */
  schedule: string;
  /** The local platform's timer. */
  everyMs: number;
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}

export const jobs: Job[] = [
  { name: 'ban-expiry', schedule: 'rate(5 minutes)', everyMs: 5 * 60_000, run: expireBans },
  // A one-off that resumes until done, then only reads its checkpoint
  { name: 'author-index-backfill', schedule: 'rate(1 hour)', everyMs: 60 * 60_000, run: backfillAuthorIndexes },
  // A one-off like the one above: owners of communities made before owners were members get their member item.
  {
    name: 'owner-membership-backfill',
    schedule: 'rate(1 hour)',
    everyMs: 60 * 60_000,
    run: backfillOwnerMembership,
  },
  // Mondays 09:00 UTC in AWS; locally hourly (each member-week is sent once, so the first run of a
  // week sends it and the others pass).
  { name: 'weekly-digest', schedule: 'cron(0 9 ? * MON *)', everyMs: 3_600_000, run: weeklyDigest },
];

export const jobNames = jobs.map((j) => j.name);

/** Runs one job now; `timeLeftMs` is the time the run may take. */
export async function runJob(name: string, timeLeftMs: () => number = () => 60_000) {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`Unknown job "${name}".`);
  const started = Date.now();
  const result = await job.run({ now: () => new Date(), timeLeftMs, checkpoint: tableCheckpoint(name) });
  logger.info('job ran', { job: name, ms: Date.now() - started, ...result });
  return result;
}
