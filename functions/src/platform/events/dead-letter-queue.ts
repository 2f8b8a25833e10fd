// The events dead-letter queue in AWS (EVENTS_DLQ_URL, an SQS queue): where the dispatcher sends a malformed event
// item, with its reason, so the batch goes on.
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';
import type { DeadLetter } from './dispatcher.ts';

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
