// The signed-in owner's pages: the welcome step and the profile (e-mail and password).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authOptionsQueryOptions } from '../../features/auth/api/get-auth-options.ts';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { authPaths } from '../../features/auth/paths.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const OwnerWelcomePage = lazyRouteComponent(
  () => import('./-components/owner-welcome/owner-welcome.tsx'),
  'OwnerWelcomePage',
);
const AccountSettingsPage = lazyRouteComponent(
  () => import('../../features/auth/pages/account-settings-page.tsx'),
  'AccountSettingsPage',
);

export const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.welcome,
  beforeLoad: requireSignedIn,
  component: OwnerWelcomePage,
});

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(authOptionsQueryOptions()),
  component: withPreload(function Profile() {
    return <AccountSettingsPage heading="Profile" />;
  }, AccountSettingsPage),
});
