// The moderation domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler and the domain's contracts loading with their first request (deferredRoutes).
import { moderationRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes } from '../platform/http/route.ts';

const lazy = deferredRoutes(moderationRoutes, () =>
  import('@hearth/shared/contracts/moderation').then((m) => m.moderationEndpoints),
);

export const routes = [
  lazy('createReport', () => import('./handlers/create-report.ts').then((m) => m.createReport)),
  lazy('listReports', () => import('./handlers/list-reports.ts').then((m) => m.listReports)),
  lazy('actOnReports', () => import('./handlers/act-on-reports.ts').then((m) => m.actOnReports)),
  lazy('actOnMember', () => import('./handlers/act-on-member.ts').then((m) => m.actOnMember)),
  lazy('deleteContent', () => import('./handlers/delete-content.ts').then((m) => m.deleteContent)),
  lazy('listAuditLogs', () => import('./handlers/list-audit-logs.ts').then((m) => m.listAuditLogs)),
  lazy('undoAuditEntry', () => import('./handlers/undo-audit-entry.ts').then((m) => m.undoAuditEntry)),
  lazy('listCommunityReports', () => import('./handlers/community-manager.ts').then((m) => m.listCommunityReports)),
  lazy('actOnCommunityReports', () => import('./handlers/community-manager.ts').then((m) => m.actOnCommunityReports)),
  lazy('listCommunityAuditLogs', () => import('./handlers/community-manager.ts').then((m) => m.listCommunityAuditLogs)),
  lazy('undoCommunityAuditEntry', () =>
    import('./handlers/community-manager.ts').then((m) => m.undoCommunityAuditEntry),
  ),
  lazy('setCommunityPostApproval', () =>
    import('./handlers/community-manager.ts').then((m) => m.setCommunityPostApproval),
  ),
];
