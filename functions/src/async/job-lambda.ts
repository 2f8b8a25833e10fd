// The jobs Lambda: EventBridge Scheduler invokes it with `{ "job": "<name>" }` (infra/lib/constructs/events.ts).
import type { Context } from 'aws-lambda';
import { runJobNamed } from './jobs.ts';

/** Stops a page early enough to save its checkpoint before the Lambda's timeout. */
const MARGIN_MS = 5_000;

export const handler = (input: { job: string }, context: Context) =>
  runJobNamed(input.job, () => context.getRemainingTimeInMillis() - MARGIN_MS);
