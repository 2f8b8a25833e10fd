// The signed-in owner's pages: the welcome step and the profile (Beam Profile, password, organization); and the page
// an editor invitation's e-mail opens (signed in or not: it says what to do).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authOptionsQueryOptions } from '@/features/auth/api/get-auth-options.ts';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { authPaths } from '@/features/auth/paths.ts';
import { validateTokenSearch } from '@/features/auth/search.ts';
import { onboardingQueryOptions } from '@/features/communities/api/get-onboarding.ts';
import { rootRoute } from './root.tsx';

const OwnerWelcomePage = lazyRouteComponent(
  () => import('@/features/communities/pages/owner-welcome-page.tsx'),
  'OwnerWelcomePage',
);
const EditorInvitationPage = lazyRouteComponent(
  () => import('@/features/roles/pages/editor-invitation-page.tsx'),
  'EditorInvitationPage',
);
const OwnerProfilePage = lazyRouteComponent(
  () => import('@/features/auth/pages/owner-profile-page.tsx'),
  'OwnerProfilePage',
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
  // The password rules (auth options) and the organization data (onboarding answers) prefill the tabs.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(authOptionsQueryOptions()),
      context.queryClient.ensureQueryData(onboardingQueryOptions()),
    ]),
  component: OwnerProfilePage,
});

export const editorInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/editor-invitation',
  validateSearch: validateTokenSearch,
  component: function EditorInvitation() {
    return <EditorInvitationPage token={editorInvitationRoute.useSearch().token} />;
  },
});
