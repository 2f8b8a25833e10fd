// The dispatcher's sink on the local platform, where there is no EventBridge: each event goes to every consumer that
// handles it, as the bus's rules would route it. A consumer that fails is retried for that event alone (the others
// are not held up or re-applied), and after its last attempt the event is dead-lettered for that consumer, as the
// consumer Lambda's on-failure destination does in AWS.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { logger } from '../log.ts';
import { applyBatchOnce, BATCH_EVENTS, type EventConsumer, handles, runConsumers } from './consumer.ts';
import type { DeadLetter, DispatchSink } from './dispatcher.ts';

export interface LocalSinkOptions {
  /** The consumers the events go to: on the local platform, every registered one. */
  consumers: EventConsumer[];
  deadLetter: (entry: DeadLetter) => Promise<void>;
  /** Attempts per (event, consumer) before it is dead-lettered; 3 as Lambda's asynchronous invocation (1 + 2 retries). */
  attempts?: number;
  /** Delay before retry n (ms). */
  retryDelay?: (attempt: number) => number;
  /** Called as each event starts (the bench's delivery-lag probe). */
  onEvent?: (event: DomainEvent) => void;
  /**
   * Events of a batch delivered at once (default 16). The bus gives no order in AWS either, so no consumer may rely
   * on one; a batch is done (and checkpointed) only when all its events are.
   */
  concurrency?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function localSink(options: LocalSinkOptions): DispatchSink {
  const list = options.consumers;
  const attempts = options.attempts ?? 3;
  const retryDelay = options.retryDelay ?? ((n) => 50 * 2 ** n);
  return {
    deadLetter: options.deadLetter,
    async publish(events) {
      for (const event of events) options.onEvent?.(event);
      // A backlog first goes in few transactions per consumer that can merge effects; whatever that cannot take
      // (a redelivery, a failure) is delivered one event at a time below, with its retries.
      const done = new Map<EventConsumer, Set<DomainEvent>>();
      const chunks = list.flatMap((consumer) => {
        const mine = events.filter((e) => handles(consumer, e.type) && (consumer.mergeable?.(e) ?? true));
        if (!consumer.applyMany || mine.length < 2) return [];
        done.set(consumer, new Set());
        return Array.from({ length: Math.ceil(mine.length / BATCH_EVENTS) }, (_, i) => ({
          consumer,
          chunk: mine.slice(i * BATCH_EVENTS, (i + 1) * BATCH_EVENTS),
        }));
      });
      await pool(chunks, async ({ consumer, chunk }) => {
        if (await applyBatchOnce(consumer, chunk)) for (const e of chunk) done.get(consumer)!.add(e);
      });
      await pool(events, (event) =>
        deliverEvent(
          event,
          list.filter((c) => !done.get(c)?.has(event)),
        ),
      );
    },
  };

  /** Runs `work` on every item, `concurrency` at a time. */
  async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
    let next = 0;
    const worker = async () => {
      while (next < items.length) await work(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(items.length, options.concurrency ?? 16) }, worker));
  }

  async function deliverEvent(event: DomainEvent, consumers: EventConsumer[]) {
    let pending = consumers;
    for (let attempt = 1; pending.length > 0; attempt++) {
      const results = await runConsumers(pending, event, attempt);
      const failed = results.filter((r) => r.outcome === 'failed');
      pending = failed.map((r) => r.consumer);
      if (pending.length === 0) break;
      if (attempt >= attempts) {
        for (const f of failed) {
          logger.error('event dead-lettered for a consumer', {
            eventId: event.id,
            eventType: event.type,
            communityId: event.communityId,
            consumer: f.consumer.name,
            outcome: 'dead-lettered',
            error: f.error?.message,
          });
          await options.deadLetter({
            reason: `consumer ${f.consumer.name} failed ${attempts} times: ${f.error?.message ?? 'unknown error'}`,
            item: null,
            consumer: f.consumer.name,
            event,
            failedAt: new Date().toISOString(),
          });
        }
        break;
      }
      await sleep(retryDelay(attempt));
    }
  }
}
