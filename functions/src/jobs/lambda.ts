// The jobs Lambda: EventBridge Scheduler invokes it with `{ "job": "<name>" }` (infra/lib/constructs/events.ts).
import type { Context } from 'aws-lambda';
import { runJob } from './index.ts';

/** Stops a page early enough to save its checkpoint before the Lambda's timeout. */
const MARGIN_MS = 5_000;

export const handler = (input: { job: string }, context: Context) =>
  runJob(input.job, () => context.getRemainingTimeInMillis() - MARGIN_MS);
