// Demo data, written once: a demo owner, a published demo community at demo.<domain> and a private community.
// Idempotent: each piece is skipped when it already exists. Later capabilities extend this with their own data.
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { keys } from '@hearth/functions/platform/db/keys';
import type { CommunityItem } from '@hearth/functions/communities/store';
import { bannerPng, iconPng } from './png.ts';

export const demoLogins = {
  owner: { email: 'owner@hearth.local', password: 'hearth-demo-1', where: 'app' },
};

export const demoCommunities = [
  {
    communityId: 'cm-demo',
    subdomain: 'demo',
    communityName: 'Hearth Makers',
    communityTagline: 'Builders, tinkerers and first-time founders',
    communityThemeColor: '#e8590c',
    privateCommunity: false,
  },
  {
    communityId: 'cm-founders',
    subdomain: 'founders',
    communityName: 'Founders Circle',
    communityTagline: 'A private room for people running communities',
    communityThemeColor: '#4263eb',
    privateCommunity: true,
  },
] as const;

export interface SeedClients {
  db: DynamoDBDocumentClient;
  cognito: CognitoIdentityProviderClient;
  s3: S3Client;
  tableName: string;
  bucket: string;
  userPoolId: string;
}

const isAlready = (error: unknown, ...names: string[]) => names.includes((error as Error).name);

async function seedOwner(c: SeedClients) {
  const { email, password } = demoLogins.owner;
  const username = `${OWNER_APP_COMMUNITY_ID}|${email}`;
  try {
    await c.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: c.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: 'Olivia' },
          { Name: 'family_name', Value: 'Owner' },
          { Name: 'custom:communityId', Value: OWNER_APP_COMMUNITY_ID },
        ],
      }),
    );
    await c.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: c.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    return true;
  } catch (error) {
    if (isAlready(error, 'UsernameExistsException')) return false;
    throw error;
  }
}

async function seedCommunity(c: SeedClients, spec: (typeof demoCommunities)[number]) {
  const iconKey = `c/${spec.communityId}/branding/icon.png`;
  const bannerKey = `c/${spec.communityId}/branding/banner.png`;
  const item: CommunityItem = {
    ...spec,
    communityIconKey: iconKey,
    communityBannerKey: bannerKey,
    isLive: true,
    createdAt: new Date().toISOString(),
  };
  // Images first (plain overwrites), so a community item never points at a missing object.
  await Promise.all([
    c.s3.send(
      new PutObjectCommand({
        Bucket: c.bucket,
        Key: iconKey,
        Body: iconPng(spec.communityThemeColor),
        ContentType: 'image/png',
      }),
    ),
    c.s3.send(
      new PutObjectCommand({
        Bucket: c.bucket,
        Key: bannerKey,
        Body: bannerPng(spec.communityThemeColor),
        ContentType: 'image/png',
      }),
    ),
  ]);
  try {
    await c.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: c.tableName,
              Item: { ...keys.subdomainClaim(spec.subdomain), communityId: spec.communityId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: c.tableName, Item: { ...keys.community(spec.communityId), ...item } } },
        ],
      }),
    );
  } catch (error) {
    if (isAlready(error, 'TransactionCanceledException')) return false;
    throw error;
  }
  return true;
}

/** Returns what it created this time (empty on a second run). */
export async function seed(c: SeedClients): Promise<string[]> {
  const created: string[] = [];
  if (await seedOwner(c)) created.push(`owner ${demoLogins.owner.email}`);
  for (const community of demoCommunities) {
    if (await seedCommunity(c, community)) created.push(`community ${community.subdomain}`);
  }
  return created;
}
