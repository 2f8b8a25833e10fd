import type { HandlerInput } from '../../platform/http/route.ts';
import * as quests from '../../gamification/quests.ts';

export async function listQuests({ tenant, actor }: HandlerInput<object>) {
  return { body: await quests.listQuests(tenant, actor) };
}
