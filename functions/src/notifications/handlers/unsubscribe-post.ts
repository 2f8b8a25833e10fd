import type { unsubscribePostParamsSchema, unsubscribeTokenQuerySchema } from '@hearth/shared/schemas/notifications';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as unsubscribe from '../unsubscribe.ts';

export async function unsubscribePost({
  tenant,
  params,
  query,
}: HandlerInput<{ params: typeof unsubscribePostParamsSchema; query: typeof unsubscribeTokenQuerySchema }>) {
  return { body: await unsubscribe.unsubscribePost(tenant, params.postSlug, query.token) };
}
