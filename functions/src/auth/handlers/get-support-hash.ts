import type { HandlerInput } from '../../platform/http/route.ts';
import { supportHash } from '../support.ts';

export async function getSupportHash({ actor }: HandlerInput<object>) {
  return { body: await supportHash(actor) };
}
