// Loads the next page when a sentinel element comes within `rootMargin` of the viewport (member-forum §2.5:
// 400 px before the end of a feed).
import { useEffect, useRef } from 'react';

interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  rootMargin?: string;
}

export function useInfiniteScroll({
  hasNextPage,
  isFetching,
  fetchNextPage,
  rootMargin = '400px',
}: InfiniteScrollOptions) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  useEffect(() => {
    load.current = fetchNextPage;
  }, [fetchNextPage]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching, rootMargin]);

  return sentinel;
}
