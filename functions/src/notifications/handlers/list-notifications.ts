import type { notificationsQuerySchema } from '@hearth/shared/schemas/notifications';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function listNotifications({
  tenant,
  actor,
  query,
}: HandlerInput<{ query: typeof notificationsQuerySchema }>) {
  return { body: await service.listNotifications(tenant, actor, query.category, query.cursor) };
}
