// Test data in the shapes the API answers with.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import type { Profile } from '@hearth/shared/schemas/members';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { QueryClient } from '@tanstack/react-query';

export const demoCommunity: CommunityLook = {
  communityId: 'c_demo',
  subdomain: 'demo',
  name: 'Trail Runners',
  tagline: 'Muddy shoes, good company.',
  color: '#2f9e44',
  iconURL: '/media/c_demo/icon.png',
  bannerURL: '/media/c_demo/banner.jpg',
  isLive: true,
  privateCommunity: false,
  seo: { title: 'Trail Runners', description: 'Muddy shoes, good company.' },
  customDomainOrigin: null,
};

/** An active member of the demo community who has finished the welcome step. */
export const member: SessionUser = {
  memberId: 'm_ada',
  communityId: 'c_demo',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  kind: 'member',
  state: 'active',
  welcomePending: false,
  ban: null,
  staff: null,
  level: 1,
  rank: 'ROOKIE',
  subscriber: false,
  subscriptionStatus: null,
};

/** The member's own profile (`GET /profiles/me`): level 1, no username, photo or upgrades; `over` changes fields. */
export const ownProfile = (over: Partial<Profile> = {}): Profile => ({
  memberId: member.memberId,
  slug: member.memberId,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  username: null,
  bio: null,
  profilePicURL: null,
  coverURL: null,
  roles: [],
  accessLevel: 0,
  registeredAt: '2026-01-01T00:00:00.000Z',
  dateOfBirth: null,
  location: null,
  privacy: { dateOfBirth: true, location: true },
  level: 1,
  xp: 10,
  nextLevelXPTarget: 50,
  levelPercent: 20,
  rank: 'ROOKIE',
  statistics: { postSubmissions: 0, commentSubmissions: 0, reactionsReceived: 0, upvotesReceived: 0 },
  profileUpgrades: { avatarFrameDetails: null, profileCoverDetails: null },
  isMe: true,
  subscriber: false,
  subscription: null,
  ...over,
});

/** An owner-app account. */
export const owner: SessionUser = {
  ...member,
  memberId: 'o_grace',
  communityId: 'app',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  kind: 'owner',
};

/** No retries, so a failure shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
