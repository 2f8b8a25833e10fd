// A request's API key (docs/architecture/users-api.md): the bearer's id names the key within the host's community,
// its hash must match, the key must be enabled and the plan still have the Users API. What the table says is cached
// per container for 60 s (with the community's owner and plan), so checking a key costs a hash and a map lookup; a
// key disabled or deleted is forgotten at once by the container that changed it (forgetKey) and by every other
// within the 60 s. "Last used" is written at most once a minute per key per container, never per request.
import { API_KEY_RATE_LIMIT_PER_MINUTE } from '@hearth/shared/constants/api-keys';
import { planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import { type CommunityItem, communityItemKey } from '../communities/plan.ts';
import { config } from '../platform/config.ts';
import type { ApiKeyCaller, ApiKeyVerifier, RateWindow } from '../platform/http/api-key.ts';
import { refusalSaying } from '../platform/http/errors.ts';
import { countInWindow } from '../platform/rate-limit.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { keyIdOf, tokenMatches } from './key-format.ts';
import * as store from './store.ts';

const KEY_CACHE_TTL_MS = 60_000;
const LAST_USED_EVERY_MS = 60_000;
const RATE_WINDOW_MS = 60_000;

interface CachedKey {
  key: store.ApiKeyItem | null;
  ownerMemberId: string | null;
  plan: string | null;
  /** When this container last wrote "last used" for the key (epoch ms). */
  touchedAt: number;
}

const cache = ttlCache<CachedKey>();
const cacheKey = (communityId: string, keyId: string) => `${communityId}|${keyId}`;

/** Drops the cached copy of a key, so this container reads it again (an owner's switch or delete). */
export function forgetKey(communityId: string, keyId: string) {
  cache.delete(cacheKey(communityId, keyId));
}

async function loadKey(communityId: string, keyId: string, now: number): Promise<CachedKey> {
  const hit = cache.get(cacheKey(communityId, keyId), now);
  if (hit) return hit.value;
  const read = await store.getKeyWithCommunity<CommunityItem>(communityItemKey(communityId), communityId, keyId);
  const entry: CachedKey = {
    key: read.key,
    ownerMemberId: read.community?.ownerMemberId ?? null,
    plan: read.community ? planInForce(read.community) : null,
    touchedAt: read.key?.lastUsedAt ? Date.parse(read.key.lastUsedAt) : 0,
  };
  cache.set(cacheKey(communityId, keyId), entry, KEY_CACHE_TTL_MS, now);
  return entry;
}

/**
 * The requests a key may make a minute: the deployment's `API_KEY_RATE_LIMIT`, else the default. A value that is not
 * a whole number of at least 1 fails the request with a logged fault rather than run without a limit.
 */
export function rateLimitPerMinute(raw: string | undefined = config().apiKeyRateLimit): number {
  if (raw === undefined) return API_KEY_RATE_LIMIT_PER_MINUTE;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`API_KEY_RATE_LIMIT is not a whole number ≥ 1: ${raw}`);
  return limit;
}

async function verify(token: string, tenant: Tenant, now: number): Promise<ApiKeyCaller | null> {
  if (tenant.kind !== 'community') return null;
  const keyId = keyIdOf(token);
  if (!keyId) return null;
  const entry = await loadKey(tenant.communityId, keyId, now);
  const { key } = entry;
  if (!key || !key.enabled || !entry.ownerMemberId || !tokenMatches(token, key.hash)) return null;
  const refused = planFeatureRefusal('usersApi', entry.plan);
  if (refused) throw refusalSaying(refused.code, refused.message);
  if (now - entry.touchedAt >= LAST_USED_EVERY_MS) {
    entry.touchedAt = now;
    const cutoff = new Date(now - LAST_USED_EVERY_MS).toISOString();
    await store.touchLastUsed(key.communityId, key.id, new Date(now).toISOString(), cutoff);
  }
  return { keyId: key.id, communityId: key.communityId, scope: key.scope, ownerMemberId: entry.ownerMemberId };
}

async function count(caller: ApiKeyCaller, now: number): Promise<RateWindow> {
  const limit = rateLimitPerMinute();
  const windowStart = Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const used = await countInWindow(caller.communityId, 'api-key', `key:${caller.keyId}`, windowStart, RATE_WINDOW_MS);
  return { limit, remaining: limit - used, resetAt: Math.ceil((windowStart + RATE_WINDOW_MS) / 1000) };
}

export const apiKeyVerifier: ApiKeyVerifier = { verify, count };
