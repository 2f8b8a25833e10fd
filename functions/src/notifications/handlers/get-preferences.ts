import type { HandlerInput } from '../../platform/http/route.ts';
import * as preferences from '../preferences.ts';

export async function getPreferences({ tenant, actor }: HandlerInput<object>) {
  return { body: await preferences.getPreferences(tenant, actor) };
}
