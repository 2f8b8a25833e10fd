// A per-container cache for reads that may lag by seconds: host → tenant, a community's configuration, a member's
// roles. Entries expire after their TTL, and past `maxEntries` the oldest goes, so a long-lived container's memory
// stays bounded however many hosts or members it meets.
export interface TtlCache<V> {
  /** The live entry (its value may itself be null: a cached "none"), or undefined on a miss. */
  get(key: string, now?: number): { value: V } | undefined;
  set(key: string, value: V, ttlMs: number, now?: number): void;
  /** Drops an entry, so the next read loads it fresh. */
  delete(key: string): void;
}

export function ttlCache<V>(maxEntries = 10_000): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now) {
        entries.delete(key);
        return undefined;
      }
      return { value: entry.value };
    },
    set(key, value, ttlMs, now = Date.now()) {
      // Re-inserted at the end: Map order is insertion order, so the first key is the oldest.
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
