// The dashboard's trial banner (owner-dashboard §4 Trial banner): admin-like users of a community on a non-lifetime
// plan whose subscription is incomplete, trialing or incomplete_expired see it, red once the trial's end is past
// (it stays), otherwise blue and dismissible for the browser session. It advertises the trial promotion code.
import { ACCESS_LEVEL_ADMIN } from '../constants/auth.ts';
import { TRIAL_PROMOTION_CODE } from '../constants/plans.ts';
import type { SubscriptionStatus } from '../schemas/billing.ts';

/** What the banner reads: the user's place in the community and the community's plan (the owner app's list). */
export interface TrialBannerInput {
  role: 'owner' | 'editor';
  accessLevel: number;
  plan: {
    planId: string | null;
    status: SubscriptionStatus | null;
    /** Unix seconds. */
    trialEndsAt: number | null;
    isLifetime: boolean;
  };
}

export interface TrialBanner {
  tone: 'red' | 'blue';
  /** Blue banners close for the rest of the browser session; a red one stays until a plan is paid. */
  dismissible: boolean;
  /** The trial is over. */
  ended: boolean;
  promotionCode: string;
}

const TRIAL_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['incomplete', 'trialing', 'incomplete_expired']);

/** The banner to show at `now`, or null when there is none. */
export function trialBanner(input: TrialBannerInput, now: Date): TrialBanner | null {
  const adminLike = input.role === 'owner' || input.accessLevel >= ACCESS_LEVEL_ADMIN;
  const { plan } = input;
  if (!adminLike || plan.isLifetime || /^lifetime-/.test(plan.planId ?? '')) return null;
  if (plan.status === null || !TRIAL_STATUSES.has(plan.status)) return null;
  const ended = plan.trialEndsAt !== null && now.getTime() > plan.trialEndsAt * 1000;
  return { tone: ended ? 'red' : 'blue', dismissible: !ended, ended, promotionCode: TRIAL_PROMOTION_CODE };
}

/** The banner's sentence. */
export function trialBannerText(banner: TrialBanner): string {
  const offer = `use the code ${banner.promotionCode} at checkout for 50% off your first payment.`;
  return banner.ended
    ? `Your free trial has ended. Choose a plan to keep your community running: ${offer}`
    : `You are on a free trial. Choose a plan before it ends and ${offer}`;
}
