// The trigger tester's Send (member-forum §2.10, §7.4): id and amount go only when filled.
import { notificationRoutes } from '@hearth/shared/contracts/routes';
import type { NotificationTrigger, TriggerBody } from '@hearth/shared/schemas/notification-triggers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** On a community site this host's community; in the owner app the community it manages (`communityId`). */
export function triggerNotification(trigger: NotificationTrigger, body: TriggerBody, communityId?: string) {
  const path = communityId
    ? notificationRoutes.triggerCommunityNotification.path.replace('{communityId}', encodeURIComponent(communityId))
    : notificationRoutes.triggerNotification.path;
  return apiRequest(path.replace('{trigger}', trigger), {
    method: 'POST',
    body,
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.triggerNotification.response),
  });
}

export const useTriggerNotification = (communityId?: string) =>
  useMutation({
    mutationFn: ({ trigger, body }: { trigger: NotificationTrigger; body: TriggerBody }) =>
      triggerNotification(trigger, body, communityId),
  });
