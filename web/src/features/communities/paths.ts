// The owner journey's paths (owner-dashboard §2): onboarding, the builder's steps and the dashboard pages.
export const onboardingPaths = {
  welcome: '/onboarding/welcome',
  communityAccess: '/onboarding/community-access',
  companyInfo: '/onboarding/company-info',
  /** An older link to the company info step. */
  companyInformation: '/company-information',
  choosePlan: '/onboarding/choose-your-plan',
  choosePlanAlias: '/onboarding/choose-plan',
  /** Where checkout returns the owner (`session_id`, and `source=app` from the dashboard). */
  paymentStatus: '/onboarding/payment-status',
} as const;

export const builderPaths = {
  name: '/builder/name',
  setup: '/builder/community-setup',
  description: '/builder/description',
  branding: '/builder/branding',
  design: '/builder/design',
  publish: '/builder/publish',
  congrats: '/builder/congrats',
  viewCommunity: '/builder/view-community',
} as const;

export const dashboardPaths = {
  overview: '/overview',
  statistics: '/statistics',
  subscription: '/subscription',
  platform: '/platform',
  monetization: '/monetization',
  usersApi: '/users-api',
  usersApiReference: '/users-api/reference',
  webhooks: '/webhooks',
  account: '/account',
  help: '/help',
  /** The owner's lifetime codes; `/appsumo/{code}` opens it with the code in the stack input. */
  codes: '/appsumo',
  profile: '/profile',
  communityManager: '/community-dashboard/roles',
  // gatekeeping
  wordFilter: '/community-dashboard/word-filter',
  memberApproval: '/community-dashboard/member-approval',
  invitations: '/community-dashboard/invitations',
  contentApproval: '/community-dashboard/content-approval',
  // moderation
  reports: '/community-dashboard/reports',
  auditLogs: '/community-dashboard/audit-logs',
  // notifications
  notificationTrigger: '/community-dashboard/notification-trigger',
} as const;

/** The marketplace's pages (/appsumo, /appsumo/{code}): a guest is sent to sign up there, not to sign in (§2). */
export const isMarketplacePath = (pathname: string) => /^\/appsumo(\/|$)/.test(pathname);

/** /builder/view-community?communityId= : opens the community (a new tab is given this same-origin address). */
export const viewCommunityHref = (communityId: string) =>
  `${builderPaths.viewCommunity}?${new URLSearchParams({ communityId })}`;
