// The member pages: profiles (/profile/{slug}, /profile/me) and the member's own profile settings.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { oneOf, searchValidator } from '@/lib/search-params.ts';
import { rootRoute } from './root.tsx';

const ProfilePage = lazyRouteComponent(() => import('@/features/members/pages/profile-page.tsx'), 'ProfilePage');
const ProfileSettingsPage = lazyRouteComponent(
  () => import('@/features/members/pages/profile-settings-page.tsx'),
  'ProfileSettingsPage',
);

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$slug',
  component: withPreload(function Profile() {
    const { slug } = profileRoute.useParams();
    return <ProfilePage key={slug} slug={slug} communityName={rootRoute.useRouteContext().community.name} />;
  }, ProfilePage),
});

const validateSettingsSearch = searchValidator({
  type: oneOf(['avatar', 'avatarFrame', 'cover'] as const),
  subscription: oneOf(['success'] as const),
});

export const profileSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  validateSearch: validateSettingsSearch,
  beforeLoad: requireSignedIn,
  component: withPreload(function ProfileSettings() {
    const search = profileSettingsRoute.useSearch();
    const navigate = profileSettingsRoute.useNavigate();
    return (
      <ProfileSettingsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  }, ProfileSettingsPage),
});

const AddAvatarPage = lazyRouteComponent(() => import('@/features/members/pages/add-avatar-page.tsx'), 'AddAvatarPage');
const OnboardingProfilePage = lazyRouteComponent(
  () => import('@/features/members/pages/onboarding-profile-page.tsx'),
  'OnboardingProfilePage',
);

export const addAvatarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/onboarding/add-avatar',
  beforeLoad: requireSignedIn,
  component: withPreload(function AddAvatar() {
    return <AddAvatarPage communityName={rootRoute.useRouteContext().community.name} />;
  }, AddAvatarPage),
});

export const onboardingProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/onboarding/profile',
  beforeLoad: requireSignedIn,
  component: withPreload(function OnboardingProfile() {
    return <OnboardingProfilePage communityName={rootRoute.useRouteContext().community.name} />;
  }, OnboardingProfilePage),
});
