// The member's supporter subscription (member-forum §2 /subscription, §4): the community's offer with its perks and the
// member's own subscription, and the actions on it. Subscribe answers Checkout's address on the community's payout
// account; Unsubscribe (at the period's end) and Resume answer the new state, which replaces the cached one. Each
// change also refreshes what shows the state elsewhere: the session (subscriber flag) and the member's own profile.
import {
  getMySupporterSubscription as getContract,
  resumeAsSupporter as resumeContract,
  subscribeAsSupporter as subscribeContract,
  unsubscribeAsSupporter as unsubscribeContract,
} from '@hearth/shared/contracts/monetization';
import type { MySupporterSubscription } from '@hearth/shared/schemas/monetization';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/auth/api/get-session.ts';
import { memberKeys } from '@/features/members/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { supporterKeys } from './keys.ts';

export function getMySupporterSubscription(signal?: AbortSignal) {
  return apiRequest(getContract.path, { schema: getContract.response, signal });
}

export const mySupporterSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: supporterKeys.mine(),
    queryFn: ({ signal }) => getMySupporterSubscription(signal),
  });

export const useMySupporterSubscription = () => useQuery(mySupporterSubscriptionQueryOptions());

/** Subscribe, Unsubscribe and Resume; the last two put the state they answer into the cache. */
export function useSupporterActions() {
  const queryClient = useQueryClient();
  const changed = (next: MySupporterSubscription) => {
    queryClient.setQueryData(supporterKeys.mine(), next);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    void queryClient.invalidateQueries({ queryKey: memberKeys.profile('me') });
  };
  const subscribe = useMutation({
    mutationFn: () => apiRequest(subscribeContract.path, { method: 'POST', schema: subscribeContract.response }),
  });
  const unsubscribe = useMutation({
    mutationFn: () => apiRequest(unsubscribeContract.path, { method: 'POST', schema: unsubscribeContract.response }),
    onSuccess: changed,
  });
  const resume = useMutation({
    mutationFn: () => apiRequest(resumeContract.path, { method: 'POST', schema: resumeContract.response }),
    onSuccess: changed,
  });
  return { subscribe, unsubscribe, resume };
}
