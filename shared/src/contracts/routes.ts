// Every endpoint's method and path, without its schemas: the contracts (`<domain>.ts`) spread their route from
// here, so it is declared once, and the SPA's first-paint fetchers read it without loading zod and the schema
// modules (their response schemas load beside the request; web/src/lib/api-client.ts).
import type { Endpoint } from './endpoint.ts';

export type Route = Pick<Endpoint, 'method' | 'path'>;

// The tables the SPA's first paint reads live in core-routes.ts (re-exported here by name), so that this module, with
// every other table, stays out of the first-paint chunk.
export {
  authRoutes,
  commentRoutes,
  communityRoutes,
  memberRoutes,
  notificationRoutes,
  postRoutes,
} from './core-routes.ts';

export const systemRoutes = {
  getHealth: { method: 'GET', path: '/api/health' },
  getOpenApi: { method: 'GET', path: '/api/v1/openapi.json' },
  unknownApiRoute: { method: 'ANY', path: '/api/{proxy+}' },
} as const satisfies Record<string, Route>;

// gatekeeping
export const gatekeepingRoutes = {
  listWordFilter: { method: 'GET', path: '/api/v1/communities/{communityId}/word-filter' },
  saveWords: { method: 'PATCH', path: '/api/v1/communities/{communityId}/word-filter/words' },
  removeWord: { method: 'DELETE', path: '/api/v1/communities/{communityId}/word-filter/words/{word}' },
  setDefaultFilter: { method: 'PUT', path: '/api/v1/communities/{communityId}/word-filter/default' },
  listMemberRequests: { method: 'GET', path: '/api/v1/communities/{communityId}/member-requests' },
  decideMemberRequests: { method: 'POST', path: '/api/v1/communities/{communityId}/member-requests/decisions' },
  getMemberWhitelist: { method: 'GET', path: '/api/v1/communities/{communityId}/member-whitelist' },
  saveMemberWhitelist: { method: 'PUT', path: '/api/v1/communities/{communityId}/member-whitelist' },
  listPostSubmissions: { method: 'GET', path: '/api/v1/communities/{communityId}/post-submissions' },
  // invitations
  inviteMembers: { method: 'POST', path: '/api/v1/communities/{communityId}/invitations' },
  listInvitations: { method: 'GET', path: '/api/v1/communities/{communityId}/invitations' },
  openInvitation: { method: 'POST', path: '/api/v1/invitations/open' },
} as const satisfies Record<string, Route>;

// moderation
export const moderationRoutes = {
  createReport: { method: 'POST', path: '/api/v1/reports' },
  listReports: { method: 'GET', path: '/api/v1/moderation/reports' },
  actOnReports: { method: 'POST', path: '/api/v1/moderation/reports/actions' },
  actOnMember: { method: 'POST', path: '/api/v1/moderation/members/{memberId}/actions' },
  deleteContent: { method: 'POST', path: '/api/v1/moderation/content/{contentType}/{contentId}/delete' },
  listAuditLogs: { method: 'GET', path: '/api/v1/moderation/audit-logs' },
  undoAuditEntry: { method: 'POST', path: '/api/v1/moderation/audit-logs/{entryId}/undo' },
  // The owner app's Community Manager: the same pages for the community named in the path.
  listCommunityReports: { method: 'GET', path: '/api/v1/communities/{communityId}/moderation/reports' },
  actOnCommunityReports: { method: 'POST', path: '/api/v1/communities/{communityId}/moderation/reports/actions' },
  listCommunityAuditLogs: { method: 'GET', path: '/api/v1/communities/{communityId}/moderation/audit-logs' },
  undoCommunityAuditEntry: {
    method: 'POST',
    path: '/api/v1/communities/{communityId}/moderation/audit-logs/{entryId}/undo',
  },
  setCommunityPostApproval: {
    method: 'PUT',
    path: '/api/v1/communities/{communityId}/moderation/posts/{postId}/approval',
  },
} as const satisfies Record<string, Route>;

export const billingRoutes = {
  getPaymentStatus: { method: 'GET', path: '/api/v1/billing/payment-status' },
  createCheckoutSession: { method: 'POST', path: '/api/v1/billing/checkout-sessions' },
  getSubscriptionDetails: { method: 'GET', path: '/api/v1/communities/{communityId}/subscription' },
  previewPlanChange: { method: 'GET', path: '/api/v1/communities/{communityId}/subscription/plan-preview' },
  changePlan: { method: 'PUT', path: '/api/v1/communities/{communityId}/subscription/plan' },
  cancelSubscription: { method: 'POST', path: '/api/v1/communities/{communityId}/subscription/cancel' },
  renewSubscription: { method: 'POST', path: '/api/v1/communities/{communityId}/subscription/renew' },
  createPortalSession: { method: 'POST', path: '/api/v1/communities/{communityId}/subscription/portal-sessions' },
  /** Stripe's platform-account events: no session, the signature on the raw body is the proof. */
  stripeWebhook: { method: 'POST', path: '/api/v1/billing/stripe-webhook' },
} as const satisfies Record<string, Route>;

/** Lifetime codes from the deal marketplace (served by the billing Lambda). */
export const codesRoutes = {
  checkCodes: { method: 'POST', path: '/api/v1/codes/check' },
  redeemCodes: { method: 'POST', path: '/api/v1/codes/redeem' },
  listCodes: { method: 'GET', path: '/api/v1/codes' },
  applyCodes: { method: 'POST', path: '/api/v1/codes/apply' },
  /** The operator's refunds: no session, a secret header is the proof. */
  refundCodes: { method: 'POST', path: '/api/v1/codes/refunds' },
} as const satisfies Record<string, Route>;

/** Paid membership: the owner's /monetization (Stripe Connect payouts) and the member's supporter subscription. */
export const supporterRoutes = {
  getMonetization: { method: 'GET', path: '/api/v1/communities/{communityId}/monetization' },
  getMonetizationBalance: { method: 'GET', path: '/api/v1/communities/{communityId}/monetization/balance' },
  listPayoutCountries: { method: 'GET', path: '/api/v1/monetization/countries' },
  startPayoutOnboarding: { method: 'POST', path: '/api/v1/communities/{communityId}/monetization/onboarding' },
  getPayoutAccountStatus: { method: 'GET', path: '/api/v1/communities/{communityId}/monetization/account-status' },
  setSupportersEnabled: { method: 'PUT', path: '/api/v1/communities/{communityId}/monetization/enabled' },
  updateSupporterPrice: { method: 'PUT', path: '/api/v1/communities/{communityId}/monetization/price' },
  updateSupporterPerks: { method: 'PUT', path: '/api/v1/communities/{communityId}/monetization/perks' },
  listSubscribers: { method: 'GET', path: '/api/v1/communities/{communityId}/monetization/subscribers' },
  getMySupporterSubscription: { method: 'GET', path: '/api/v1/me/supporter-subscription' },
  subscribeAsSupporter: { method: 'POST', path: '/api/v1/me/supporter-subscription/checkout' },
  unsubscribeAsSupporter: { method: 'POST', path: '/api/v1/me/supporter-subscription/cancel' },
  resumeAsSupporter: { method: 'POST', path: '/api/v1/me/supporter-subscription/resume' },
  /** Stripe's Connect (connected accounts') events: no session, the signature on the raw body is the proof. */
  connectWebhook: { method: 'POST', path: '/api/v1/billing/connect-webhook' },
} as const satisfies Record<string, Route>;

export const customDomainRoutes = {
  getCustomDomain: { method: 'GET', path: '/api/v1/communities/{communityId}/custom-domain' },
  addCustomDomain: { method: 'PUT', path: '/api/v1/communities/{communityId}/custom-domain' },
  deleteCustomDomain: { method: 'DELETE', path: '/api/v1/communities/{communityId}/custom-domain' },
} as const satisfies Record<string, Route>;

export const analyticsRoutes = {
  getAnalytics: { method: 'GET', path: '/api/v1/communities/{communityId}/analytics' },
  getOnlineNow: { method: 'GET', path: '/api/v1/communities/{communityId}/analytics/online' },
  sendBeacon: { method: 'POST', path: '/api/v1/beacon' },
} as const satisfies Record<string, Route>;

/** The owner's support chat identity, and the one answer to whether an owner account exists for an address. */
export const supportRoutes = {
  getSupportHash: { method: 'GET', path: '/api/v1/account/support-hash' },
  checkAccountExists: { method: 'POST', path: '/api/v1/account/exists' },
} as const satisfies Record<string, Route>;
