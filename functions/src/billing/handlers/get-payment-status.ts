import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../../communities/context.ts';
import { getPaymentStatus as status } from '../checkout.ts';

export async function getPaymentStatus(input: HandlerInput<object>) {
  return { body: await status(ownerRequest(input).actor) };
}
