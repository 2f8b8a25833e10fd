// The job registry: every scheduled job, with its schedule in AWS (EventBridge Scheduler expressions) and locally (an
// interval). Each job lives in the domain whose items it writes (`<domain>/jobs/<name>.ts`); manifest.json tells the
// CDK app the names and schedules without loading this code.
import { backfillAuthorIndexes } from '../comments/jobs/author-index-backfill.ts';
import { progressDomains } from '../domains/jobs/domain-progress.ts';
import { makeDomainProviderWith } from '../domains/provider.ts';
import { expireBans } from '../members/jobs/ban-expiry.ts';
import { backfillOwnerMembership } from '../members/jobs/owner-membership-backfill.ts';
import { weeklyDigest } from '../notifications/jobs/weekly-digest.ts';
import { type Job, runJob } from '../platform/jobs.ts';
import { sweepDrafts } from '../posts/jobs/draft-sweep.ts';
import { retryWebhooks } from '../webhooks/jobs/webhook-retries.ts';

// The domain worker's provider in AWS (the local platform puts its simulator in place before any run).
makeDomainProviderWith(() => import('../domains/aws-provider.ts').then((m) => m.awsDomainProvider()));

export const jobs: Job[] = [
  { name: 'ban-expiry', domain: 'members', schedule: 'rate(5 minutes)', everyMs: 5 * 60_000, run: expireBans },
  // A one-off that resumes until done, then only reads its checkpoint
  {
    name: 'author-index-backfill',
    domain: 'comments',
    schedule: 'rate(1 hour)',
    everyMs: 60 * 60_000,
    run: backfillAuthorIndexes,
  },
  // A one-off like the one above: owners of communities made before owners were members get their member item.
  {
    name: 'owner-membership-backfill',
    domain: 'members',
    schedule: 'rate(1 hour)',
    everyMs: 60 * 60_000,
    run: backfillOwnerMembership,
  },
  // Mondays 09:00 UTC in AWS; locally hourly (each member-week is sent once, so the first run of a
  // week sends it and the others pass).
  {
    name: 'weekly-digest',
    domain: 'notifications',
    schedule: 'cron(0 9 ? * MON *)',
    everyMs: 3_600_000,
    run: weeklyDigest,
  },
  // Custom domains move by themselves: every minute in AWS, every 5 s locally (the simulator's states follow the runs).
  { name: 'domain-progress', domain: 'domains', schedule: 'rate(1 minute)', everyMs: 5_000, run: progressDomains },
  // outbound webhooks: the deliveries due for another attempt
  {
    name: 'webhook-retries',
    domain: 'webhooks',
    schedule: 'rate(1 minute)',
    everyMs: 5_000,
    run: retryWebhooks,
  },
  // Post drafts not saved for 90 days, with their uploaded images: daily is soon enough.
  { name: 'draft-sweep', domain: 'posts', schedule: 'rate(1 day)', everyMs: 24 * 60 * 60_000, run: sweepDrafts },
];

export const jobNames = jobs.map((j) => j.name);

/** Runs the job of that name now; `timeLeftMs` is the time the run may take. */
export function runJobNamed(name: string, timeLeftMs?: () => number) {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`Unknown job "${name}".`);
  return runJob(job, timeLeftMs);
}
