// /drafts: the member's post drafts. The page (and the drafts' contracts and texts) load as their own chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { rootRoute } from './root.tsx';

const DraftsPage = lazyRouteComponent(() => import('@/features/posts/pages/drafts-page.tsx'), 'DraftsPage');

export const draftsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/drafts',
  beforeLoad: requireSignedIn,
  component: DraftsPage,
});
