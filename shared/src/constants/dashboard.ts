// The community's staff dashboard (member-forum §2.1, §2.10): its sections, in sidebar order. Who may open which is
// rules/dashboard-sections.ts.

/** The sidebar's sections (the notification-trigger tester is a dashboard page but not listed). */
export const DASHBOARD_SECTIONS = [
  'roles',
  'invitations',
  'audit-logs',
  'reports',
  'word-filter',
  'member-approval',
  'content-approval',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
