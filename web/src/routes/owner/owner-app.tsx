// The owner app tree (app.<domain>): Hearth's own pages, in Hearth's colours.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { createQueryClient } from '@/app/query-client.ts';
import { ThemeProvider } from '@/app/theme-provider.tsx';
import { AuthSiteProvider } from '@/features/auth/auth-site.tsx';
import { syncSessionWithRouter, useReturnPage } from '@/features/auth/session-sync.ts';
import { createOwnerRouter } from './router.tsx';

interface OwnerAppProps {
  queryClient?: QueryClient;
  /** Tests pass a memory history; the page uses the browser's. */
  history?: RouterHistory;
}

export default function OwnerApp({ queryClient, history }: OwnerAppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => createOwnerRouter({ queryClient: client }, history));
  const returnPage = useReturnPage(router);
  useEffect(() => syncSessionWithRouter(client, router), [client, router]);
  const site = useMemo(() => ({ kind: 'owner' as const, name: 'Hearth', returnPage }), [returnPage]);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AuthSiteProvider site={site}>
          <RouterProvider router={router} />
        </AuthSiteProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
