// Query keys of the communities feature: every key that belongs to one community carries its id, so switching
// communities switches every query of the dashboard.
import type { OVERVIEW_RANGES } from '@hearth/shared/schemas/communities';

export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const communityKeys = {
  all: ['communities'] as const,
  mine: () => [...communityKeys.all, 'mine'] as const,
  subdomain: (subdomain: string) => [...communityKeys.all, 'subdomain', subdomain] as const,
  community: (communityId: string) => [...communityKeys.all, 'community', communityId] as const,
  overview: (communityId: string, range: OverviewRange) =>
    [...communityKeys.community(communityId), 'overview', range] as const,
  analytics: (communityId: string, range: { startDate: string; endDate: string }) =>
    [...communityKeys.community(communityId), 'analytics', range.startDate, range.endDate] as const,
  onlineNow: (communityId: string) => [...communityKeys.community(communityId), 'online-now'] as const,
};

export const onboardingKeys = {
  all: ['onboarding'] as const,
};

/** Fills a contract path's `{param}` segments. */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
