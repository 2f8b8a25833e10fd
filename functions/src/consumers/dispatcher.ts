// The dispatcher Lambda: the table stream's event source mapping (filtered to event items) invokes it with a batch;
// it validates the events and puts them on the EventBridge bus, answering a partial batch response. A malformed item
// goes to the events dead-letter queue (EVENTS_DLQ_URL) and the batch goes on.
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { once } from '../platform/aws/lazy.ts';
import { config } from '../platform/config.ts';
import { type BatchResponse, type DeadLetter, dispatch, type StreamRecord } from '../platform/events/dispatcher.ts';
import { eventBridgeAdapter } from '../platform/events/port.ts';

const sqs = once(async () => {
  const sdk = await import('@aws-sdk/client-sqs');
  return { client: new sdk.SQSClient({ region: config().region }), sdk };
});

export async function sendToDeadLetterQueue(entry: DeadLetter): Promise<void> {
  const queueUrl = process.env.EVENTS_DLQ_URL;
  if (!queueUrl) throw new Error('EVENTS_DLQ_URL is not set');
  const { client, sdk } = await sqs();
  await client.send(new sdk.SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(entry) }));
}

export const handler = (event: DynamoDBStreamEvent): Promise<BatchResponse> =>
  dispatch(event.Records as StreamRecord[], {
    publish: eventBridgeAdapter().publish,
    deadLetter: sendToDeadLetterQueue,
  });
