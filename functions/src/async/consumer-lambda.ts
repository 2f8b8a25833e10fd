// One consumer Lambda per consuming domain (CONSUMER_DOMAIN names it): an EventBridge rule invokes it with one event;
// it runs the domain's consumers that handle the event, each once (its applied mark). If any failed it throws, so
// Lambda's asynchronous retries run the event again (the consumers that succeeded find their mark and skip) and after
// the last retry the on-failure destination, the events dead-letter queue, keeps it.
import { parseEvent } from '@hearth/shared/schemas/events';
import type { EventBridgeEvent } from 'aws-lambda';
import { runConsumers } from '../platform/events/consumer.ts';
import { logger } from '../platform/log.ts';
import { consumersOf } from './consumers.ts';

export async function handleDomainEvent(domain: string, input: EventBridgeEvent<string, unknown>) {
  const parsed = parseEvent(input.detail);
  if (!parsed.ok) {
    // The dispatcher validated it; a hand-made bus entry is logged and dropped, never retried.
    logger.error('malformed event on the bus dropped', { reason: parsed.reason, domain });
    return { outcomes: [] };
  }
  const results = await runConsumers(consumersOf(domain), parsed.event);
  const failed = results.filter((r) => r.outcome === 'failed');
  if (failed.length > 0) {
    throw new Error(
      `${failed.map((f) => f.consumer.name).join(', ')} failed for event ${parsed.event.id}: ${failed[0]!.error?.message}`,
    );
  }
  return { outcomes: results.map((r) => ({ consumer: r.consumer.name, outcome: r.outcome })) };
}

export const handler = (input: EventBridgeEvent<string, unknown>) =>
  handleDomainEvent(process.env.CONSUMER_DOMAIN ?? '', input);
