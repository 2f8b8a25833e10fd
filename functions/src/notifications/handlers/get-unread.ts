import type { HandlerInput } from '../../platform/http/route.ts';
import * as bell from '../bell.ts';

export async function getUnread({ tenant, actor }: HandlerInput<object>) {
  return { body: await bell.getUnread(tenant, actor) };
}
