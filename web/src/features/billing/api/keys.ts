// Query keys of the billing feature: a community's subscription queries carry its id, so switching communities
// switches them; the payment status belongs to the signed-in owner.
export const billingKeys = {
  all: ['billing'] as const,
  paymentStatus: () => [...billingKeys.all, 'payment-status'] as const,
  subscription: (communityId: string) => [...billingKeys.all, 'subscription', communityId] as const,
  preview: (communityId: string, priceId: string) =>
    [...billingKeys.subscription(communityId), 'preview', priceId] as const,
};
