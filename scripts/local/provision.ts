// Creates the local table and user pool from the same definitions the CDK stacks use, and keeps them in step
// with those definitions on later starts (missing indexes are added, TTL and the stream are enabled).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { userPoolDef } from '@hearth/functions/platform/auth/pool';
import { keyAttributes, tableDef } from '@hearth/functions/platform/db/table';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials });
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).catch((error: Error) => {
      if (error.name === 'ResourceNotFoundException') return null;
      throw error;
    });
    const gsis = (def: (typeof tableDef.globalSecondaryIndexes)[number]) => ({
      IndexName: def.indexName,
      KeySchema: [
        { AttributeName: def.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: def.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    });
    const attributeDefinitions = keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));
    if (!existing) {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributeDefinitions,
          KeySchema: [
            { AttributeName: tableDef.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDef.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: tableDef.globalSecondaryIndexes.map(gsis),
          StreamSpecification: { StreamEnabled: true, StreamViewType: tableDef.streamView },
        }),
      );
      await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: tableDef.ttlAttribute, Enabled: true },
        }),
      );
      return;
    }
    // A table created before the events backbone gets its stream (delivery starts from then on).
    if (!existing.Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: tableDef.streamView },
        }),
      );
    }
    const present = new Set(existing.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName));
    for (const index of tableDef.globalSecondaryIndexes.filter((i) => !present.has(i.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: gsis(index) }],
        }),
      );
    }
  } finally {
    client.destroy();
  }
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** The pool and client ids live in `<dataDir>/local.json`; both are recreated if cognito-local lost them. */
export async function ensureUserPool(endpoint: string, dataDir: string): Promise<PoolIds> {
  const file = join(dataDir, 'local.json');
  const client = new CognitoIdentityProviderClient({ endpoint, region, credentials });
  try {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as PoolIds;
      const ok = await Promise.all([
        client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId })),
        client.send(
          new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }),
        ),
      ]).then(
        () => true,
        () => false,
      );
      if (ok) return saved;
    }
    const { passwordPolicy, customAttributes, client: app } = userPoolDef;
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: userPoolDef.logicalName,
        UsernameAttributes: [...userPoolDef.usernameAttributes] as never,
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minimumLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireNumbers,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
        Schema: Object.entries(customAttributes).map(([name, attr]) => ({
          Name: name,
          AttributeDataType: attr.type,
          Mutable: attr.mutable,
          StringAttributeConstraints: { MinLength: String(attr.minLength), MaxLength: String(attr.maxLength) },
        })),
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: app.name,
        ExplicitAuthFlows: app.authFlows.map((flow) => `ALLOW_${flow}`) as never,
        GenerateSecret: app.generateSecret,
        AccessTokenValidity: app.accessTokenValidityMinutes,
        IdTokenValidity: app.idTokenValidityMinutes,
        RefreshTokenValidity: app.refreshTokenValidityDays,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
        EnableTokenRevocation: app.enableTokenRevocation,
      }),
    );
    const ids = { userPoolId, userPoolClientId: created.UserPoolClient!.ClientId! };
    writeFileSync(file, JSON.stringify(ids, null, 2));
    return ids;
  } finally {
    client.destroy();
  }
}
