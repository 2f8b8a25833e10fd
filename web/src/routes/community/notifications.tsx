// The member's notification pages: /notifications (category tabs), /notification-settings (the switches grid) and
// /unsubscribePost/{postSlug} (a signed e-mail link).
// Each loads as its own chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications.ts';
import { preferencesQueryOptions } from '@/features/notifications/api/preferences.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { searchValidator, text } from '@/lib/search-params.ts';
import { rootRoute } from './root.tsx';

const NotificationsPage = lazyRouteComponent(
  () => import('@/features/notifications/pages/notifications-page.tsx'),
  'NotificationsPage',
);
const UnsubscribePostPage = lazyRouteComponent(
  () => import('@/features/notifications/pages/unsubscribe-post-page.tsx'),
  'UnsubscribePostPage',
);
const NotificationSettingsPage = lazyRouteComponent(
  () => import('@/features/notifications/pages/notification-settings-page.tsx'),
  'NotificationSettingsPage',
);

export const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications',
  beforeLoad: requireSignedIn,
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(notificationsQueryOptions('all')),
  component: withPreload(function Notifications() {
    return <NotificationsPage communityName={rootRoute.useRouteContext().community.name} />;
  }, NotificationsPage),
});

export const notificationSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notification-settings',
  beforeLoad: requireSignedIn,
  loader: ({ context }) => void context.queryClient.prefetchQuery(preferencesQueryOptions()),
  component: NotificationSettingsPage,
});

/** From a signed e-mail link: works without signing in. */
export const unsubscribePostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribePost/$postSlug',
  validateSearch: searchValidator({ token: text({ min: 1, max: 600 }) }),
  component: withPreload(function UnsubscribePost() {
    const { postSlug } = unsubscribePostRoute.useParams();
    const { token } = unsubscribePostRoute.useSearch();
    return (
      <UnsubscribePostPage
        communityName={rootRoute.useRouteContext().community.name}
        postSlug={postSlug}
        token={token ?? ''}
      />
    );
  }, UnsubscribePostPage),
});
