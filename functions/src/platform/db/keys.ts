// Every table key is built here, tenant first; no other module writes a key string.
// Global items (host claims) are the one exception: they are how a request finds its tenant.
const SEP = '#';

export const keys = {
  /** The community's own item. */
  community: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'COMMUNITY' }),
  /** Claim of a subdomain; global by nature, holds the owning community id. */
  subdomainClaim: (subdomain: string) => ({ PK: `SUBDOMAIN${SEP}${subdomain}`, SK: 'CLAIM' }),
  /** Claim of a custom domain; global by nature, holds the owning community id. */
  customDomainClaim: (domain: string) => ({ PK: `DOMAIN${SEP}${domain}`, SK: 'CLAIM' }),
} as const;
