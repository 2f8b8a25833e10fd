// The member's supporter subscription (member-forum §2 /subscription, §4): the community's offer with its perks and the
// member's own subscription, and the actions on it. Subscribe answers Checkout's address on the community's payout
// account; Unsubscribe (at the period's end) and Resume answer the new state, which replaces the cached one. Each
// change also refreshes what shows the state elsewhere: the session (subscriber flag) and the member's own profile.
import { supporterRoutes } from '@hearth/shared/contracts/routes';
import type { MySupporterSubscription } from '@hearth/shared/schemas/monetization';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/auth/api/get-session.ts';
import { memberKeys } from '@/features/members/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { supporterKeys } from './keys.ts';

// The contract's schemas load with the first request (the page's chunk stays small; docs/architecture/web.md).
const contracts = () => import('@hearth/shared/contracts/monetization');

export function getMySupporterSubscription(signal?: AbortSignal) {
  return apiRequest(supporterRoutes.getMySupporterSubscription.path, {
    schema: () => contracts().then((m) => m.getMySupporterSubscription.response),
    signal,
  });
}

const subscribe = () =>
  apiRequest(supporterRoutes.subscribeAsSupporter.path, {
    method: 'POST',
    schema: () => contracts().then((m) => m.subscribeAsSupporter.response),
  });
const unsubscribe = () =>
  apiRequest(supporterRoutes.unsubscribeAsSupporter.path, {
    method: 'POST',
    schema: () => contracts().then((m) => m.unsubscribeAsSupporter.response),
  });
const resume = () =>
  apiRequest(supporterRoutes.resumeAsSupporter.path, {
    method: 'POST',
    schema: () => contracts().then((m) => m.resumeAsSupporter.response),
  });

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
    void queryClient.invalidateQueries({ queryKey: memberKeys.profiles() });
  };
  return {
    subscribe: useMutation({ mutationFn: subscribe }),
    unsubscribe: useMutation({ mutationFn: unsubscribe, onSuccess: changed }),
    resume: useMutation({ mutationFn: resume, onSuccess: changed }),
  };
}
