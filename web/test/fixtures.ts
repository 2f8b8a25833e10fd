// Test data in the shapes the API answers with.
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
};

/** No retries, so a failure shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
