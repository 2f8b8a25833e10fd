// The dispatcher Lambda: the table stream's event source mapping (filtered to event items) invokes it with a batch;
// it validates the events and puts them on the EventBridge bus, answering a partial batch response. A malformed item
// goes to the events dead-letter queue (EVENTS_DLQ_URL) and the batch goes on.
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { sendToDeadLetterQueue } from '../platform/events/dead-letter-queue.ts';
import { type BatchResponse, dispatch, type StreamRecord } from '../platform/events/dispatcher.ts';
import { eventBridgeAdapter } from '../platform/events/port.ts';

export const handler = (event: DynamoDBStreamEvent): Promise<BatchResponse> =>
  dispatch(event.Records as StreamRecord[], {
    publish: eventBridgeAdapter().publish,
    deadLetter: sendToDeadLetterQueue,
  });
