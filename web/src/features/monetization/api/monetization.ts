// The owner's /monetization data and actions: the paid-membership settings (one read of Hearth's own items), the
// payout account's balance (asked of the provider apart, so its failure leaves the rest of the page working), the
// payout countries, the subscribers by filter, and the writes — each write answers the whole settings, which replace
// the cached ones.
import { monetizationEndpoints as contracts } from '@hearth/shared/contracts/monetization';
import type { SubscriberFilter } from '@hearth/shared/rules/supporters';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@/features/communities/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';
import { leavePageFor } from '../leave-page.ts';
import { monetizationKeys } from './keys.ts';

const pathOf = (path: string, communityId: string) => fillPath(path, { communityId });

export const monetizationQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: monetizationKeys.settings(communityId),
    queryFn: ({ signal }) =>
      apiRequest(pathOf(contracts.getMonetization.path, communityId), {
        schema: contracts.getMonetization.response,
        signal,
      }),
  });

/** The provider may be down: one try, and the card offers Retry. */
export const balanceQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: monetizationKeys.balance(communityId),
    queryFn: ({ signal }) =>
      apiRequest(pathOf(contracts.getMonetizationBalance.path, communityId), {
        schema: contracts.getMonetizationBalance.response,
        signal,
      }),
    retry: false,
  });

export const payoutCountriesQueryOptions = () =>
  queryOptions({
    queryKey: monetizationKeys.countries(),
    queryFn: ({ signal }) =>
      apiRequest(contracts.listPayoutCountries.path, { schema: contracts.listPayoutCountries.response, signal }),
    retry: false,
    staleTime: Infinity,
  });

export const subscribersQueryOptions = (communityId: string, filter: SubscriberFilter) =>
  infiniteQueryOptions({
    queryKey: monetizationKeys.subscribers(communityId, filter),
    ...cursorPages((cursor, signal) => {
      const query = new URLSearchParams({ filter });
      if (cursor) query.set('cursor', cursor);
      return apiRequest(`${pathOf(contracts.listSubscribers.path, communityId)}?${query}`, {
        schema: contracts.listSubscribers.response,
        signal,
      });
    }),
  });

/** The writes on the paid membership; each stores the settings it answers. */
export function useMonetizationActions(communityId: string) {
  const queryClient = useQueryClient();
  const store = (settings: Monetization) => queryClient.setQueryData(monetizationKeys.settings(communityId), settings);
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest(pathOf(contracts.setSupportersEnabled.path, communityId), {
        method: 'PUT',
        body: { enabled },
        schema: contracts.setSupportersEnabled.response,
      }),
    onSuccess: store,
  });
  const updatePrice = useMutation({
    mutationFn: (body: { amount: number; currency: string }) =>
      apiRequest(pathOf(contracts.updateSupporterPrice.path, communityId), {
        method: 'PUT',
        body,
        schema: contracts.updateSupporterPrice.response,
      }),
    onSuccess: store,
  });
  const updatePerks = useMutation({
    mutationFn: (subscriptionPerks: string) =>
      apiRequest(pathOf(contracts.updateSupporterPerks.path, communityId), {
        method: 'PUT',
        body: { subscriptionPerks },
        schema: contracts.updateSupporterPerks.response,
      }),
    onSuccess: store,
  });
  return { setEnabled, updatePrice, updatePerks };
}

/**
 * Opens the payout account's hosted onboarding (creating the account in `country` the first time) and sends the
 * browser there; after a success the browser is on its way, so callers keep their controls disabled.
 */
export function usePayoutOnboarding(communityId: string) {
  return useMutation({
    mutationFn: async (country: string | undefined) => {
      const link = await apiRequest(pathOf(contracts.startPayoutOnboarding.path, communityId), {
        method: 'POST',
        body: country ? { country } : {},
        schema: contracts.startPayoutOnboarding.response,
      });
      leavePageFor(link.url);
      return link;
    },
  });
}

/** Asks the provider whether the payout account can receive payouts now (the server keeps the answer). */
export function getPayoutAccountStatus(communityId: string) {
  return apiRequest(pathOf(contracts.getPayoutAccountStatus.path, communityId), {
    schema: contracts.getPayoutAccountStatus.response,
  });
}
