// The jobs Lambda: EventBridge Scheduler invokes it with `{ "job": "<name>" }` (infra/lib/constructs/events.ts).
// An operator runs the analytics rebuild through it, the same code as `npm run analytics:rebuild` locally:
// `aws lambda invoke --function-name <jobs Lambda> --payload
// '{"job":"analytics-rebuild","communityId":"<id>","from":"YYYY-MM-DD","to":"YYYY-MM-DD"}'` (docs/architecture/analytics.md).
// The lifetime codes import runs the same way, on a CSV in the media bucket, the same code as `npm run codes:import`:
// `'{"job":"codes-import","s3Key":"imports/codes/<file>.csv"}'` (docs/architecture/billing.md).
import { dayString } from '@hearth/shared/schemas/analytics';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { runJobNamed } from './jobs.ts';

/** Stops a page early enough to save its checkpoint before the Lambda's timeout. */
const MARGIN_MS = 5_000;

/** The on-demand job: not on a schedule, run by an operator with the community and the days to recount. */
export const ANALYTICS_REBUILD = 'analytics-rebuild';

const rebuildInput = z.object({
  job: z.literal(ANALYTICS_REBUILD),
  communityId: z.string().min(1).max(64),
  from: dayString.optional(),
  to: dayString.optional(),
});

/** The on-demand codes import: a marketplace CSV under imports/codes/ in the media bucket. */
export const CODES_IMPORT = 'codes-import';

const codesImportInput = z.object({ job: z.literal(CODES_IMPORT), s3Key: z.string().min(1).max(1024) });

export async function handler(input: { job: string } & Record<string, unknown>, context: Context) {
  if (input.job === CODES_IMPORT) {
    const { s3Key } = codesImportInput.parse(input);
    const { codesImportJob } = await import('../billing/codes/import-job.ts');
    return codesImportJob(s3Key);
  }
  if (input.job === ANALYTICS_REBUILD) {
    const { communityId, from, to } = rebuildInput.parse(input);
    const { rebuildAnalyticsJob } = await import('../analytics/rebuild.ts');
    return rebuildAnalyticsJob({ communityId, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  return runJobNamed(input.job, () => context.getRemainingTimeInMillis() - MARGIN_MS);
}
