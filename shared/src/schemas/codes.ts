// Lifetime codes (owner-dashboard §3 Redeem code and lifetime code, §7 Codes): the redeem check the sign-up form
// calls before the account exists, redeeming, the owner's code list with its totals, applying codes to a community
// (or reserving them for the builder's next one), and the operator's refunds. A code is trimmed and upper-cased
// before it is checked against its form (rules/lifetime-codes.ts).
import * as z from 'zod';
import * as messages from '../messages.ts';
import {
  CODE_PATTERN,
  CODE_STATUSES,
  LIFETIME_PLAN_IDS,
  MAX_CODES_PER_REDEEM,
  normaliseCode,
} from '../rules/lifetime-codes.ts';

/** A code as typed: trimmed and upper-cased, never longer than 100 characters as sent. */
const typedCodeSchema = z
  .string({ error: messages.codeInvalid })
  .max(100, messages.codeInvalid)
  .transform(normaliseCode)
  .pipe(z.string().min(1, messages.codesRequired));

/** A normalised code of the right form (`^[A-Z0-9-]{6,64}$`), else "This code is invalid". */
export const codeSchema = typedCodeSchema.pipe(z.string().regex(CODE_PATTERN, messages.codeInvalid));

/** The same code twice in one request is refused on the second ("You already entered this code"). */
const distinctCodes = <T extends z.ZodType<string[]>>(schema: T) =>
  schema.superRefine((codes, ctx) => {
    codes.forEach((code, i) => {
      if (codes.indexOf(code) !== i) ctx.addIssue({ code: 'custom', message: messages.codeEnteredTwice, path: [i] });
    });
  });

const codeListOf = <T extends z.ZodType<string, string>>(item: T, max: number, tooMany: string) =>
  distinctCodes(
    z
      .array(item, { error: messages.codesRequired })
      .min(1, messages.codesRequired)
      .max(max, tooMany) as unknown as z.ZodType<string[]>,
  );

/** checkCodes: 1–2 codes as typed; a code of the wrong form is answered `invalid`, not refused. */
export const checkCodesBodySchema = z.object({
  codes: codeListOf(typedCodeSchema, MAX_CODES_PER_REDEEM, messages.codesTooMany),
});
export type CheckCodesBody = z.infer<typeof checkCodesBodySchema>;

export const codeCheckStatusSchema = z.enum(['valid', 'redeemed', 'refunded', 'invalid']);
export const codeCheckResultSchema = z
  .object({ results: z.array(z.object({ code: z.string(), status: codeCheckStatusSchema })) })
  .meta({ id: 'CodeCheckResult' });
export type CodeCheckResult = z.infer<typeof codeCheckResultSchema>;

/** redeemCodes: 1–2 well-formed, distinct codes (the sign-up's code1/code2, or /appsumo's one stacked code). */
export const redeemCodesBodySchema = z.object({
  codes: codeListOf(codeSchema, MAX_CODES_PER_REDEEM, messages.codesTooMany),
});
export type RedeemCodesBody = z.infer<typeof redeemCodesBodySchema>;

export const codeStatusSchema = z.enum(CODE_STATUSES);
export const lifetimePlanIdSchema = z.enum(LIFETIME_PLAN_IDS);

/** listCodes: the /appsumo filter (All / Available / Refunded / Applied). */
export const listCodesQuerySchema = z.object({ status: z.enum(['all', ...CODE_STATUSES]).default('all') });
export type ListCodesQuery = z.infer<typeof listCodesQuerySchema>;

export const lifetimeCodeSchema = z
  .object({
    code: z.string(),
    status: codeStatusSchema,
    /** The plan the code's community has, set when applied; null while Available. */
    planId: lifetimePlanIdSchema.nullable(),
    /** The community it is applied to; null while Available or reserved for the owner's next community. */
    communityId: z.string().nullable(),
    communityName: z.string().nullable(),
    /** ISO 8601. */
    redeemedAt: z.string(),
  })
  .meta({ id: 'LifetimeCode' });
export type LifetimeCode = z.infer<typeof lifetimeCodeSchema>;

export const codeTotalsSchema = z.object({
  totalAvailable: z.number().int().nonnegative(),
  codesCount: z.number().int().nonnegative(),
  /** The best lifetime plan among the owner's applied codes; null when none is applied. */
  planId: lifetimePlanIdSchema.nullable(),
});

/** The owner's codes (newest first, filtered) and the totals over all of them. */
export const codeListSchema = z
  .object({ codes: z.array(lifetimeCodeSchema), totals: codeTotalsSchema })
  .meta({ id: 'LifetimeCodeList' });
export type CodeList = z.infer<typeof codeListSchema>;

/** applyCodes: a community the caller owns, or null to reserve the codes for the builder's next community. */
export const applyCodesBodySchema = z.object({ communityId: z.string().min(1).max(64).nullable() });
export type ApplyCodesBody = z.infer<typeof applyCodesBodySchema>;

export const codeApplicationSchema = z
  .object({
    /** The community the plan went to; null when reserved for the next community the owner creates. */
    communityId: z.string().nullable(),
    planId: lifetimePlanIdSchema,
    codesUsed: z.array(z.string()),
  })
  .meta({ id: 'LifetimeCodeApplication' });
export type CodeApplicationResult = z.infer<typeof codeApplicationSchema>;

/** refundCodes (operator): up to 1,000 codes; unknown codes are skipped, refunded ones stay refunded. */
export const refundCodesBodySchema = z.object({
  codes: z.array(codeSchema).min(1, messages.codesRequired).max(1000),
});
export const refundReceiptSchema = z.object({ refunded: z.number().int().nonnegative() }).meta({ id: 'CodeRefunds' });

/** The header the operator's refund request carries its secret in. */
export const CODES_SECRET_HEADER = 'x-hearth-codes-secret';
