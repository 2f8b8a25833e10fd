// Query keys of the monetization feature: everything is per community, so switching communities switches them; the
// payout countries are the same for every owner.
import type { SubscriberFilter } from '@hearth/shared/rules/supporters';

export const monetizationKeys = {
  all: ['monetization'] as const,
  community: (communityId: string) => [...monetizationKeys.all, communityId] as const,
  settings: (communityId: string) => [...monetizationKeys.community(communityId), 'settings'] as const,
  balance: (communityId: string) => [...monetizationKeys.community(communityId), 'balance'] as const,
  subscribers: (communityId: string, filter: SubscriberFilter) =>
    [...monetizationKeys.community(communityId), 'subscribers', filter] as const,
  countries: () => [...monetizationKeys.all, 'countries'] as const,
};
