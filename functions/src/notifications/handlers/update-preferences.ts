import type { updatePreferencesBodySchema } from '@hearth/shared/schemas/notifications';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function updatePreferences({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof updatePreferencesBodySchema }>) {
  return { body: await service.updatePreferences(tenant, actor, body.preferences) };
}
