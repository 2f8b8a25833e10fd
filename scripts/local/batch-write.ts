// Many items into the table fast: 25 a BatchWriteItem, a few requests at once, until nothing is left unprocessed. For
// seeds and benches, whose writes are on a first start's or a measurement's critical path.
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export async function putAll(
  db: DynamoDBDocumentClient,
  tableName: string,
  items: Array<Record<string, unknown>>,
  writers = 4,
): Promise<void> {
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < chunks.length) {
        let pending = chunks[next++]!.map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
          pending = (out.UnprocessedItems?.[tableName] ?? []) as typeof pending;
        }
      }
    }),
  );
}
