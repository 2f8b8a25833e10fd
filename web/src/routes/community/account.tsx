// The signed-in member's pages: the welcome step and account settings.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authOptionsQueryOptions } from '@/features/auth/api/get-auth-options.ts';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { authPaths } from '@/features/auth/paths.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const WelcomePage = lazyRouteComponent(() => import('@/features/auth/pages/welcome-page.tsx'), 'WelcomePage');
// The member's account settings add birth date, location and privacy to e-mail and password.
const AccountSettingsPage = lazyRouteComponent(
  () => import('@/features/members/pages/member-account-settings-page.tsx'),
  'MemberAccountSettingsPage',
);

export const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.welcome,
  beforeLoad: requireSignedIn,
  component: withPreload(function Welcome() {
    return <WelcomePage community={rootRoute.useRouteContext().community} />;
  }, WelcomePage),
});

export const accountSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account-settings',
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(authOptionsQueryOptions()),
  component: withPreload(function AccountSettings() {
    return <AccountSettingsPage community={rootRoute.useRouteContext().community} />;
  }, AccountSettingsPage),
});
