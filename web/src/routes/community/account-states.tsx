// The pages of pending, denied and banned accounts, reachable only in that state.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccountState } from '@/features/auth/guards.ts';
import { authPaths } from '@/features/auth/paths.ts';
import { validateBanSearch } from '@/features/auth/search.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const pages = () => import('@/features/auth/pages/account-state-pages.tsx');
const ApprovalPendingPage = lazyRouteComponent(pages, 'ApprovalPendingPage');
const AccountDeniedPage = lazyRouteComponent(pages, 'AccountDeniedPage');
const AccountBanPage = lazyRouteComponent(pages, 'AccountBanPage');

export const approvalPendingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.approvalPending,
  beforeLoad: requireAccountState('pending'),
  component: withPreload(function ApprovalPending() {
    return <ApprovalPendingPage community={rootRoute.useRouteContext().community} />;
  }, ApprovalPendingPage),
});

export const accountDeniedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.accountDenied,
  beforeLoad: requireAccountState('denied'),
  component: withPreload(function AccountDenied() {
    return <AccountDeniedPage community={rootRoute.useRouteContext().community} />;
  }, AccountDeniedPage),
});

export const accountBanRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.accountBan,
  validateSearch: validateBanSearch,
  beforeLoad: requireAccountState('banned'),
  component: withPreload(function AccountBan() {
    const { expiresAt, permanentBan } = accountBanRoute.useSearch();
    return (
      <AccountBanPage
        community={rootRoute.useRouteContext().community}
        expiresAt={expiresAt}
        permanentBan={permanentBan}
      />
    );
  }, AccountBanPage),
});
