// Owner billing (owner-dashboard §7 Billing): the payment status, checkout, /subscription's data and actions, the
// customer portal, and the payment provider's webhook. Only the community's owner reaches the community-scoped ones
// (§6); editors, admins and others are refused with the §8 texts.
import {
  changePlanBodySchema,
  checkoutBodySchema,
  checkoutSessionSchema,
  paymentStatusSchema,
  planChangePreviewSchema,
  planPreviewQuerySchema,
  portalSessionSchema,
  subscriptionDetailsSchema,
  webhookReceiptSchema,
} from '../schemas/billing.ts';
import { communityParamsSchema } from '../schemas/params.ts';
import { endpoint } from './endpoint.ts';
import { billingRoutes } from './routes.ts';

export const getPaymentStatus = endpoint({
  ...billingRoutes.getPaymentStatus,
  summary:
    'Whether the signed-in owner has paid for a plan (or started its free trial) that no community uses yet: the ' +
    'onboarding routes a paid owner on to the builder.',
  tenancy: 'app',
  auth: 'user',
  request: {},
  response: paymentStatusSchema,
  errors: [401],
});

export const createCheckoutSession = endpoint({
  ...billingRoutes.createCheckoutSession,
  summary:
    "Opens a checkout for a catalogue price: for a community the caller owns, or (communityId null) for the builder's " +
    'next community. Answers the session id and the hosted page to send the browser to.',
  tenancy: 'app',
  auth: 'user',
  request: { body: checkoutBodySchema },
  response: checkoutSessionSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 502],
});

export const getSubscriptionDetails = endpoint({
  ...billingRoutes.getSubscriptionDetails,
  summary: "The community's plan and subscription as the server holds them (owner only).",
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema },
  response: subscriptionDetailsSchema,
  errors: [401, 403, 404],
});

export const previewPlanChange = endpoint({
  ...billingRoutes.previewPlanChange,
  summary: 'What changing to a price costs now, from the provider’s upcoming-invoice preview (owner only).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, query: planPreviewQuerySchema },
  response: planChangePreviewSchema,
  errors: [400, 401, 403, 404, 409, 502],
});

export const changePlan = endpoint({
  ...billingRoutes.changePlan,
  summary: 'Moves the subscription to another catalogue price, prorated (owner only).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, body: changePlanBodySchema },
  response: subscriptionDetailsSchema,
  errors: [400, 401, 403, 404, 409, 502],
});

export const cancelSubscription = endpoint({
  ...billingRoutes.cancelSubscription,
  summary: 'Cancels the subscription at the end of the paid period (owner only).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema },
  response: subscriptionDetailsSchema,
  errors: [401, 403, 404, 409, 502],
});

export const renewSubscription = endpoint({
  ...billingRoutes.renewSubscription,
  summary: 'Takes back a cancellation set for the end of the period (owner only).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema },
  response: subscriptionDetailsSchema,
  errors: [401, 403, 404, 409, 502],
});

export const createPortalSession = endpoint({
  ...billingRoutes.createPortalSession,
  summary: "A customer-portal session for the community's subscription, opened in a new tab (owner only).",
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema },
  response: portalSessionSchema,
  status: 201,
  errors: [401, 403, 404, 409, 502],
});

export const stripeWebhook = endpoint({
  ...billingRoutes.stripeWebhook,
  summary:
    "The payment provider's platform-account events. No session: the Stripe-Signature header over the raw body is " +
    'verified; each event is applied once, and an older state never overwrites a newer one.',
  tenancy: 'none',
  auth: 'none',
  signedBody: true,
  request: {},
  response: webhookReceiptSchema,
  errors: [400],
});

export const billingEndpoints = {
  getPaymentStatus,
  createCheckoutSession,
  getSubscriptionDetails,
  previewPlanChange,
  changePlan,
  cancelSubscription,
  renewSubscription,
  createPortalSession,
  stripeWebhook,
};
