// Which domain events a community's webhooks hear, as which webhook event, and what the payload's `data` holds: ids
// and public fields only (never an e-mail address, a ban reason or anything a member keeps private). Posts and comments
// carry no author id: an anonymous one's event cannot be told from a signed one, and its author must stay hidden.
import type { WebhookEventType } from '@hearth/shared/rules/webhooks';
import type { DomainEvent, EventType } from '@hearth/shared/schemas/events';

export interface WebhookEvent {
  type: WebhookEventType;
  data: Record<string, string | boolean | null>;
}

/** The domain event types the delivery consumer subscribes to. */
export const SOURCE_EVENT_TYPES = [
  'member.verified',
  'member.approved',
  'member.banned',
  'post.created',
  'post.approved',
  'comment.created',
  'billing.supporter-changed',
] as const satisfies readonly EventType[];

/** The webhook event a domain event is, with its payload's data; null when it is none (a pending sign-up). */
export function webhookEventOf(event: DomainEvent): WebhookEvent | null {
  const { type, detail } = event as { type: EventType; detail: Record<string, unknown> };
  const id = (key: string) => String(detail[key]);
  switch (type) {
    case 'member.verified':
      // A sign-up waiting for staff approval has not joined yet: it joins with member.approved.
      return detail.state === 'active' ? { type: 'member.joined', data: { memberId: id('memberId') } } : null;
    case 'member.approved':
      return { type: 'member.joined', data: { memberId: id('memberId') } };
    case 'member.banned':
      return {
        type: 'member.banned',
        data: { memberId: id('memberId'), until: (detail.until as string | null) ?? null, bannedBy: id('by') },
      };
    case 'post.created':
      return { type: 'post.created', data: { postId: id('postId'), postType: id('type') } };
    case 'post.approved':
      return { type: 'post.approved', data: { postId: id('postId'), approvedBy: id('by') } };
    case 'comment.created':
      return {
        type: 'comment.created',
        data: {
          commentId: id('commentId'),
          postId: id('postId'),
          parentId: (detail.parentId as string | null) ?? null,
        },
      };
    case 'billing.supporter-changed':
      return detail.started
        ? { type: 'subscription.started', data: { memberId: id('memberId'), subscriptionId: id('subscriptionId') } }
        : null;
    default:
      return null;
  }
}

/** The JSON body sent for an event: its webhook id, type, time and community, and the data. */
export const webhookBody = (event: DomainEvent, webhookEvent: WebhookEvent, webhookId: string) =>
  JSON.stringify({
    id: webhookId,
    type: webhookEvent.type,
    createdAt: event.occurredAt,
    communityId: event.communityId,
    data: webhookEvent.data,
  });
