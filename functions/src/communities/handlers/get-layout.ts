import type { HandlerInput } from '../../platform/http/route.ts';
import { getLayout as layout } from '../../posts/frame.ts';

export async function getLayout({ tenant, actor }: HandlerInput<object>) {
  return { body: await layout(tenant, actor) };
}
