// Reports and the audit log (member-forum §2.10): the pages (10 each, infinite), the bulk report actions and undo.
// Each mutation reloads its list from page 1 (§4: after an action the list reloads from page 1).
import { moderationRoutes } from '@hearth/shared/contracts/routes';
import type { ReportActionBody } from '@hearth/shared/schemas/moderation';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath, withQuery } from '../../../lib/api-path.ts';

export type ReportStatus = 'pending' | 'resolved';

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (status: ReportStatus) => [...moderationKeys.all, 'reports', status] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
};

const contract = () => import('@hearth/shared/contracts/moderation');

export const reportsQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.reports(status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(withQuery(moderationRoutes.listReports.path, { status, cursor: pageParam }), {
        schema: () => contract().then((m) => m.listReports.response),
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useReports = (status: ReportStatus) => useInfiniteQuery(reportsQueryOptions(status));

export function useActOnReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportActionBody) =>
      apiRequest(moderationRoutes.actOnReports.path, {
        method: 'POST',
        body,
        schema: () => contract().then((m) => m.actOnReports.response),
      }),
    // From page 1 again: reset drops the pages loaded so far.
    onSettled: () => queryClient.resetQueries({ queryKey: [...moderationKeys.all] }),
  });
}

export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.audit(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(withQuery(moderationRoutes.listAuditLogs.path, { cursor: pageParam }), {
        schema: () => contract().then((m) => m.listAuditLogs.response),
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditLogs = () => useInfiniteQuery(auditQueryOptions());

export function useUndo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest(fillPath(moderationRoutes.undoAuditEntry.path, { entryId }), {
        method: 'POST',
        body: {},
        schema: () => contract().then((m) => m.undoAuditEntry.response),
      }),
    onSettled: () => queryClient.resetQueries({ queryKey: [...moderationKeys.all] }),
  });
}
