// A member's supporter subscription as their profile and session show it (member-forum §3 Profile), in a module of
// its own with no other imports: the profile route's cold start reads it without the monetization schemas.
import * as z from 'zod';

export const supporterStatusSchema = z.enum([
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
]);

const iso = z.iso.datetime();

/** A member's own supporter subscription as member-forum §3 Profile names it. */
export const supporterSubscriptionSchema = z.object({
  status: supporterStatusSchema,
  startedAt: iso,
  currentPeriodEnd: iso.nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SupporterSubscription = z.infer<typeof supporterSubscriptionSchema>;
