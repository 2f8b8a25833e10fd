import type { notificationsQuerySchema } from '@hearth/shared/schemas/notifications';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as bell from '../bell.ts';

export async function listNotifications({
  tenant,
  actor,
  query,
}: HandlerInput<{ query: typeof notificationsQuerySchema }>) {
  return { body: await bell.listNotifications(tenant, actor, query.category, query.cursor) };
}
