// The webhook retry job (scheduled; AWS every minute, locally every 5 s): every delivery due in the retry index (GSI1
// `WEBHOOKRETRY`) is claimed (its next attempt moved past this run, on condition nobody moved it first) and sent once
// more (deliver.ts). A sent delivery leaves the index or moves later in it, so each page is read from the start; out of
// time, the run stops and the next one finds the rest still due.
import { eachLimited } from '../../platform/each-limited.ts';
import type { JobContext } from '../../platform/jobs.ts';
import { logger } from '../../platform/log.ts';
import { attemptDelivery } from '../deliver.ts';
import * as store from '../store.ts';

const PAGE = 50;
/** Time kept back at the end of a run: one send's time limit and its writes fit in it. */
export const STOP_MARGIN_MS = 15_000;
/** How long a claimed delivery is kept from other runs: longer than one send. */
const LEASE_MS = 2 * 60_000;

export interface WebhookRetriesResult extends Record<string, unknown> {
  sent: number;
  done: boolean;
}

export async function retryWebhooks(ctx: JobContext): Promise<WebhookRetriesResult> {
  const result: WebhookRetriesResult = { sent: 0, done: true };
  for (;;) {
    if (ctx.timeLeftMs() < STOP_MARGIN_MS) return { ...result, done: false };
    const now = ctx.now();
    const due = await store.queryDueDeliveries(now.toISOString(), PAGE);
    if (due.length === 0) return result;
    let claimed = 0;
    await eachLimited(due, async (delivery) => {
      if (ctx.timeLeftMs() < STOP_MARGIN_MS) return;
      if (!(await store.claimDelivery(delivery, new Date(now.getTime() + LEASE_MS).toISOString()))) return;
      claimed++;
      try {
        // Read at each send: an earlier send of this run may have disabled it.
        const endpoint = await store.getEndpoint(delivery.communityId, delivery.endpointId);
        await attemptDelivery(delivery, endpoint, now);
        result.sent++;
      } catch (error) {
        logger.error('webhook retry failed', {
          communityId: delivery.communityId,
          endpointId: delivery.endpointId,
          eventId: delivery.id,
          error: String(error),
        });
      }
    });
    if (claimed === 0) return result;
  }
}
