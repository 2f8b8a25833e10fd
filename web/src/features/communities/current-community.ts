// Which of the owner's communities the dashboard shows: remembered in local storage, so it survives reloads and is
// shared by the owner's tabs. A stored id that is no longer the owner's falls back to the first community.
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { useSyncExternalStore } from 'react';
import { useMyCommunities } from './api/list-my-communities.ts';

export const SELECTED_COMMUNITY_KEY = 'hearth.owner.communityId';

/**
 * What the marketplace (lifetime codes) keeps in local storage: its sign-up codes and the create-community flag.
 * Create Community clears them, so a new community starts as a normal one.
 */
export const MARKETPLACE_STORAGE_KEYS = [
  'hearth.marketplace.signupCodes',
  'hearth.marketplace.redeemCodes',
  'hearth.marketplace.createCommunity',
] as const;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_COMMUNITY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Without local storage the choice lasts until the page is left.
let memory: string | null = null;

export function readSelectedCommunityId(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_COMMUNITY_KEY);
  } catch {
    return memory;
  }
}

export function selectCommunity(communityId: string) {
  memory = communityId;
  try {
    window.localStorage.setItem(SELECTED_COMMUNITY_KEY, communityId);
  } catch {
    // kept in memory
  }
  notify();
}

export function clearMarketplaceKeys() {
  try {
    for (const key of MARKETPLACE_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

/** A marketplace key is stored: the onboarding skips the plan choice and the builder ends on /appsumo (§4). */
export function hasMarketplaceKeys(): boolean {
  try {
    return MARKETPLACE_STORAGE_KEYS.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

export const useSelectedCommunityId = () => useSyncExternalStore(subscribe, readSelectedCommunityId, () => null);

/** The selected community among the owner's, or the first when none (or a stale one) is selected. */
export const pickCommunity = (communities: readonly MyCommunity[], selectedId: string | null): MyCommunity | null =>
  communities.find((c) => c.communityId === selectedId) ?? communities[0] ?? null;

/** The owner's communities and the one the dashboard shows. */
export function useCurrentCommunity() {
  const communities = useMyCommunities().data ?? [];
  const selectedId = useSelectedCommunityId();
  return { community: pickCommunity(communities, selectedId), communities };
}
