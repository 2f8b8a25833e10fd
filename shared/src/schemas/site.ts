// What any host serves about itself: the owner app, or a community's public look.
import * as z from 'zod';

export const communityLookSchema = z
  .object({
    communityId: z.string(),
    subdomain: z.string(),
    name: z.string(),
    tagline: z.string(),
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
    iconURL: z.string().nullable(),
    bannerURL: z.string().nullable(),
    isLive: z.boolean(),
    privateCommunity: z.boolean(),
    /** The page title and meta description (SEO Settings). */
    seo: z.object({ title: z.string(), description: z.string() }),
    /**
     * The connected custom domain's origin (`https://forum.acme.example`), null while none is connected: the
     * server-rendered pages name it in their canonical and Open Graph URLs on every host of the community.
     */
    customDomainOrigin: z.string().nullable(),
  })
  .meta({ id: 'CommunityLook' });

export const siteResponseSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('app') }),
    z.object({ kind: z.literal('community'), community: communityLookSchema }),
  ])
  .meta({ id: 'Site' });

export type CommunityLook = z.infer<typeof communityLookSchema>;
export type SiteResponse = z.infer<typeof siteResponseSchema>;

export const subdomainParamsSchema = z.object({
  subdomain: z.string().max(255),
});

export const subdomainAvailabilitySchema = z
  .object({
    subdomain: z.string(),
    available: z.boolean(),
    /** Why not, in the spec's words, when not available. */
    message: z.string().nullable(),
  })
  .meta({ id: 'SubdomainAvailability' });
