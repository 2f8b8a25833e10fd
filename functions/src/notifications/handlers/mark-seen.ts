import type { HandlerInput } from '../../platform/http/route.ts';
import * as bell from '../bell.ts';

export async function markSeen({ tenant, actor }: HandlerInput<object>) {
  return { body: await bell.markSeen(tenant, actor) };
}
