// The local runner (scripts/local/events.ts), where there is no EventBridge: the dispatcher's sink over every
// registered consumer, and a dead-lettered delivery run again. The jobs run from the job registry (jobs.ts).
import type { DeadLetter, DispatchSink } from '../platform/events/dispatcher.ts';
import { type LocalSinkOptions, localSink } from '../platform/events/local-sink.ts';
import { consumers } from './consumers.ts';

/** Each event to every registered consumer that handles it, retried, then dead-lettered for that consumer. */
export const localDelivery = (options: Omit<LocalSinkOptions, 'consumers'>): DispatchSink =>
  localSink({ ...options, consumers });

/**
 * Delivers a dead-lettered (event, consumer) again, with its retries; one that still fails is dead-lettered anew.
 * False, and nothing run, for an entry without an event (a malformed item) or naming no registered consumer.
 */
export async function redeliver(entry: DeadLetter, deadLetter: LocalSinkOptions['deadLetter']): Promise<boolean> {
  const consumer = consumers.find((c) => c.name === entry.consumer);
  if (!entry.event || !consumer) return false;
  await localSink({ consumers: [consumer], deadLetter }).publish([entry.event]);
  return true;
}
