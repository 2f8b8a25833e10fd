// A conditional UpdateItem that answers whether it applied: true when it did, false when its condition did not hold
// (the item changed or is gone), any other failure thrown. For the stores' "update unless …" writes.
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionHeld } from './conditional.ts';

export type ConditionalUpdate = Omit<UpdateCommandInput, 'TableName'> & { ConditionExpression: string };

export async function updateIf(input: ConditionalUpdate): Promise<boolean> {
  const { client, commands } = await db();
  return conditionHeld(() => client.send(new commands.UpdateCommand({ TableName: tableName(), ...input })));
}
