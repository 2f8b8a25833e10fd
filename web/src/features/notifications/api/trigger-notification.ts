// The trigger tester's Send (member-forum §2.10, §7.4): id and amount go only when filled.
import { notificationRoutes } from '@hearth/shared/contracts/routes';
import type { NotificationTrigger, TriggerBody } from '@hearth/shared/schemas/notification-triggers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function triggerNotification(trigger: NotificationTrigger, body: TriggerBody) {
  return apiRequest(notificationRoutes.triggerNotification.path.replace('{trigger}', trigger), {
    method: 'POST',
    body,
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.triggerNotification.response),
  });
}

export const useTriggerNotification = () =>
  useMutation({
    mutationFn: ({ trigger, body }: { trigger: NotificationTrigger; body: TriggerBody }) =>
      triggerNotification(trigger, body),
  });
