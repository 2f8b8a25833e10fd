// The consumer framework: a consumer names the event types it handles and returns its effect as transaction items;
// `applyOnce` writes them with a `(consumer, eventId)` mark whose condition fails when the event was applied before,
// so a redelivered event changes nothing. Every delivery logs event id, type, community, consumer and outcome.
import type { DomainEvent, EventType } from '@hearth/shared/schemas/events';
import { tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../db/transact.ts';
import { logger } from '../log.ts';

export interface EventConsumer {
  /** Unique, stable: it keys the applied marks (`<domain>.<what>`). */
  name: string;
  /** The consuming domain: one Lambda per domain in AWS, subscribed by one bus rule. */
  domain: string;
  types: readonly EventType[] | 'all';
  /** The effect as items of one transaction (at most 99), or nothing to write. */
  apply(event: DomainEvent): Promise<TransactItem[]> | TransactItem[];
  /**
   * Optional: the effect of several events as one set of items (at most 100 − events), e.g. counters summed per key.
   * Lets a backlog be applied in few transactions (`applyBatchOnce`); it must equal applying each event alone.
   */
  applyMany?(events: DomainEvent[]): Promise<TransactItem[]> | TransactItem[];
  /**
   * Optional, with `applyMany`: whether an event may be merged with others (default yes). An event whose effect is
   * read and conditioned (`staleRetries`) answers false and is always applied alone.
   */
  mergeable?(event: DomainEvent): boolean;
  /**
   * Optional: what follows the committed effect, best effort (a live push, a counter of its own). Runs once per
   * applied delivery (not for a duplicate), best effort: its failure is logged, the delivery stays applied. Not run
   * for events applied through `applyMany`: a consumer with both merges only events that need no hook (`mergeable`).
   */
  afterApply?(event: DomainEvent, effect: TransactItem[]): Promise<void>;
  /**
   * Optional: for an effect decided from items it read and conditioned on them, how many times to decide it again
   * from fresh reads when one of those conditions fails (a concurrent change), before the failure is reported.
   */
  staleRetries?: number;
}

export type Outcome = 'applied' | 'duplicate' | 'failed';

/** How long an applied mark is kept: longer than any redelivery (stream records live 24 hours, DLQ 14 days). */
export const APPLIED_MARK_TTL_SECONDS = 15 * 86_400;

export const handles = (consumer: EventConsumer, type: string) =>
  consumer.types === 'all' || (consumer.types as readonly string[]).includes(type);

const markOf = (consumer: EventConsumer, event: DomainEvent): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.eventApplied(event.communityId, event.id, consumer.name),
      consumer: consumer.name,
      eventId: event.id,
      appliedAt: new Date().toISOString(),
      ttl: Math.floor(Date.now() / 1000) + APPLIED_MARK_TTL_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * The marks saying `consumer` applied these events, as unconditional Puts: for a recount that wrote the events'
 * effect itself (the analytics rebuild), so a later delivery of any of them is a duplicate.
 */
export const appliedMarks = (consumer: Pick<EventConsumer, 'name'>, events: DomainEvent[]): TransactItem[] =>
  events.map((event) => {
    const { ConditionExpression: _, ...put } = markOf(consumer as EventConsumer, event).Put!;
    return { Put: put };
  });

/** Applies one event once: its effect and the mark in one transaction. Throws on failure (the caller retries). */
export async function applyOnce(consumer: EventConsumer, event: DomainEvent): Promise<Exclude<Outcome, 'failed'>> {
  let effect: TransactItem[];
  for (let stale = 0; ; stale++) {
    effect = await consumer.apply(event);
    try {
      await transactWrite([markOf(consumer, event), ...effect], { maxAttempts: 20 });
      break;
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return 'duplicate';
      if (error instanceof TransactionConditionFailed && stale < (consumer.staleRetries ?? 0)) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
        continue;
      }
      throw error;
    }
  }
  await consumer
    .afterApply?.(event, effect)
    .catch((error: Error) =>
      logger.warn('after-apply step failed', { eventId: event.id, consumer: consumer.name, error: error.message }),
    );
  return 'applied';
}

/** Events per batched transaction: their marks and the merged effect stay within TransactWriteItems' 100 items. */
export const BATCH_EVENTS = 40;

/**
 * Applies several events in one transaction (every mark, and the consumer's `applyMany` effect), when the consumer
 * can merge effects. Answers false, having written nothing, when that is not possible: no `applyMany`, a mark that
 * exists (a redelivery) or any other failure; the caller then delivers the events one by one.
 */
export async function applyBatchOnce(consumer: EventConsumer, events: DomainEvent[]): Promise<boolean> {
  if (!consumer.applyMany || events.length < 2 || events.length > BATCH_EVENTS) return false;
  if (consumer.mergeable && !events.every((e) => consumer.mergeable!(e))) return false;
  try {
    const effect = await consumer.applyMany(events);
    await transactWrite([...events.map((e) => markOf(consumer, e)), ...effect], { maxAttempts: 20 });
  } catch (error) {
    logger.debug('batched apply fell back to one event at a time', {
      consumer: consumer.name,
      events: events.length,
      error: (error as Error).message,
    });
    return false;
  }
  for (const event of events) {
    logger.info('event delivered', {
      eventId: event.id,
      eventType: event.type,
      communityId: event.communityId,
      consumer: consumer.name,
      attempt: 1,
      outcome: 'applied',
    });
  }
  return true;
}

/** One delivery of an event to one consumer, logged; failures are reported, never thrown. */
export async function deliver(
  consumer: EventConsumer,
  event: DomainEvent,
  attempt = 1,
): Promise<{ outcome: Outcome; error?: Error }> {
  const fields = {
    eventId: event.id,
    eventType: event.type,
    communityId: event.communityId,
    consumer: consumer.name,
    attempt,
  };
  try {
    const outcome = await applyOnce(consumer, event);
    logger.info('event delivered', { ...fields, outcome });
    return { outcome };
  } catch (error) {
    logger.warn('event delivery failed', { ...fields, outcome: 'failed', error: (error as Error).message });
    return { outcome: 'failed', error: error as Error };
  }
}

/**
 * Runs every consumer of `list` that handles the event, independently: one failing never stops the others. Answers
 * each consumer's outcome; the failed ones carry their error.
 */
export async function runConsumers(
  list: EventConsumer[],
  event: DomainEvent,
  attempt = 1,
): Promise<Array<{ consumer: EventConsumer; outcome: Outcome; error?: Error }>> {
  const mine = list.filter((c) => handles(c, event.type));
  return Promise.all(mine.map(async (consumer) => ({ consumer, ...(await deliver(consumer, event, attempt)) })));
}
