import type { claimQuestBodySchema, questParamsSchema } from '@hearth/shared/schemas/gamification';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as quests from '../../gamification/quests.ts';

export async function claimQuest({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof questParamsSchema; body: typeof claimQuestBodySchema }>) {
  return { body: await quests.claimQuest(tenant, actor, params.questId, body.period) };
}
