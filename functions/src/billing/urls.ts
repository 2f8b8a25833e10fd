// Where the provider's hosted pages send the browser back: pages of the owner app, on the host the request came
// from (or, from a consumer with no request, the configured app host).
import { siteOrigin } from '../platform/auth/cookies.ts';

/** Checkout's return pages: the builder's payment status (§4), or /subscription for a community's checkout. */
export function checkoutReturn(host: string, forCommunity: boolean, fromApp: boolean) {
  const origin = siteOrigin(host);
  if (forCommunity)
    return { successUrl: `${origin}/subscription?checkout=success`, cancelUrl: `${origin}/subscription` };
  return {
    successUrl: `${origin}/onboarding/payment-status?session_id={CHECKOUT_SESSION_ID}${fromApp ? '&source=app' : ''}`,
    cancelUrl: `${origin}/onboarding/choose-your-plan`,
  };
}

export const portalReturn = (origin: string) => `${origin}/subscription`;

/** Payout onboarding's way back to /monetization: `return` when done (or left), `refresh` when the link expired. */
export function payoutOnboardingReturn(host: string, communityId: string) {
  const back = (callback: 'return' | 'refresh') =>
    `${siteOrigin(host)}/monetization?callback=${callback}&communityId=${encodeURIComponent(communityId)}`;
  return { returnUrl: back('return'), refreshUrl: back('refresh') };
}
