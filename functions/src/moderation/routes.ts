// The moderation domain's route table.
import { moderationEndpoints as e } from '@hearth/shared/contracts/moderation';
import { route } from '../platform/http/route.ts';
import { actOnMember } from './handlers/act-on-member.ts';
import { actOnReports } from './handlers/act-on-reports.ts';
import {
  actOnCommunityReports,
  listCommunityAuditLogs,
  listCommunityReports,
  setCommunityPostApproval,
  undoCommunityAuditEntry,
} from './handlers/community-manager.ts';
import { createReport } from './handlers/create-report.ts';
import { deleteContent } from './handlers/delete-content.ts';
import { listAuditLogs } from './handlers/list-audit-logs.ts';
import { listReports } from './handlers/list-reports.ts';
import { undoAuditEntry } from './handlers/undo-audit-entry.ts';

export const routes = [
  route(e.createReport, createReport),
  route(e.listReports, listReports),
  route(e.actOnReports, actOnReports),
  route(e.actOnMember, actOnMember),
  route(e.deleteContent, deleteContent),
  route(e.listAuditLogs, listAuditLogs),
  route(e.undoAuditEntry, undoAuditEntry),
  route(e.listCommunityReports, listCommunityReports),
  route(e.actOnCommunityReports, actOnCommunityReports),
  route(e.listCommunityAuditLogs, listCommunityAuditLogs),
  route(e.undoCommunityAuditEntry, undoCommunityAuditEntry),
  route(e.setCommunityPostApproval, setCommunityPostApproval),
];
