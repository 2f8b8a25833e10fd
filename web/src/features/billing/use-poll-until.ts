// Asking the server again until it holds the state a payment leads to (the webhook may arrive after the browser
// returns from checkout), a bounded number of times: the page then says so, with a way to ask again.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';

/** How often and how many times the billing pages ask; tests shorten the interval. */
export const billingPolling = { intervalMs: 1500, attempts: 20 };

interface PollOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** The state the poll waits for. */
  done: (data: T) => boolean;
  enabled?: boolean;
  /** Whether to ask again on a timer at all (false: one read, like any query, with its own Retry). */
  polling?: boolean;
}

export function usePollUntil<T>({ queryKey, queryFn, done, enabled = true, polling = true }: PollOptions<T>) {
  const [checks, setChecks] = useState(0);
  // The count as the timer reads it: the timer is set before the answer's render, so state would be one behind.
  const counted = useRef(0);
  /** The check count when this round of asking began (Check again starts a new round). */
  const [roundStart, setRoundStart] = useState(0);
  const limit = roundStart + billingPolling.attempts;
  const reached = (data: T | undefined) => data !== undefined && done(data);
  const query = useQuery({
    queryKey,
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await queryFn({ signal });
      } finally {
        counted.current += 1;
        setChecks(counted.current);
      }
    },
    // Judged on the ref: the timer is set before the answer's render, when `checks` may still be one behind.
    refetchInterval: (current) =>
      !polling || reached(current.state.data) || counted.current >= limit ? false : billingPolling.intervalMs,
  });
  const settled = reached(query.data);
  return {
    query,
    settled,
    /** Every check so far said "not yet" (or failed): the page stops asking and says so. */
    exhausted: enabled && polling && !settled && checks >= limit,
    /** How far through the allowed checks (0–1), for the progress bar. */
    progress: Math.min(1, (checks - roundStart) / billingPolling.attempts),
    checkAgain: () => {
      setRoundStart(checks);
      void query.refetch();
    },
  };
}
