// One page of a filtered table Scan, for scheduled jobs only (backfills, the weekly digest): never a request path,
// where every read is a GetItem or a Query on a key. The job pages with `lastKey` and checkpoints it.
import { db, tableName } from './client.ts';

export interface ScanFilter {
  filter: string;
  values: Record<string, unknown>;
  projection?: string;
}

export async function scanPage(
  { filter, values, projection }: ScanFilter,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: Record<string, unknown>[]; lastKey: Record<string, unknown> | undefined }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.ScanCommand({
      TableName: tableName(),
      FilterExpression: filter,
      ExpressionAttributeValues: values,
      ...(projection ? { ProjectionExpression: projection } : {}),
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { items: out.Items ?? [], lastKey: out.LastEvaluatedKey };
}
