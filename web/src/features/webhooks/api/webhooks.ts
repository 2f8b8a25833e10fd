// The owner's /webhooks data and actions: the endpoints (never their secrets), an endpoint's deliveries, and the
// writes — create and rotate answer the secret once; every write refreshes the endpoints, a resend its deliveries.
import { webhookEndpoints as contracts } from '@hearth/shared/contracts/webhooks';
import type { CreateWebhookBody, UpdateWebhookBody } from '@hearth/shared/schemas/webhooks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  community: (communityId: string) => [...webhookKeys.all, communityId] as const,
  endpoints: (communityId: string) => [...webhookKeys.community(communityId), 'endpoints'] as const,
  deliveries: (communityId: string, endpointId: string) =>
    [...webhookKeys.community(communityId), 'deliveries', endpointId] as const,
};

export const webhooksQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: webhookKeys.endpoints(communityId),
    queryFn: ({ signal }) =>
      apiRequest(fillPath(contracts.listWebhooks.path, { communityId }), {
        schema: contracts.listWebhooks.response,
        signal,
      }),
  });

export const deliveriesQueryOptions = (communityId: string, endpointId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(communityId, endpointId),
    queryFn: ({ signal }) =>
      apiRequest(fillPath(contracts.listWebhookDeliveries.path, { communityId, endpointId }), {
        schema: contracts.listWebhookDeliveries.response,
        signal,
      }),
  });

/** Every write on the community's endpoints; each refreshes the list once it lands. */
export function useWebhookActions(communityId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(communityId) });
  const at = (path: string, endpointId: string) => fillPath(path, { communityId, endpointId });
  const create = useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      apiRequest(fillPath(contracts.createWebhook.path, { communityId }), {
        method: 'POST',
        body,
        schema: contracts.createWebhook.response,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ endpointId, ...body }: UpdateWebhookBody & { endpointId: string }) =>
      apiRequest(at(contracts.updateWebhook.path, endpointId), {
        method: 'PATCH',
        body,
        schema: contracts.updateWebhook.response,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(at(contracts.deleteWebhook.path, endpointId), {
        method: 'DELETE',
        schema: contracts.deleteWebhook.response,
      }),
    onSuccess: refresh,
  });
  const rotate = useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(at(contracts.rotateWebhookSecret.path, endpointId), {
        method: 'POST',
        schema: contracts.rotateWebhookSecret.response,
      }),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      apiRequest(fillPath(contracts.resendWebhookDelivery.path, { communityId, endpointId, deliveryId }), {
        method: 'POST',
        schema: contracts.resendWebhookDelivery.response,
      }),
    onSuccess: (_delivery, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(communityId, endpointId) }),
  });
  return { create, update, remove, rotate, resend };
}
