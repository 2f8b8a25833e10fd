import type { HandlerInput } from '../../platform/http/route.ts';
import * as push from '../push.ts';

export async function getPushKey({ tenant, actor }: HandlerInput<object>) {
  return { body: await push.getPushKey(tenant, actor) };
}
