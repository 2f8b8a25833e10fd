// Resolves the request's tenant from its host: the owner app (`app`) or a community id.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { parseHost } from '@hearth/shared/rules/host';
import { config } from '../config.ts';
import { ttlCache } from '../ttl-cache.ts';
import { getCustomDomainOwner, getSubdomainOwner } from './store.ts';

export interface Tenant {
  kind: 'app' | 'community';
  communityId: string;
  host: string;
}

/** Host → tenant lookups are cached per container: positive answers briefly, misses very briefly. */
const HIT_TTL_MS = 60_000;
const MISS_TTL_MS = 2_000;
const cache = ttlCache<Tenant | null>();

export async function resolveTenant(host: string | undefined): Promise<Tenant | null> {
  const target = parseHost(host, config().baseDomain);
  if (target.kind === 'invalid') return null;
  if (target.kind === 'app') return { kind: 'app', communityId: OWNER_APP_COMMUNITY_ID, host: host ?? '' };

  const cacheKey = target.kind === 'subdomain' ? `s:${target.subdomain}` : `d:${target.domain}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit.value;

  const communityId =
    target.kind === 'subdomain' ? await getSubdomainOwner(target.subdomain) : await getCustomDomainOwner(target.domain);
  const tenant: Tenant | null = communityId ? { kind: 'community', communityId, host: host ?? '' } : null;
  cache.set(cacheKey, tenant, tenant ? HIT_TTL_MS : MISS_TTL_MS);
  return tenant;
}

/**
 * Drops this container's cached answer for a host (a custom domain that connected or stopped serving), so its next
 * request asks the claim again. Other containers follow within their cache's TTL.
 */
export function forgetTenant(host: string) {
  const target = parseHost(host, config().baseDomain);
  if (target.kind === 'subdomain') cache.delete(`s:${target.subdomain}`);
  if (target.kind === 'custom') cache.delete(`d:${target.domain}`);
}

/** The host the viewer used: CloudFront passes it on as x-forwarded-host; locally it is the Host header. */
export function viewerHost(headers: Record<string, string | undefined>): string | undefined {
  return headers['x-forwarded-host'] ?? headers.host;
}
