// Demo data, written once: a published demo community at demo.<domain>, a private community with member approval,
// the demo owner (staff in both) and demo members in each account state.
// Idempotent: each piece is skipped when it already exists. Later capabilities extend this with their own data.
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { bannerPng, iconPng } from './png.ts';

export const DEMO_PASSWORD = 'hearth-demo-1';
const DEMO_OWNER_ID = 'mb-owner';

/** Demo accounts: the owner (owner app, and staff in both demo communities) and members in different states. */
export const demoAccounts = [
  {
    communityId: OWNER_APP_COMMUNITY_ID,
    memberId: DEMO_OWNER_ID,
    email: 'owner@hearth.local',
    firstName: 'Olivia',
    lastName: 'Owner',
    kind: 'owner',
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-member',
    email: 'member@hearth.local',
    firstName: 'Maya',
    lastName: 'Member',
    kind: 'member',
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-banned',
    email: 'banned@hearth.local',
    firstName: 'Bo',
    lastName: 'Banned',
    kind: 'member',
    ban: { permanent: false, days: 30, reason: 'Spam in three subforums' },
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-pending',
    email: 'pending@hearth.local',
    firstName: 'Pat',
    lastName: 'Pending',
    kind: 'member',
    state: 'pending',
  },
] as const;

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
    memberApproval: true,
    memberWhitelist: ['hearth.local'] as string[],
  },
] as const;

export interface SeedClients {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  tableName: string;
  bucket: string;
}

/** Accounts go through the same code as a real sign-up (claim + pool user), then straight to their demo state. */
async function seedAccount(account: (typeof demoAccounts)[number]) {
  const { createAccount, defaultDeps } = await import('@hearth/functions/auth/service');
  const { poolUsername } = await import('@hearth/functions/platform/auth/verify');
  const state = 'state' in account ? account.state : 'active';
  const ban =
    'ban' in account
      ? {
          permanent: account.ban.permanent,
          expiresAt: new Date(Date.now() + account.ban.days * 86_400_000).toISOString(),
          reason: account.ban.reason,
        }
      : undefined;
  const username = poolUsername(account.communityId, account.email);
  try {
    await createAccount(
      {
        communityId: account.communityId,
        memberId: account.memberId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        kind: account.kind,
        state,
        needsApproval: state === 'pending',
        welcomePending: false,
        ...(ban ? { ban } : {}),
        createdAt: new Date().toISOString(),
        verifiedAt: new Date().toISOString(),
      },
      username,
      DEMO_PASSWORD,
      defaultDeps,
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'ACCOUNT_EXISTS') return false;
    throw error;
  }
  await defaultDeps.idp.markEmailVerified(username, account.email);
  return true;
}

async function seedCommunity(c: SeedClients, spec: (typeof demoCommunities)[number]) {
  const { newCommunity } = await import('@hearth/functions/communities/new-community');
  const { createCommunityRecords } = await import('@hearth/functions/communities/store');
  const { TransactionConditionFailed } = await import('@hearth/functions/platform/db/transact');
  const iconKey = `c/${spec.communityId}/branding/icon.png`;
  const bannerKey = `c/${spec.communityId}/branding/banner.png`;
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
  // The same records the builder writes, owned by the demo owner.
  try {
    await createCommunityRecords(
      newCommunity({
        ...spec,
        memberWhitelist: 'memberWhitelist' in spec ? [...spec.memberWhitelist] : [],
        ownerMemberId: DEMO_OWNER_ID,
        requestId: `seed-${spec.communityId}`,
        communityIconKey: iconKey,
        communityBannerKey: bannerKey,
        planChoice: { planId: 'professional-plan', interval: 'month' },
      }),
    );
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
  return true;
}

/** Returns what it created this time (empty on a second run). */
export async function seed(c: SeedClients): Promise<string[]> {
  const created: string[] = [];
  for (const community of demoCommunities) {
    if (await seedCommunity(c, community)) created.push(`community ${community.subdomain}`);
  }
  for (const account of demoAccounts) {
    if (await seedAccount(account)) created.push(`account ${account.email}`);
  }
  return created;
}
