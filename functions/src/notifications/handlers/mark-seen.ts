import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function markSeen({ tenant, actor }: HandlerInput<object>) {
  return { body: await service.markSeen(tenant, actor) };
}
