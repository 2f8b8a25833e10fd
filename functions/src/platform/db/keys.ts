// Every table key is built here, tenant first; no other module writes a key string.
// Global items (host claims) are the one exception: they are how a request finds its tenant.
const SEP = '#';

export const keys = {
  /** The community's own item. */
  community: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'COMMUNITY' }),
  /** A member account of a community (the owner app is the community `app`). */
  member: (communityId: string, memberId: string) => ({ PK: `C${SEP}${communityId}`, SK: `MEMBER${SEP}${memberId}` }),
  /** Unique e-mail per community; holds the member id. */
  memberEmail: (communityId: string, email: string) => ({ PK: `C${SEP}${communityId}`, SK: `EMAIL${SEP}${email}` }),
  /** A staff record: an owner-app account acting in this community (access level 100 owner, 90+ admin-like). */
  staff: (communityId: string, appMemberId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `STAFF${SEP}${appMemberId}`,
  }),
  /** The communities an owner-app account is staff in (GSI1 of the staff record). */
  staffOf: (appMemberId: string, communityId: string) => ({
    GSI1PK: `STAFFOF${SEP}${appMemberId}`,
    GSI1SK: `C${SEP}${communityId}`,
  }),
  /** A single-use e-mailed link, stored by the SHA-256 of its token. */
  linkToken: (communityId: string, tokenHash: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `LINK${SEP}${tokenHash}`,
  }),
  /** An attempt counter for one action, scope (account or IP) and fixed window. */
  attempts: (communityId: string, action: string, scope: string, windowStart: number) => ({
    PK: `C${SEP}${communityId}`,
    SK: `ATTEMPTS${SEP}${action}${SEP}${scope}${SEP}${windowStart}`,
  }),
  /** Claim of a subdomain; global by nature, holds the owning community id. */
  subdomainClaim: (subdomain: string) => ({ PK: `SUBDOMAIN${SEP}${subdomain}`, SK: 'CLAIM' }),
  /** Claim of a custom domain; global by nature, holds the owning community id. */
  customDomainClaim: (domain: string) => ({ PK: `DOMAIN${SEP}${domain}`, SK: 'CLAIM' }),
} as const;
