// The dispatcher: what runs on a batch of the table's stream records, in Lambda (the event source mapping) and
// locally (scripts/local/stream-reader.ts). It keeps event items only, validates each against the catalogue
// (@hearth/shared/schemas/events), dead-letters the malformed ones with a clear log line (they never block the
// shard), and hands the rest to its sink in order. It answers Lambda's partial batch response: when the sink fails,
// the first record it did not take and every later one are reported, so only those are retried.
import { parseEvent, type DomainEvent } from '@hearth/shared/schemas/events';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { EVENT_SK } from '../db/keys.ts';
import { logger } from '../log.ts';

/** The part of a stream record the dispatcher reads (Lambda's DynamoDBRecord and the Streams API's _Record agree). */
export interface StreamRecord {
  eventID?: string;
  eventName?: string;
  dynamodb?: {
    NewImage?: Record<string, unknown>;
    SequenceNumber?: string;
    ApproximateCreationDateTime?: number | Date;
  };
}

export interface DeadLetter {
  reason: string;
  /** The event as far as it could be read, or the raw item. */
  item: Record<string, unknown> | null;
  sequenceNumber?: string;
  consumer?: string;
  event?: DomainEvent;
  failedAt: string;
}

export interface DispatchSink {
  /** Takes the events in order; throws when they could not be handed on (they are then retried). */
  publish(events: DomainEvent[]): Promise<void>;
  deadLetter(entry: DeadLetter): Promise<void>;
}

export interface BatchResponse {
  batchItemFailures: Array<{ itemIdentifier: string }>;
}

const isEventItem = (record: StreamRecord) =>
  record.eventName === 'INSERT' &&
  (record.dynamodb?.NewImage as { SK?: { S?: string } } | undefined)?.SK?.S === EVENT_SK;

function readItem(record: StreamRecord): Record<string, unknown> | null {
  try {
    return unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);
  } catch {
    return null;
  }
}

export async function dispatch(records: StreamRecord[], sink: DispatchSink): Promise<BatchResponse> {
  const events: Array<{ event: DomainEvent; sequence: string }> = [];
  for (const record of records) {
    if (!isEventItem(record)) continue;
    const sequence = record.dynamodb?.SequenceNumber ?? record.eventID ?? '';
    const item = readItem(record);
    const parsed = item
      ? parseEvent({
          id: item.id,
          type: item.type,
          communityId: item.communityId,
          occurredAt: item.occurredAt,
          detail: item.detail,
        })
      : ({ ok: false, reason: 'unreadable image' } as const);
    if (!parsed.ok) {
      logger.error('malformed event item dead-lettered', {
        reason: parsed.reason,
        sequenceNumber: sequence,
        eventId: item?.id,
        eventType: item?.type,
        communityId: item?.communityId,
      });
      await sink.deadLetter({
        reason: parsed.reason,
        item,
        sequenceNumber: sequence,
        failedAt: new Date().toISOString(),
      });
      continue;
    }
    events.push({ event: parsed.event, sequence });
  }
  if (events.length === 0) return { batchItemFailures: [] };
  try {
    await sink.publish(events.map((e) => e.event));
    return { batchItemFailures: [] };
  } catch (error) {
    logger.error('event dispatch failed; the batch is retried from its first event', {
      error: (error as Error).message,
      firstEventId: events[0]!.event.id,
    });
    return { batchItemFailures: events.map((e) => ({ itemIdentifier: e.sequence })) };
  }
}
