// A community's subscription as the server holds it, and the owner's actions on it: plan change (with its cost
// preview), cancel, renew and the customer portal. Each action answers the new details, which replace the cached ones.
import {
  cancelSubscription as cancelContract,
  changePlan as changeContract,
  createPortalSession as portalContract,
  getSubscriptionDetails as detailsContract,
  previewPlanChange as previewContract,
  renewSubscription as renewContract,
} from '@hearth/shared/contracts/billing';
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@/features/communities/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { billingKeys } from './keys.ts';

const pathOf = (path: string, communityId: string) => fillPath(path, { communityId });

export function getSubscriptionDetails(communityId: string, signal?: AbortSignal) {
  return apiRequest(pathOf(detailsContract.path, communityId), { schema: detailsContract.response, signal });
}

/** What changing to `priceId` costs now; asked only once a plan is picked. */
export function usePlanChangePreview(communityId: string, priceId: string | null) {
  return useQuery({
    queryKey: billingKeys.preview(communityId, priceId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`${pathOf(previewContract.path, communityId)}?${new URLSearchParams({ priceId: priceId ?? '' })}`, {
        schema: previewContract.response,
        signal,
      }),
    enabled: priceId !== null,
    retry: false,
    staleTime: 0,
  });
}

/** The subscription actions of one community; each puts the details it answers into the cache. */
export function useSubscriptionActions(communityId: string) {
  const queryClient = useQueryClient();
  const store = (details: SubscriptionDetails) =>
    queryClient.setQueryData(billingKeys.subscription(communityId), details);
  const changePlan = useMutation({
    mutationFn: (priceId: string) =>
      apiRequest(pathOf(changeContract.path, communityId), {
        method: 'PUT',
        body: { priceId },
        schema: changeContract.response,
      }),
    onSuccess: store,
  });
  const cancel = useMutation({
    mutationFn: () =>
      apiRequest(pathOf(cancelContract.path, communityId), { method: 'POST', schema: cancelContract.response }),
    onSuccess: store,
  });
  const renew = useMutation({
    mutationFn: () =>
      apiRequest(pathOf(renewContract.path, communityId), { method: 'POST', schema: renewContract.response }),
    onSuccess: store,
  });
  const portal = useMutation({
    mutationFn: () =>
      apiRequest(pathOf(portalContract.path, communityId), { method: 'POST', schema: portalContract.response }),
  });
  return { changePlan, cancel, renew, portal };
}
