// The billing domain's route table: every route deferred (none is on a page's first paint), its handler and the
// domain's contracts loading with its first request.
import { billingRoutes, codesRoutes, supporterRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes } from '../platform/http/route.ts';

const lazy = deferredRoutes(billingRoutes, () =>
  import('@hearth/shared/contracts/billing').then((m) => m.billingEndpoints),
);
const subscription = () => import('./handlers/subscription.ts');
const monetizationRoute = deferredRoutes(supporterRoutes, () =>
  import('@hearth/shared/contracts/monetization').then((m) => m.monetizationEndpoints),
);
const monetization = () => import('./handlers/monetization.ts');
const supporterLazy = deferredRoutes(supporterRoutes, () =>
  import('@hearth/shared/contracts/monetization').then((m) => m.supporterEndpoints),
);
const supporter = () => import('./handlers/supporter-subscription.ts');
const codesRoute = deferredRoutes(codesRoutes, () =>
  import('@hearth/shared/contracts/codes').then((m) => m.codesEndpoints),
);
const codes = () => import('./handlers/codes.ts');

export const routes = [
  lazy('getPaymentStatus', () => import('./handlers/get-payment-status.ts').then((m) => m.getPaymentStatus)),
  lazy('createCheckoutSession', () =>
    import('./handlers/create-checkout-session.ts').then((m) => m.createCheckoutSession),
  ),
  lazy('getSubscriptionDetails', () => subscription().then((m) => m.getSubscriptionDetails)),
  lazy('previewPlanChange', () => subscription().then((m) => m.previewPlanChange)),
  lazy('changePlan', () => subscription().then((m) => m.changePlan)),
  lazy('cancelSubscription', () => subscription().then((m) => m.cancelSubscription)),
  lazy('renewSubscription', () => subscription().then((m) => m.renewSubscription)),
  lazy('createPortalSession', () => subscription().then((m) => m.createPortalSession)),
  lazy('stripeWebhook', () => import('./handlers/stripe-webhook.ts').then((m) => m.stripeWebhook)),
  monetizationRoute('getMonetization', () => monetization().then((m) => m.getMonetization)),
  monetizationRoute('getMonetizationBalance', () => monetization().then((m) => m.getMonetizationBalance)),
  monetizationRoute('listPayoutCountries', () => monetization().then((m) => m.listPayoutCountries)),
  monetizationRoute('startPayoutOnboarding', () => monetization().then((m) => m.startPayoutOnboarding)),
  monetizationRoute('getPayoutAccountStatus', () => monetization().then((m) => m.getPayoutAccountStatus)),
  monetizationRoute('setSupportersEnabled', () => monetization().then((m) => m.setSupportersEnabled)),
  monetizationRoute('updateSupporterPrice', () => monetization().then((m) => m.updateSupporterPrice)),
  monetizationRoute('updateSupporterPerks', () => monetization().then((m) => m.updateSupporterPerks)),
  monetizationRoute('listSubscribers', () => monetization().then((m) => m.listSubscribers)),
  supporterLazy('getMySupporterSubscription', () => supporter().then((m) => m.getMySupporterSubscription)),
  supporterLazy('subscribeAsSupporter', () => supporter().then((m) => m.subscribeAsSupporter)),
  supporterLazy('unsubscribeAsSupporter', () => supporter().then((m) => m.unsubscribeAsSupporter)),
  supporterLazy('resumeAsSupporter', () => supporter().then((m) => m.resumeAsSupporter)),
  supporterLazy('connectWebhook', () => import('./handlers/connect-webhook.ts').then((m) => m.connectWebhook)),
  // lifetime codes
  codesRoute('checkCodes', () => codes().then((m) => m.checkCodes)),
  codesRoute('redeemCodes', () => codes().then((m) => m.redeemCodes)),
  codesRoute('listCodes', () => codes().then((m) => m.listCodes)),
  codesRoute('applyCodes', () => codes().then((m) => m.applyCodes)),
  codesRoute('refundCodes', () => codes().then((m) => m.refundCodes)),
];
