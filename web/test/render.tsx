// Rendering helpers: one component in Mantine's theme, or a whole tree (community site, owner app) at a path
// with a memory history the test can read.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../src/app/theme-provider.tsx';
import CommunitySite from '../src/routes/community/community-site.tsx';
import OwnerApp from '../src/routes/owner/owner-app.tsx';
import { testQueryClient } from './fixtures.ts';

export const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

/** One component in the theme with a query client, for components that query or mutate outside a route tree. */
export const renderWithQueries = (ui: ReactElement, queryClient = testQueryClient()) =>
  renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);

function renderTree(Tree: typeof CommunitySite | typeof OwnerApp, path: string, queryClient = testQueryClient()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const result = render(<Tree queryClient={queryClient} history={history} />);
  return {
    ...result,
    history,
    queryClient,
    /** The current path with its query string. */
    location: () => `${history.location.pathname}${history.location.search}`,
  };
}

export const renderCommunity = (path = '/', queryClient = testQueryClient()) =>
  renderTree(CommunitySite, path, queryClient);

export const renderOwnerApp = (path = '/', queryClient = testQueryClient()) => renderTree(OwnerApp, path, queryClient);
