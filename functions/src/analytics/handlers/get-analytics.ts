import type { analyticsRangeQuerySchema } from '@hearth/shared/schemas/analytics';
import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as read from '../read.ts';

export async function getAnalytics({
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof communityParamsSchema; query: typeof analyticsRangeQuerySchema }>) {
  return { body: await read.getAnalytics(actor!, params.communityId, query) };
}
