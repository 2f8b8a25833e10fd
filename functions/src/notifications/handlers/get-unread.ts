import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function getUnread({ tenant, actor }: HandlerInput<object>) {
  return { body: await service.getUnread(tenant, actor) };
}
