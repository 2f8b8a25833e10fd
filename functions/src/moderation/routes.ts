// The moderation domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { moderationEndpoints as e } from '@hearth/shared/contracts/moderation';
import { lazyRoute } from '../platform/http/route.ts';

export const routes = [
  lazyRoute(e.createReport, () => import('./handlers/create-report.ts').then((m) => m.createReport)),
  lazyRoute(e.listReports, () => import('./handlers/list-reports.ts').then((m) => m.listReports)),
  lazyRoute(e.actOnReports, () => import('./handlers/act-on-reports.ts').then((m) => m.actOnReports)),
  lazyRoute(e.actOnMember, () => import('./handlers/act-on-member.ts').then((m) => m.actOnMember)),
  lazyRoute(e.deleteContent, () => import('./handlers/delete-content.ts').then((m) => m.deleteContent)),
  lazyRoute(e.listAuditLogs, () => import('./handlers/list-audit-logs.ts').then((m) => m.listAuditLogs)),
  lazyRoute(e.undoAuditEntry, () => import('./handlers/undo-audit-entry.ts').then((m) => m.undoAuditEntry)),
  lazyRoute(e.listCommunityReports, () =>
    import('./handlers/community-manager.ts').then((m) => m.listCommunityReports),
  ),
  lazyRoute(e.actOnCommunityReports, () =>
    import('./handlers/community-manager.ts').then((m) => m.actOnCommunityReports),
  ),
  lazyRoute(e.listCommunityAuditLogs, () =>
    import('./handlers/community-manager.ts').then((m) => m.listCommunityAuditLogs),
  ),
  lazyRoute(e.undoCommunityAuditEntry, () =>
    import('./handlers/community-manager.ts').then((m) => m.undoCommunityAuditEntry),
  ),
  lazyRoute(e.setCommunityPostApproval, () =>
    import('./handlers/community-manager.ts').then((m) => m.setCommunityPostApproval),
  ),
];
