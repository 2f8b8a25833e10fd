// The domains domain's store and the fragments it composes, held in memory for the service's and the worker's tests:
// each write fragment checks its condition (`holds`) and applies itself, and a transaction applies all or none,
// failing with the positions whose condition did not hold, as DynamoDB's does.
import { TransactionConditionFailed } from '../platform/db/transact.ts';
import type { CustomDomainItem } from './model.ts';

export interface FakeWrite {
  holds(): boolean;
  apply(): void;
}

export const mem = {
  domains: new Map<string, CustomDomainItem>(),
  claims: new Map<string, { communityId: string; connected: boolean }>(),
  communities: new Map<string, Record<string, unknown>>(),
  staff: new Map<string, { accessLevel: number }>(),
  accounts: new Map<string, { email: string }>(),
  mails: [] as Array<{ to: string; subject: string; text: string }>,
  reset() {
    for (const map of [this.domains, this.claims, this.communities, this.staff, this.accounts]) map.clear();
    this.mails.length = 0;
  },
};

const indexKey = (item: CustomDomainItem) => `${item.nextCheckAt}#${item.communityId}`;

function transact(items: FakeWrite[]) {
  const failed = items.flatMap((item, i) => (item.holds() ? [] : [i]));
  if (failed.length) throw new TransactionConditionFailed(failed);
  for (const item of items) item.apply();
}

const domainWrite = (item: CustomDomainItem, readVersion: number): FakeWrite => ({
  holds: () => (mem.domains.get(item.communityId)?.version ?? 0) === readVersion,
  apply: () => mem.domains.set(item.communityId, structuredClone({ ...item, version: readVersion + 1 })),
});

/** Stands in for ./store.ts. */
export const memoryStore = {
  getDomain: async (communityId: string) => structuredClone(mem.domains.get(communityId) ?? null),
  getStaffView: async (communityKey: { PK: string }, staffKey: { PK: string; SK: string }, communityId: string) => ({
    community: structuredClone(mem.communities.get(communityKey.PK) ?? null),
    staff: mem.staff.get(`${staffKey.PK}/${staffKey.SK}`) ?? null,
    domain: structuredClone(mem.domains.get(communityId) ?? null),
  }),
  domainWrite,
  saveDomain: async (item: CustomDomainItem, readVersion: number, extra: FakeWrite[] = []) =>
    transact([domainWrite(item, readVersion), ...extra]),
  async queryDueDomains(before: string, limit: number, startKey?: Record<string, unknown>) {
    const due = [...mem.domains.values()]
      .filter((d) => d.nextCheckAt && indexKey(d) < before && (!startKey || indexKey(d) > (startKey.at as string)))
      .sort((a, b) => indexKey(a).localeCompare(indexKey(b)));
    const items = due.slice(0, limit).map((d) => structuredClone(d));
    const more = due.length > limit;
    return { items, ...(more ? { nextKey: { at: indexKey(items.at(-1)!) } } : {}) };
  },
};

/** Stands in for the host claims' write fragments (platform/tenancy/store.ts). */
export const memoryTenancy = {
  getCustomDomainOwner: async (domain: string) => {
    const claim = mem.claims.get(domain);
    return claim?.connected ? claim.communityId : null;
  },
  getSubdomainOwner: async () => null,
  customDomainReservationWrite: (domain: string, communityId: string): FakeWrite => ({
    holds: () => !mem.claims.has(domain) || mem.claims.get(domain)!.communityId === communityId,
    apply: () => mem.claims.set(domain, { communityId, connected: false }),
  }),
  customDomainConnectedWrite: (domain: string, communityId: string, connected: boolean): FakeWrite => ({
    holds: () => mem.claims.get(domain)?.communityId === communityId,
    apply: () => mem.claims.set(domain, { communityId, connected }),
  }),
  customDomainReleaseWrite: (domain: string, communityId: string): FakeWrite => ({
    holds: () => !mem.claims.has(domain) || mem.claims.get(domain)!.communityId === communityId,
    apply: () => mem.claims.delete(domain),
  }),
};

/** Stands in for the community item's mirror fragment (communities/custom-domain.ts). */
export const memoryMirror = {
  customDomainMirrorWrite: (communityId: string, domain: string | null, aliases: string[] = []): FakeWrite => ({
    holds: () => mem.communities.has(communityId),
    apply: () => {
      const community = mem.communities.get(communityId)!;
      delete community.customDomain;
      delete community.customDomainAliases;
      if (domain !== null) community.customDomain = domain;
      if (domain !== null && aliases.length) community.customDomainAliases = aliases;
    },
  }),
};
