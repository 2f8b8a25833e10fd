// Owner billing contracts (owner-dashboard §3 Subscription details, §4 Payment status and Subscription status
// display, §7 Billing): checkout from the plan cards, the payment status the onboarding routes by, /subscription's
// data, plan change with its cost preview, cancel, renew and the customer portal. Amounts are in cents, times are
// unix seconds as the spec says.
import * as z from 'zod';
import { priceById } from '../constants/plans.ts';
import * as messages from '../messages.ts';

/** Stripe's subscription statuses the product shows (owner-dashboard §9). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'trialing',
  'incomplete_expired',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A price id of the plan catalogue (its lookup key); anything else is refused with the spec-style message. */
export const priceIdSchema = z
  .string({ error: messages.priceUnknown })
  .max(100, messages.priceUnknown)
  .refine((id) => priceById(id) !== undefined, messages.priceUnknown);

const unixSeconds = z.number().int().nonnegative();

/** createCheckoutSession: `communityId` null in the builder (the community is created on the plan paid for). */
export const checkoutBodySchema = z.object({
  communityId: z.string().min(1).max(64).nullable(),
  priceId: priceIdSchema,
  freeTrial: z.boolean().default(false),
  /** Where the onboarding was opened from: `app` returns to the builder's name step after paying (§4). */
  source: z.enum(['app']).optional(),
  captcha: z.string().max(4096).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutSessionSchema = z
  .object({
    sessionId: z.string(),
    /** The hosted checkout page to send the browser to (Stripe's, or the local simulator's). */
    url: z.string(),
  })
  .meta({ id: 'CheckoutSession' });

/** getPaymentStatus: whether the signed-in owner has paid for a plan not yet used by a community (§4). */
export const paymentStatusSchema = z
  .object({
    paid: z.boolean(),
    /** The plan paid for (`monthly-professional-plan`, …) while it waits for its community; else null. */
    planId: z.string().nullable(),
    freeTrial: z.boolean(),
  })
  .meta({ id: 'PaymentStatus' });

export const cardSchema = z.object({ brand: z.string(), last4: z.string() });

export const subscriptionDetailsSchema = z
  .object({
    /** A subscription was ever started for this community. */
    communitySubscriptionExists: z.boolean(),
    /** The community's owner has a customer at the payment provider (the portal can open). */
    hasStripeAccount: z.boolean(),
    subscriptionDetails: z
      .object({
        status: subscriptionStatusSchema,
        card: cardSchema.nullable(),
        /** The end of the paid period: the next renewal. */
        renewAt: unixSeconds.nullable(),
        trialEnd: unixSeconds.nullable(),
        cancelAt: unixSeconds.nullable(),
        priceId: z.string().nullable(),
      })
      .nullable(),
    /** When the community's free use ends without a subscription (§4 "trial ends on date"). */
    trialEndsAt: unixSeconds.nullable(),
    /** The subscription plan id (`monthly-professional-plan`, `lifetime-premium-plan`, …); null when unknown. */
    planId: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const changePlanBodySchema = z.object({ priceId: priceIdSchema });
export const planPreviewQuerySchema = z.object({ priceId: priceIdSchema });

/** What a plan change costs now (the provider's upcoming-invoice preview with proration). */
export const planChangePreviewSchema = z
  .object({
    priceId: z.string(),
    /**
     * Cents the change costs (0 or more; a credit is carried to the next invoice): charged at once when `chargedNow`
     * (another interval starts a new period now), else the prorated difference added to the next renewal's invoice.
     */
    amountDue: z.number().int(),
    /** Whether `amountDue` is charged when the change is confirmed (else with the next renewal). */
    chargedNow: z.boolean(),
    currency: z.string(),
    /** The next renewal's amount on the new price, in cents. */
    nextAmount: z.number().int(),
    nextRenewAt: unixSeconds.nullable(),
  })
  .meta({ id: 'PlanChangePreview' });

export const portalSessionSchema = z.object({ portalUrl: z.string() }).meta({ id: 'PortalSession' });

/** The webhook's answer: Stripe needs only a 2xx; `duplicate` says the event was already applied. */
export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
