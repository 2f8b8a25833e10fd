import type { updatePreferencesBodySchema } from '@hearth/shared/schemas/notifications';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as preferences from '../preferences.ts';

export async function updatePreferences({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof updatePreferencesBodySchema }>) {
  return { body: await preferences.updatePreferences(tenant, actor, body.preferences) };
}
