// Test data in the shapes the API answers with.
import type { SessionUser } from '@hearth/shared/schemas/auth';
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
};

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
