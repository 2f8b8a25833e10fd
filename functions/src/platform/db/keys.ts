// Every table key is built here, tenant first; no other module writes a key string.
// Global items (host claims) are the one exception: they are how a request finds its tenant.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';

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
  /** A role of the community (default Admins, Moderators, Members; custom roles later). */
  role: (communityId: string, roleId: string) => ({ PK: `C${SEP}${communityId}`, SK: `ROLE${SEP}${roleId}` }),
  /** A subforum; its rank orders the subforum panel. */
  subforum: (communityId: string, subforumId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `SUBFORUM${SEP}${subforumId}`,
  }),
  /** A post category of a subforum. */
  category: (communityId: string, subforumId: string, categoryId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `CATEGORY${SEP}${subforumId}${SEP}${categoryId}`,
  }),
  /** One settings document of the community: `legal` (terms, rules, privacy), `reactions`, `feed-menu`. */
  settings: (communityId: string, name: 'legal' | 'reactions' | 'feed-menu') => ({
    PK: `C${SEP}${communityId}`,
    SK: `SETTINGS${SEP}${name}`,
  }),
  /** Daily activity counters of a community (new members, active members, posts), one item per UTC day. */
  statsDay: (communityId: string, day: string) => ({ PK: `C${SEP}${communityId}`, SK: `STATS${SEP}DAY${SEP}${day}` }),
  /** Marks a member as counted active on a day, so the day's active count is of distinct members. */
  activeMark: (communityId: string, day: string, memberId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `ACTIVE${SEP}${day}${SEP}${memberId}`,
  }),
  /** The owner-app account's record that one builder draft (requestId) became a community: makes Publish idempotent. */
  creationRequest: (appMemberId: string, requestId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `CREATED${SEP}${appMemberId}${SEP}${requestId}`,
  }),
  /** Claim of a subdomain; global by nature, holds the owning community id. */
  subdomainClaim: (subdomain: string) => ({ PK: `SUBDOMAIN${SEP}${subdomain}`, SK: 'CLAIM' }),
  /** Claim of a custom domain; global by nature, holds the owning community id. */
  customDomainClaim: (domain: string) => ({ PK: `DOMAIN${SEP}${domain}`, SK: 'CLAIM' }),
} as const;
