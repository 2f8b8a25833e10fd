// Member approval's API (member-forum §2.10, §4, §7.4): the registration requests by status with each member's
// onboarding answers, and bulk Approve / Deny (one result per member: one refusal never fails the others).
import * as z from 'zod';
import * as messages from '../messages.ts';

export const MEMBER_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type MemberRequestStatus = (typeof MEMBER_REQUEST_STATUSES)[number];
/** Requests a page shows, and members one Approve or Deny may name. */
export const MEMBER_REQUESTS_PAGE_SIZE = 20;
export const MEMBER_DECISIONS_MAX = 100;

export const memberRequestsParamsSchema = z.object({ communityId: z.string().min(1).max(64) });
export const memberRequestsQuerySchema = z.object({
  status: z.enum(MEMBER_REQUEST_STATUSES).default('pending'),
  cursor: z.string().max(2000).optional(),
});

export const memberRequestSchema = z.object({
  memberId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(MEMBER_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type MemberRequest = z.infer<typeof memberRequestSchema>;

export const memberRequestsPageSchema = z.object({
  items: z.array(memberRequestSchema),
  nextCursor: z.string().nullable(),
});

export const memberDecisionsBodySchema = z.object({
  memberIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'Select at least one request.')
    .max(MEMBER_DECISIONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each member can be named once.'),
  decision: z.enum(['approve', 'deny']),
});

export const memberDecisionsResponseSchema = z.object({
  results: z.array(
    z.object({
      memberId: z.string(),
      ok: z.boolean(),
      state: z.enum(['active', 'denied']).optional(),
      reason: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});

/** A white-list entry: an e-mail address or a domain, 1-30 characters (member-forum §5). */
export const WHITELIST_ENTRY_MAX = 30;
export const MEMBER_WHITELIST_MAX = 500;
const EMAIL_OR_DOMAIN = /^(?:[^\s@]+@)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The White List's lines: trimmed, lower case, blanks removed (as the screen sends them, and again here). */
export const whitelistEntries = (lines: readonly string[]) =>
  lines.map((line) => line.trim().toLowerCase()).filter((line) => line !== '');

export const memberWhitelistBodySchema = z.object({
  memberWhitelist: z
    .array(z.string().max(1000))
    .max(MEMBER_WHITELIST_MAX)
    .transform(whitelistEntries)
    .pipe(
      z.array(
        z
          .string()
          .max(WHITELIST_ENTRY_MAX, messages.whitelistEntryLength)
          .regex(EMAIL_OR_DOMAIN, messages.whitelistEntryInvalid),
      ),
    ),
});

export const memberWhitelistSchema = z.object({ memberWhitelist: z.array(z.string()) });
