// The tab's live socket when the server ends it: a ban or a session cutoff sends `ended` before it closes, and the
// page reads everything again (the session with it) rather than waiting for a reload; a dropped socket only reconnects.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeSocket, stubSockets } from '@test/fake-socket.ts';
import { useLiveSocket } from './live.ts';

stubSockets();

/** A page with the live socket and one read of the server's state, which answers a new value each time it is read. */
function page() {
  let reads = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Standing() {
    useLiveSocket();
    const { data } = useQuery({ queryKey: ['session'], queryFn: async () => `read ${++reads}` });
    return <p>{data ?? 'loading'}</p>;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<Standing />, { wrapper });
  return queryClient;
}

describe('the live socket, closed by the server', () => {
  it('reads the page again when the server ended the socket (a ban, a session cutoff)', async () => {
    page();
    expect(await screen.findByText('read 1')).toBeTruthy();
    const [socket] = FakeSocket.opened;
    expect(socket!.url).toBe('ws://demo.localhost:4321/api/v1/live');
    act(() => {
      socket!.onmessage!({ data: JSON.stringify({ type: 'ended' }) });
      socket!.onclose!({ code: 1000 });
    });
    expect(await screen.findByText('read 2')).toBeTruthy();
  });

  it('only reconnects when the socket merely dropped: nothing is read again', async () => {
    const queryClient = page();
    expect(await screen.findByText('read 1')).toBeTruthy();
    act(() => FakeSocket.opened[0]!.onclose!({ code: 1006 }));
    // An invalidation starts its refetch at once; none started.
    expect(queryClient.getQueryState(['session'])).toMatchObject({ fetchStatus: 'idle', isInvalidated: false });
    expect(screen.getByText('read 1')).toBeTruthy();
  });
});
