import type { HandlerInput } from '../../platform/http/route.ts';
import { communityNotFound } from '../../platform/http/errors.ts';
import { mediaUrl } from '../../platform/storage/media.ts';
import { getCommunity } from '../service.ts';
import { siteOrigin } from '../site-origin.ts';

export async function getSite({ tenant }: HandlerInput<object>) {
  if (!tenant || tenant.kind === 'app') return { body: { kind: 'app' as const } };
  const community = await getCommunity(tenant.communityId);
  if (!community) throw communityNotFound();
  return {
    body: {
      kind: 'community' as const,
      community: {
        communityId: community.communityId,
        subdomain: community.subdomain,
        name: community.communityName,
        tagline: community.communityTagline,
        color: community.communityThemeColor,
        iconURL: mediaUrl(community.communityIconKey),
        bannerURL: mediaUrl(community.communityBannerKey),
        isLive: community.isLive,
        privateCommunity: community.privateCommunity,
        seo: community.seo ?? { title: community.communityName, description: community.communityTagline },
        customDomainOrigin: community.customDomain ? siteOrigin(community) : null,
      },
    },
  };
}
