// Opens a checkout for a catalogue price (for a community the owner has, or with `communityId: null` for the
// builder's next community) and sends the browser to the hosted checkout page it answers with.
import { createCheckoutSession as contract } from '@hearth/shared/contracts/billing';
import type { CheckoutBody } from '@hearth/shared/schemas/billing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { leavePageFor } from '../leave-page.ts';

export type CheckoutRequest = Pick<CheckoutBody, 'communityId' | 'priceId' | 'source'> & { freeTrial: boolean };

export function createCheckoutSession(body: CheckoutRequest) {
  return apiRequest(contract.path, { method: 'POST', body, schema: contract.response });
}

/** After a success the browser is on its way to the checkout page, so callers keep their controls disabled. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (body: CheckoutRequest) => {
      const session = await createCheckoutSession(body);
      leavePageFor(session.url);
      return session;
    },
  });
}
