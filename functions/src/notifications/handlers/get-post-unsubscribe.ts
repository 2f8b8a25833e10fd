import type { unsubscribePostParamsSchema, unsubscribeTokenQuerySchema } from '@hearth/shared/schemas/notifications';
import type { HandlerInput } from '../../platform/http/route.ts';
import { postUnsubscribeState } from '../unsubscribe.ts';

export async function getPostUnsubscribe({
  tenant,
  params,
  query,
}: HandlerInput<{ params: typeof unsubscribePostParamsSchema; query: typeof unsubscribeTokenQuerySchema }>) {
  return { body: await postUnsubscribeState(tenant, params.postSlug, query.token) };
}
