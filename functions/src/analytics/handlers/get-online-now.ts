import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as read from '../read.ts';

export async function getOnlineNow({ actor, params }: HandlerInput<{ params: typeof communityParamsSchema }>) {
  return { body: await read.getOnlineNow(actor!, params.communityId) };
}
