// Whether the signed-in owner has paid for (or started the free trial of) a plan that no community uses yet: the
// onboarding routes a paid owner on to the builder instead of back to the plan cards. The route table imports this,
// so the response schema loads with the request, not with the owner app.
import { billingRoutes } from '@hearth/shared/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export function getPaymentStatus(signal?: AbortSignal) {
  return apiRequest(billingRoutes.getPaymentStatus.path, {
    schema: () => import('@hearth/shared/schemas/billing').then((m) => m.paymentStatusSchema),
    signal,
  });
}

/** Fresh for a few seconds: the route's loader and its page read one answer, and a later visit asks again. */
export const paymentStatusQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.paymentStatus(),
    queryFn: ({ signal }) => getPaymentStatus(signal),
    staleTime: 5_000,
  });
