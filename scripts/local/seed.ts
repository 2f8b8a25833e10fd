// Demo data, written once: a published demo community at demo.<domain>, a private community with member approval,
// the demo owner (staff in both) and demo members in each account state.
// Idempotent: each piece is skipped when it already exists. Later capabilities extend this with their own data.
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import type { CategoryItem, SubforumItem } from '@hearth/functions/communities/config';
import { bannerPng, iconPng } from './png.ts';
import { seedAnalytics } from './seed-analytics.ts';
import { seedCodes } from './seed-codes.ts';

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
    // Her username in each community she owns (she is a member of both).
    username: 'olivia',
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-member',
    email: 'member@hearth.local',
    firstName: 'Maya',
    lastName: 'Member',
    kind: 'member',
    username: 'maya',
    // gamification: a seasoned member (level 25, TRAINED), so the demo shows unlocked frames and covers and her cards
    // wear the Ember frame.
    level: 25,
    upgrades: { avatarFrameId: 'ember', profileCoverId: 'embers' },
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-moderator',
    email: 'moderator@hearth.local',
    firstName: 'Mo',
    lastName: 'Moderator',
    kind: 'member',
    username: 'mo-moderator',
    roleIds: ['moderators'],
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-admin',
    email: 'admin@hearth.local',
    firstName: 'Ada',
    lastName: 'Admin',
    kind: 'member',
    username: 'ada',
    roleIds: ['admins'],
  },
  {
    communityId: 'cm-demo',
    memberId: 'mb-banned',
    email: 'banned@hearth.local',
    firstName: 'Bo',
    lastName: 'Banned',
    kind: 'member',
    username: 'bo-banned',
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
  // The private community's own members (separate accounts from demo's, with the same demo addresses).
  {
    communityId: 'cm-founders',
    memberId: 'mb-founders-member',
    email: 'member@hearth.local',
    firstName: 'Finn',
    lastName: 'Founder',
    kind: 'member',
    username: 'finn',
  },
  {
    communityId: 'cm-founders',
    memberId: 'mb-founders-banned',
    email: 'banned@hearth.local',
    firstName: 'Bea',
    lastName: 'Barred',
    kind: 'member',
    username: 'bea',
    ban: { permanent: true, days: 0, reason: 'Shared the private room outside' },
  },
] as const;

/** The subdomain a demo account signs in on (the owner signs in on the owner app, and on both as staff). */
export const demoAccountHost = (account: (typeof demoAccounts)[number]) =>
  account.communityId === 'cm-founders' ? 'founders' : account.communityId === 'cm-demo' ? 'demo' : 'app';

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

/**
 * Accounts go through the same code as a real sign-up (claim + pool user) and, when they wait for approval, its
 * verification (which puts them on member approval's list), then straight to their demo state and username.
 */
async function seedAccount(account: (typeof demoAccounts)[number]) {
  const { defaultDeps } = await import('@hearth/functions/auth/account-steps');
  const { completeVerification, createAccount } = await import('@hearth/functions/auth/sign-up');
  const { claimUsername, getMember } = await import('@hearth/functions/members/service');
  const { poolUsername } = await import('@hearth/functions/platform/auth/verify');
  const state = 'state' in account ? account.state : 'active';
  const pending = state === 'pending';
  const ban =
    'ban' in account
      ? {
          permanent: account.ban.permanent,
          expiresAt: account.ban.permanent ? null : new Date(Date.now() + account.ban.days * 86_400_000).toISOString(),
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
        state: pending ? 'unverified' : state,
        needsApproval: pending,
        welcomePending: false,
        ...(ban ? { ban } : {}),
        ...('roleIds' in account ? { roleIds: [...account.roleIds] } : {}),
        ...('upgrades' in account ? account.upgrades : {}),
        createdAt: new Date().toISOString(),
        ...(pending ? {} : { verifiedAt: new Date().toISOString() }),
      },
      username,
      DEMO_PASSWORD,
      defaultDeps,
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'ACCOUNT_EXISTS') return false;
    throw error;
  }
  const member = (await getMember(account.communityId, account.memberId))!;
  if (pending) await completeVerification(member, defaultDeps);
  else await defaultDeps.idp.markEmailVerified(username, account.email);
  if ('username' in account && account.communityId !== OWNER_APP_COMMUNITY_ID) {
    await claimUsername(member, account.username);
  }
  if ('level' in account) await seedXp(account.communityId, account.memberId, account.level);
  return true;
}

/** The owner's member item in a community she owns, with her username there (she is a member of both). */
async function seedOwnerMembership(communityId: string) {
  const { addOwnerMember, claimUsername, getMember, ownerMembership } =
    await import('@hearth/functions/members/service');
  // Demo data from before owners were members: her member item as the owner-membership backfill makes it.
  if (!(await getMember(communityId, DEMO_OWNER_ID))) {
    const owner = (await getMember(OWNER_APP_COMMUNITY_ID, DEMO_OWNER_ID))!;
    await addOwnerMember(ownerMembership(owner, communityId, new Date().toISOString()));
  }
  const member = await getMember(communityId, DEMO_OWNER_ID);
  if (member && !member.username) await claimUsername(member, demoAccounts[0].username);
}

/** A demo member's XP at the start of a level, written as the XP consumer writes it (level, leaderboard key). */
async function seedXp(communityId: string, memberId: string, level: number) {
  const { xpChangeWrite } = await import('@hearth/functions/members/service');
  const { transactWrite } = await import('@hearth/functions/platform/db/transact');
  const { xpForLevel } = await import('@hearth/shared/rules/xp');
  await transactWrite([
    xpChangeWrite({
      communityId,
      memberId,
      fromXp: undefined,
      toXp: xpForLevel(level),
      toLevel: level,
      statistics: {},
    }),
  ]);
}

async function seedCommunity(c: SeedClients, spec: (typeof demoCommunities)[number]) {
  const { newCommunity } = await import('@hearth/functions/communities/new-community');
  const { createCommunityRecords } = await import('@hearth/functions/communities/store/creation');
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
  // The same records the builder writes, owned by the demo owner (who is its first member).
  const { getMember, ownerMemberWrite, ownerMembership } = await import('@hearth/functions/members/service');
  const owner = (await getMember(OWNER_APP_COMMUNITY_ID, DEMO_OWNER_ID))!;
  const now = new Date().toISOString();
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
        now,
      }),
      [ownerMemberWrite(ownerMembership(owner, spec.communityId, now))],
    );
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
  return true;
}

/** A signed-in account as the services see it (the seed writes through them, like a request would). */
const actorOf = (communityId: string, memberId: string, email: string) => ({
  sub: memberId,
  username: `${communityId}|${email}`,
  communityId,
  memberId,
  email,
});

/**
 * The demo community's first conversation: a text post, an image post, a poll, comments, votes and a pin; and a
 * reviewed Showcase subforum with a member's post awaiting approval.
 */
async function seedForum(c: SeedClients) {
  const [compose, moderate, act] = await Promise.all([
    import('@hearth/functions/posts/compose'),
    import('@hearth/functions/posts/moderate'),
    import('@hearth/functions/posts/act'),
  ]);
  const comments = await import('@hearth/functions/comments/compose');
  const tenant = { kind: 'community' as const, communityId: 'cm-demo', host: 'demo.localhost' };
  const maya = actorOf('cm-demo', 'mb-member', 'member@hearth.local');
  const olivia = actorOf('app', DEMO_OWNER_ID, 'owner@hearth.local');
  const ownerTenantActor = { ...olivia, staff: { accessLevel: 100, role: 'owner' } };
  // A reviewed subforum: members' posts there wait for staff approval (the Members role's approvedPost is off there).
  // Written before anything reads the community's configuration, which the services cache for 10 s.
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const showcase = { id: 'sf-showcase', category: 'ct-showcase-projects' };
  const subforum: SubforumItem = {
    communityId: 'cm-demo',
    id: showcase.id,
    title: 'Showcase',
    slug: 'showcase',
    emoji: '🛠️',
    rank: 2,
    enabled: true,
    private: false,
    navigation: true,
    permissions: { members: { approvedPost: false } },
    categoriesCount: 1,
  };
  const category: CategoryItem = {
    communityId: 'cm-demo',
    subforumId: showcase.id,
    id: showcase.category,
    title: 'Projects',
    enabled: true,
    rank: 1,
  };
  for (const item of [
    { ...keys.subforum('cm-demo', showcase.id), ...subforum },
    { ...keys.category('cm-demo', showcase.id, showcase.category), ...category },
  ]) {
    await c.db.send(new PutCommand({ TableName: c.tableName, Item: item }));
  }
  const { listCategories } = await import('@hearth/functions/posts/frame');
  const categoryId = (await listCategories(tenant, maya)).items[0]!.id;
  const bannerKey = 'c/cm-demo/posts/mb-member/workshop.png';
  await c.s3.send(
    new PutObjectCommand({
      Bucket: c.bucket,
      Key: bannerKey,
      Body: bannerPng('#2b8a3e', 960, 400),
      ContentType: 'image/png',
    }),
  );
  const welcome = await compose.createPost(tenant, ownerTenantActor, {
    type: 'post',
    title: 'Welcome to Hearth Makers',
    categoryId,
    content:
      '<p>This is a place for builders, tinkerers and first-time founders. Say hello below and tell us what you are ' +
      'making. Tag your posts, e.g. <a class="hashtag" href="/search?hashtag=introductions">#introductions</a>.</p>',
    anonymous: false,
    linkPreview: null,
  });
  await moderate.setPinned(tenant, ownerTenantActor, welcome.id, true);
  const workshop = await compose.createPost(tenant, maya, {
    type: 'image',
    title: 'My workshop after the spring clean',
    categoryId,
    content: '<p>Finally found a place for every clamp.</p>',
    bannerKey,
    anonymous: false,
    linkPreview: null,
  });
  const poll = await compose.createPost(tenant, maya, {
    type: 'poll',
    title: 'What should our next meetup be about?',
    categoryId,
    content: '',
    anonymous: false,
    linkPreview: null,
    maxChoices: 1,
    duration: 30,
    extendable: true,
    options: ['Soldering basics', 'Pricing your first product', 'Woodworking joints'],
  });
  const awaiting = await compose.createPost(tenant, maya, {
    type: 'post',
    subforumId: showcase.id,
    title: 'A tiny synthesizer in a tea tin',
    categoryId: showcase.category,
    content: '<p>Three oscillators, one knob each, and a speaker from an old radio.</p>',
    anonymous: false,
    linkPreview: null,
  });
  await act.votePost(tenant, maya, welcome.id, 'upvote');
  await act.reactToPost(tenant, maya, welcome.id, 'love');
  const hello = await comments.addComment(tenant, maya, welcome.id, {
    content: '<p>Hi all! I build small synthesizers. #introductions</p>',
    anonymous: false,
  });
  await comments.addComment(tenant, ownerTenantActor, welcome.id, {
    content: '<p>Welcome Maya, share a picture of one some time!</p>',
    anonymous: false,
    parentId: hello.id,
  });
  return [welcome, workshop, poll, awaiting].length;
}

/** Returns what it created this time (empty on a second run). */
export async function seed(c: SeedClients): Promise<string[]> {
  const created: string[] = [];
  // The owner's account first: each community is created with her member item in it.
  const [ownerAccount, ...memberAccounts] = demoAccounts;
  if (await seedAccount(ownerAccount)) created.push(`account ${ownerAccount.email}`);
  for (const community of demoCommunities) {
    if (await seedCommunity(c, community)) created.push(`community ${community.subdomain}`);
    await seedOwnerMembership(community.communityId);
  }
  for (const account of memberAccounts) {
    const host = demoAccountHost(account);
    const label = host === 'founders' ? `account ${account.email} (founders)` : `account ${account.email}`;
    if (await seedAccount(account)) created.push(label);
  }
  if (created.includes('community demo')) created.push(`${await seedForum(c)} demo posts`);
  for (const community of demoCommunities) {
    const memberIds = demoAccounts.filter((a) => a.communityId === community.communityId).map((a) => a.memberId);
    const analytics = { communityId: community.communityId, memberIds, guestsPerDay: memberIds.length > 3 ? 10 : 4 };
    if (await seedAnalytics(c.db, c.tableName, analytics))
      created.push(`30 days of analytics (${community.subdomain})`);
  }
  const codes = await seedCodes();
  if (codes) created.push(`${codes} lifetime codes (HEARTH-LTD-0001…0010, 1 refunded)`);
  return created;
}
