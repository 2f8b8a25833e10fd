// /404, where every unknown path goes.
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, redirect } from '@tanstack/react-router';
import { PageNotFound } from '../../components/page-not-found/page-not-found.tsx';
import { rootRoute } from './root.tsx';

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  component: NotFoundPage,
});

export const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});

function NotFoundPage() {
  useDocumentTitle('Hearth');
  return (
    <main>
      <PageNotFound />
    </main>
  );
}
