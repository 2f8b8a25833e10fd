// Reports and the audit log (member-forum §2.10): the pages (10 each, infinite), the bulk report actions and undo.
// Each mutation reloads its list from page 1 (§4: after an action the list reloads from page 1). On a community host
// the calls are the host's own; the owner app's Community Manager names its selected community (ModerationScope).
import { moderationRoutes } from '@hearth/shared/contracts/routes';
import type { ReportActionBody } from '@hearth/shared/schemas/moderation';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

/** Where the moderation pages act: the community host itself (null), or a community the owner app names. */
export interface ModerationScope {
  communityId: string;
  /** The community's address, for links to the reported content. */
  siteUrl: string;
}
const ScopeContext = createContext<ModerationScope | null>(null);
export const ModerationScopeProvider = ScopeContext.Provider;
export const useModerationScope = () => useContext(ScopeContext);

/** A reported post's page: on this host, or on the scoped community's site. */
export const usePostHref = () => {
  const scope = useModerationScope();
  return (slug: string) => `${scope ? scope.siteUrl.replace(/\/$/, '') : ''}/post/${slug}`;
};

const paths = (communityId: string | null) =>
  communityId
    ? {
        listReports: fillPath(moderationRoutes.listCommunityReports.path, { communityId }),
        actOnReports: fillPath(moderationRoutes.actOnCommunityReports.path, { communityId }),
        listAuditLogs: fillPath(moderationRoutes.listCommunityAuditLogs.path, { communityId }),
        undo: (entryId: string) => fillPath(moderationRoutes.undoCommunityAuditEntry.path, { communityId, entryId }),
      }
    : {
        listReports: moderationRoutes.listReports.path,
        actOnReports: moderationRoutes.actOnReports.path,
        listAuditLogs: moderationRoutes.listAuditLogs.path,
        undo: (entryId: string) => fillPath(moderationRoutes.undoAuditEntry.path, { entryId }),
      };

export type ReportStatus = 'pending' | 'resolved';

export const moderationKeys = {
  all: ['moderation'] as const,
  of: (communityId: string | null) => [...moderationKeys.all, communityId ?? 'host'] as const,
  reports: (status: ReportStatus, communityId: string | null = null) =>
    [...moderationKeys.of(communityId), 'reports', status] as const,
  audit: (communityId: string | null = null) => [...moderationKeys.of(communityId), 'audit'] as const,
};

const contract = () => import('@hearth/shared/contracts/moderation');

export const reportsQueryOptions = (status: ReportStatus, communityId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.reports(status, communityId),
    ...cursorPages((cursor, signal) =>
      apiRequest(withQuery(paths(communityId).listReports, { status, cursor }), {
        schema: () => contract().then((m) => m.listReports.response),
        signal,
      }),
    ),
  });

export const useReports = (status: ReportStatus) =>
  useInfiniteQuery(reportsQueryOptions(status, useModerationScope()?.communityId ?? null));

export function useActOnReports() {
  const queryClient = useQueryClient();
  const communityId = useModerationScope()?.communityId ?? null;
  return useMutation({
    mutationFn: (body: ReportActionBody) =>
      apiRequest(paths(communityId).actOnReports, {
        method: 'POST',
        body,
        schema: () => contract().then((m) => m.actOnReports.response),
      }),
    // From page 1 again: reset drops the pages loaded so far.
    onSettled: () => queryClient.resetQueries({ queryKey: [...moderationKeys.all] }),
  });
}

export const auditQueryOptions = (communityId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.audit(communityId),
    ...cursorPages((cursor, signal) =>
      apiRequest(withQuery(paths(communityId).listAuditLogs, { cursor }), {
        schema: () => contract().then((m) => m.listAuditLogs.response),
        signal,
      }),
    ),
  });

export const useAuditLogs = () => useInfiniteQuery(auditQueryOptions(useModerationScope()?.communityId ?? null));

export function useUndo() {
  const queryClient = useQueryClient();
  const communityId = useModerationScope()?.communityId ?? null;
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest(paths(communityId).undo(entryId), {
        method: 'POST',
        body: {},
        schema: () => contract().then((m) => m.undoAuditEntry.response),
      }),
    onSettled: () => queryClient.resetQueries({ queryKey: [...moderationKeys.all] }),
  });
}
