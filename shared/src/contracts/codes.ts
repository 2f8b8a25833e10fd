// Lifetime codes from the deal marketplace (owner-dashboard §2 /appsumo, §3, §4, §7 Codes, §9 Lifetime deal): the
// sign-up form's check, redeeming, the owner's list with its totals, applying codes to a community the caller owns
// (or reserving them for the builder's next community), and the operator's refunds. Served by the billing Lambda.
import {
  applyCodesBodySchema,
  checkCodesBodySchema,
  codeApplicationSchema,
  codeCheckResultSchema,
  codeListSchema,
  listCodesQuerySchema,
  redeemCodesBodySchema,
  refundCodesBodySchema,
  refundReceiptSchema,
} from '../schemas/codes.ts';
import { endpoint } from './endpoint.ts';
import { codesRoutes } from './routes.ts';

export const checkCodes = endpoint({
  ...codesRoutes.checkCodes,
  summary:
    'Whether each of 1–2 codes may be redeemed: valid, redeemed, refunded or invalid. No session (the marketplace ' +
    'sign-up checks before the account exists); rate-limited like sign-up.',
  tenancy: 'app',
  auth: 'public',
  request: { body: checkCodesBodySchema },
  response: codeCheckResultSchema,
  errors: [400, 429],
});

export const redeemCodes = endpoint({
  ...codesRoutes.redeemCodes,
  summary:
    'Redeems 1–2 codes for the signed-in owner, all or none in one transaction; a code someone already redeemed is ' +
    'refused (409). Answers the owner’s codes.',
  tenancy: 'app',
  auth: 'user',
  request: { body: redeemCodesBodySchema },
  response: codeListSchema,
  errors: [400, 401, 409, 429],
});

export const listCodes = endpoint({
  ...codesRoutes.listCodes,
  summary: "The signed-in owner's codes, filtered by status, with the totals over all of them.",
  tenancy: 'app',
  auth: 'user',
  request: { query: listCodesQuerySchema },
  response: codeListSchema,
  errors: [400, 401],
});

export const applyCodes = endpoint({
  ...codesRoutes.applyCodes,
  summary:
    'Applies the owner’s Available codes by the lifetime-deal rule to a community the caller owns (not lifetime ' +
    'Premium, no subscription), or (communityId null) reserves them for the next community the builder creates.',
  tenancy: 'app',
  auth: 'user',
  request: { body: applyCodesBodySchema },
  response: codeApplicationSchema,
  errors: [400, 401, 403, 404, 409],
});

export const refundCodes = endpoint({
  ...codesRoutes.refundCodes,
  summary:
    'Operator: marks codes refunded (the x-hearth-codes-secret header carries the secret). An applied code takes ' +
    'its plan back from the community and the owner is e-mailed. Idempotent.',
  tenancy: 'app',
  auth: 'public',
  request: { body: refundCodesBodySchema },
  response: refundReceiptSchema,
  errors: [400, 403],
});

export const codesEndpoints = { checkCodes, redeemCodes, listCodes, applyCodes, refundCodes };
