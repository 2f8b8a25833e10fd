// A community's custom domain from the owner's side (owner-dashboard §2 Platform Settings: Custom Domain, §5, §6, §9):
// the status, add and delete. Each is access (staff ≥ 90, the plan) → rules → one transaction with the host claim
// and the community's mirror → forget this container's caches. The worker (jobs/domain-progress.ts) does the rest.
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import { isPlatformHost, mayChangeDomain } from '@hearth/shared/rules/custom-domain';
import { planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { ulid } from 'ulid';
import { forgetCommunityConfig } from '../communities/config.ts';
import { customDomainMirrorWrite } from '../communities/custom-domain.ts';
import { type CommunityItem, communityItemKey, type StaffItem, staffItemKey } from '../communities/plan.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { config } from '../platform/config.ts';
import { TransactionConditionFailed } from '../platform/db/transact.ts';
import { refusal, refusalSaying } from '../platform/http/errors.ts';
import { forgetTenant } from '../platform/tenancy/resolve.ts';
import { customDomainConnectedWrite, customDomainReservationWrite } from '../platform/tenancy/store.ts';
import { type CustomDomainItem, domainHosts, emptyDomain } from './model.ts';
import { hostsFor } from './records.ts';
import { domainStatus } from './status.ts';
import * as store from './store.ts';

const baseDomain = () => config().baseDomain.toLowerCase();

/**
 * The custom-domain item when the caller may manage it: the owner and editors (staff of access level 90 and above);
 * anyone else learns only "not yours" (404). Essential and unknown plans are refused on every route (403, naming the
 * plan needed). One BatchGet.
 */
async function managedDomain(actor: Actor, communityId: string) {
  const view = await store.getStaffView<CommunityItem, StaffItem>(
    communityItemKey(communityId),
    staffItemKey(communityId, actor.memberId),
    communityId,
  );
  if (!view.community || !view.staff || view.staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('NOT_STAFF');
  const refused = planFeatureRefusal('customDomain', planInForce(view.community));
  if (refused) throw refusalSaying(refused.code, refused.message);
  return view.domain;
}

export async function getCustomDomain(actor: Actor, communityId: string): Promise<CustomDomainStatus> {
  return domainStatus(await managedDomain(actor, communityId), baseDomain());
}

/** The date a refusal names (YYYY-MM-DD, UTC). */
const day = (iso: string) => iso.slice(0, 10);

/** The rules an add meets on the item as read; the new item, or null when the same domain is added again. */
function newDomainItem(current: CustomDomainItem | null, communityId: string, domain: string, now: Date) {
  const base = baseDomain();
  if (isPlatformHost(domain, base)) throw refusal('CUSTOM_DOMAIN_PLATFORM', base);
  if (current?.customDomain) {
    if (current.deleting) throw refusal('CUSTOM_DOMAIN_DELETING');
    if (current.customDomain === domain) return null;
    throw refusal('CUSTOM_DOMAIN_EXISTS');
  }
  const allowedAt = current?.allowedToChangeAt ?? null;
  if (!mayChangeDomain(allowedAt, now.getTime())) throw refusal('CUSTOM_DOMAIN_TOO_SOON', day(allowedAt!));
  const at = now.toISOString();
  return {
    ...emptyDomain(communityId, null, current?.version ?? 0),
    customDomain: domain,
    hosts: hostsFor(domain),
    reference: `${communityId}-${ulid()}`,
    nextCheckAt: at,
  } satisfies CustomDomainItem;
}

/** Whether a write lost to another write of the item (the worker's, a second click): read again and retry. */
const lostRace = (error: unknown, attempt: number) =>
  attempt < RACE_RETRIES && error instanceof TransactionConditionFailed && error.failedIndexes.includes(0);
const RACE_RETRIES = 2;

/**
 * Adds the custom domain: the item (the certificate still to request, due for the worker now) and a reservation of
 * each host it serves (the domain, and `www.<domain>` for a bare root domain) in one transaction; another community's
 * claim on any of them makes it "taken". Adding the same domain again answers its status.
 */
export async function addCustomDomain(
  actor: Actor,
  communityId: string,
  domain: string,
  now = new Date(),
): Promise<CustomDomainStatus> {
  let current = await managedDomain(actor, communityId);
  for (let attempt = 0; ; attempt++) {
    const item = newDomainItem(current, communityId, domain, now);
    if (!item) return domainStatus(current, baseDomain());
    try {
      const reservations = domainHosts(item).map((host) => customDomainReservationWrite(host, communityId));
      await store.saveDomain(item, current?.version ?? 0, reservations);
      return domainStatus({ ...item, version: item.version + 1 }, baseDomain());
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.failedIndexes.some((i) => i > 0)) {
        throw refusal('CUSTOM_DOMAIN_TAKEN');
      }
      if (!lostRace(error, attempt)) throw error;
      current = await store.getDomain(communityId);
    }
  }
}

/**
 * Starts deleting the custom domain: its hosts stop serving at once (their claims un-connected, the community's
 * mirror removed) and the worker takes the distribution and the certificate down, step by step.
 */
export async function deleteCustomDomain(
  actor: Actor,
  communityId: string,
  now = new Date(),
): Promise<CustomDomainStatus> {
  let current = await managedDomain(actor, communityId);
  for (let attempt = 0; ; attempt++) {
    const domain = current?.customDomain;
    if (!current || !domain) throw refusal('CUSTOM_DOMAIN_MISSING');
    if (current.deleting) throw refusal('CUSTOM_DOMAIN_DELETING');
    const item: CustomDomainItem = { ...current, deleting: true, nextCheckAt: now.toISOString(), errors: 0 };
    try {
      await store.saveDomain(item, current.version, [
        ...domainHosts(current).map((host) => customDomainConnectedWrite(host, communityId, false)),
        customDomainMirrorWrite(communityId, null),
      ]);
    } catch (error) {
      if (!lostRace(error, attempt)) throw error;
      current = await store.getDomain(communityId);
      continue;
    }
    for (const host of domainHosts(current)) forgetTenant(host);
    forgetCommunityConfig(communityId);
    return domainStatus({ ...item, version: item.version + 1 }, baseDomain());
  }
}
