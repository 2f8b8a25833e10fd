// The end of an infinite list: an empty sentinel that loads the next page as it nears the viewport
// (hooks/use-infinite-scroll.ts), then a named spinner, centred, while that page loads.
import { Group, Loader, type MantineSpacing } from '@mantine/core';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll.ts';

interface InfiniteScrollEndProps {
  query: { hasNextPage: boolean; isFetching: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** The spinner's accessible name: "Loading more posts". */
  label: string;
  /** How far before the viewport the next page starts loading; 400 px by default. */
  rootMargin?: string;
  py?: MantineSpacing;
}

export function InfiniteScrollEnd({ query, label, rootMargin, py }: InfiniteScrollEndProps) {
  const sentinel = useInfiniteScroll({
    hasNextPage: query.hasNextPage,
    isFetching: query.isFetching,
    fetchNextPage: query.fetchNextPage,
    rootMargin,
  });
  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {query.isFetchingNextPage && (
        <Group justify="center" py={py}>
          <Loader role="status" size="sm" aria-label={label} />
        </Group>
      )}
    </>
  );
}
