// AWS SDK clients, created lazily so importing a handler does no I/O; local endpoints come from config.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config.ts';

// s3rver only accepts its own fixed key pair; DynamoDB Local and cognito-local accept any.
const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const dynamo = lazy(() => {
  const c = config();
  const client = new DynamoDBClient({
    region: c.region,
    ...(c.dynamoEndpoint ? { endpoint: c.dynamoEndpoint, credentials: localCredentials } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});

export const cognito = lazy(() => {
  const c = config();
  return new CognitoIdentityProviderClient({
    region: c.region,
    ...(c.cognitoEndpoint ? { endpoint: c.cognitoEndpoint, credentials: localCredentials } : {}),
  });
});

export const s3 = lazy(() => {
  const c = config();
  return new S3Client({
    region: c.region,
    ...(c.s3Endpoint
      ? { endpoint: c.s3Endpoint, credentials: localCredentials, forcePathStyle: true }
      : {}),
  });
});
