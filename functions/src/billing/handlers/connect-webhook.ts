// The Connect webhook's composition root: the provider, and the handlers of Connect event types other parts apply.
import type { HandlerInput } from '../../platform/http/route.ts';
import { applyAccountEvent } from '../connect/accounts.ts';
import { supportersProvider } from '../connect/stripe-supporters.ts';
import { type ConnectEventHandlers, receiveConnectWebhook } from '../connect/webhook.ts';

/** Connect event types applied elsewhere than members' subscriptions (account.updated: the payout account's). */
const otherHandlers: ConnectEventHandlers = { 'account.updated': applyAccountEvent };

export async function connectWebhook({ rawBody, event }: HandlerInput<object>) {
  const signature = event.headers['stripe-signature'];
  return { body: await receiveConnectWebhook(supportersProvider(), rawBody ?? '', signature, otherHandlers) };
}
