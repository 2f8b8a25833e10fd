// The DynamoDB document client and its command classes, loaded on first use.
import type * as Lib from '@aws-sdk/lib-dynamodb';
import type * as Raw from '@aws-sdk/client-dynamodb';
import { config } from '../config.ts';
import { localCredentials, once } from './lazy.ts';

export interface Dynamo {
  client: Lib.DynamoDBDocumentClient;
  commands: typeof Lib;
  raw: typeof Raw;
}

export const dynamodb = once<Dynamo>(async () => {
  const [raw, lib] = await Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/lib-dynamodb')]);
  const c = config();
  const base = new raw.DynamoDBClient({
    region: c.region,
    ...(c.dynamoEndpoint ? { endpoint: c.dynamoEndpoint, credentials: localCredentials } : {}),
  });
  const client = lib.DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  return { client, commands: lib, raw };
});
