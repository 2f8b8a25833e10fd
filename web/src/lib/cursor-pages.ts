// How an infinite query walks a cursor-paged list: the first page is asked for without a cursor, and each answer's
// `nextCursor` asks for the next one until it is null. Spread into `infiniteQueryOptions` beside the query's key.
export function cursorPages<Page extends { nextCursor?: string | null }>(
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return {
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page) => page.nextCursor ?? undefined,
  };
}
