// Small statistics helpers for the benchmarks.
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Times `fn` `count` times in sequence; returns milliseconds per call. */
export async function timeSequential(count: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * Times `a` and `b` `count` times each, one after the other (a then b, then b then a, …), so both see the same warmth
 * and machine load and neither always goes first; milliseconds per call of each.
 */
export async function timeInterleaved(
  count: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ a: number[]; b: number[] }> {
  const out = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const which of order) out[which].push(...(await timeSequential(1, which === 'a' ? a : b)));
  }
  return out;
}
