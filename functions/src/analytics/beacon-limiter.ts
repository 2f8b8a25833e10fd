// The beacon endpoint's per-address limit: a fixed one-minute window counted in the container's memory, so a batch
// costs no extra request. In AWS each container counts alone (N warm containers let N × the limit through); it
// bounds a flood's cost per container, while the aggregates stay exact whatever gets through
// (docs/architecture/analytics.md, Collection).
export interface Limiter {
  /** Counts one request of `key` at `now`: null when allowed, else the seconds until the window ends. */
  take(key: string, now?: number): number | null;
}

export function fixedWindowLimiter(limit: number, windowMs = 60_000, maxKeys = 50_000): Limiter {
  let window = -1;
  const counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      const current = Math.floor(now / windowMs);
      if (current !== window || counts.size >= maxKeys) {
        window = current;
        counts.clear();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      if (n <= limit) return null;
      return Math.max(1, Math.ceil(((current + 1) * windowMs - now) / 1000));
    },
  };
}
