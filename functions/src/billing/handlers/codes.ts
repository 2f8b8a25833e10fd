// Lifetime codes' routes: the sign-up's check, redeem, the owner's list, apply, and the operator's refunds.
import type {
  applyCodesBodySchema,
  checkCodesBodySchema,
  listCodesQuerySchema,
  redeemCodesBodySchema,
  refundCodesBodySchema,
} from '@hearth/shared/schemas/codes';
import { CODES_SECRET_HEADER } from '@hearth/shared/schemas/codes';
import { ownerRequest } from '../../communities/context.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { assertOperator, refundCodes as refund } from '../codes/refund.ts';
import * as codes from '../codes/service.ts';

export async function checkCodes(input: HandlerInput<{ body: typeof checkCodesBodySchema }>) {
  return { body: await codes.checkCodes(input.body.codes, clientIp(input.event)) };
}

export async function redeemCodes(input: HandlerInput<{ body: typeof redeemCodesBodySchema }>) {
  const { actor, ip } = ownerRequest(input);
  return { body: await codes.redeemCodes(actor, ip, input.body.codes) };
}

export async function listCodes(input: HandlerInput<{ query: typeof listCodesQuerySchema }>) {
  return { body: await codes.listCodes(ownerRequest(input).actor, input.query) };
}

export async function applyCodes(input: HandlerInput<{ body: typeof applyCodesBodySchema }>) {
  return { body: await codes.applyCodes(ownerRequest(input).actor, input.body.communityId) };
}

export async function refundCodes(input: HandlerInput<{ body: typeof refundCodesBodySchema }>) {
  await assertOperator(input.event.headers[CODES_SECRET_HEADER]);
  return { body: await refund(input.body.codes) };
}
