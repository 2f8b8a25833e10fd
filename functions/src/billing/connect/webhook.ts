// Stripe's Connect webhook: the signature (the Connect endpoint's own secret) over the raw body is checked, the
// event's connected account names the community (the CONNECTACCOUNT index), and members' subscription, checkout and
// invoice events are applied from their payloads, each once and in order. An account no community holds, an event
// whose metadata names another community, or a type not handled is recorded and answered 200, nothing changed. Other
// types (account.updated: the owner side's) are applied by the handlers the composition root passes in.
import { refusal } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log.ts';
import { transactIfHeld } from '../../platform/db/transact.ts';
import { stampOf } from '../model.ts';
import { WebhookSignatureError } from '../provider.ts';
import { providerEventMark } from '../store/billing.ts';
import { applySupporter, type SupporterApply, type SupporterOutcome, type SupporterTarget } from './apply.ts';
import type { ConnectEvent, SupporterMetadata, SupporterSubscriptionsProvider } from './provider.ts';
import { supporterCheckoutFrom, supporterInvoiceFrom, supporterSubscriptionFrom } from './shapes.ts';
import { connectAccountCommunity } from './store/settings.ts';
import * as store from './store/supporters.ts';

/**
 * Handlers of other Connect event types, by type (the owner side's `account.updated`). Each applies its event once
 * itself (with its own `providerEventMark`): the delivery is handed over whole.
 */
export type ConnectEventHandlers = Record<string, (event: ConnectEvent) => Promise<SupporterOutcome>>;

interface Routed extends SupporterApply {
  target: SupporterTarget;
}

/**
 * The member an object names, inside the community the account belongs to: its metadata (which must name that
 * community), else the subscription index (which must too).
 */
async function memberOf(communityId: string, metadata: SupporterMetadata, subscriptionId: string | null) {
  if (metadata.communityId && metadata.memberId) {
    return metadata.communityId === communityId ? metadata.memberId : null;
  }
  const indexed = subscriptionId ? await store.supporterOfSubscription(subscriptionId) : null;
  return indexed?.communityId === communityId ? indexed.memberId : null;
}

async function route(event: ConnectEvent, communityId: string): Promise<Routed | null> {
  const stamp = stampOf(event.created, event.id);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = supporterSubscriptionFrom(event.object);
      if (!subscription) return null;
      const memberId = await memberOf(communityId, subscription.metadata, subscription.id);
      if (!memberId) return null;
      return {
        target: { communityId, memberId },
        change: { kind: 'subscription', stamp, created: event.created, subscription },
      };
    }
    case 'checkout.session.completed': {
      const session = supporterCheckoutFrom(event.object);
      const memberId = await memberOf(communityId, session.metadata, session.subscriptionId);
      if (!memberId) return null;
      return {
        target: { communityId, memberId },
        change: { kind: 'checkout', customerId: session.customerId, subscriptionId: session.subscriptionId },
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = supporterInvoiceFrom(event.object);
      if (!invoice.subscriptionId || !invoice.id) return null;
      const memberId = await memberOf(communityId, invoice.metadata, invoice.subscriptionId);
      if (!memberId) return null;
      const paid = event.type === 'invoice.paid';
      return {
        target: { communityId, memberId },
        change: { kind: 'invoice', stamp, created: event.created, subscriptionId: invoice.subscriptionId, paid },
        ...(paid
          ? {
              invoice: {
                id: invoice.id,
                currency: invoice.currency,
                amount: invoice.amountPaid,
                applicationFee: invoice.applicationFee,
              },
            }
          : {}),
      };
    }
    default:
      return null;
  }
}

/** Applies a verified Connect event: routed to its community and member, once; anything else is only recorded. */
export async function applyConnectEvent(event: ConnectEvent, extra: ConnectEventHandlers = {}) {
  const log = { eventId: event.id, type: event.type, account: event.account };
  const own = extra[event.type];
  if (own) return own(event);
  const communityId = event.account ? await connectAccountCommunity(event.account) : null;
  const routed = communityId ? await route(event, communityId) : null;
  if (!routed) {
    logger.info('connect event not applied (type not handled, or nothing of ours)', log);
    return (await transactIfHeld([providerEventMark(event.id, event.type)])) ? 'unchanged' : 'duplicate';
  }
  const outcome = await applySupporter(routed.target, { ...routed, event });
  logger.info('connect event', { ...log, outcome });
  return outcome;
}

/** Verifies a delivery and applies its event once; answers whether it was a replay. */
export async function receiveConnectWebhook(
  provider: SupporterSubscriptionsProvider,
  rawBody: string,
  signature: string | undefined,
  extra: ConnectEventHandlers = {},
) {
  let event: ConnectEvent;
  try {
    event = await provider.verifyConnectWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('connect webhook signature refused', { reason: error.message });
      throw refusal('WEBHOOK_SIGNATURE_INVALID');
    }
    throw error;
  }
  return { received: true as const, duplicate: (await applyConnectEvent(event, extra)) === 'duplicate' };
}
