// Work over a list a few items at a time: enough to overlap round trips, few enough not to flood the table.

const CONCURRENCY = 8;

/** Runs `work` over `list`, at most `concurrency` at a time. */
export async function eachLimited<T>(
  list: readonly T[],
  work: (item: T) => Promise<unknown>,
  concurrency = CONCURRENCY,
) {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await work(list[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, list.length) }, worker));
}
