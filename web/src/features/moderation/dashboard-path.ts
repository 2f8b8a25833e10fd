// Where the staff dashboard lives: the root layout leaves these pages to the dashboard's own frame.
export const DASHBOARD_PATH = '/dashboard';

/** /dashboard and every page under it. */
export const isDashboardPath = (pathname: string) =>
  pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
