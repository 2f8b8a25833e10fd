// The roles feature's server state: role definitions, members and their roles, editors and their invitations. A
// target says where the calls go: the owner app names the community in the path; the community site's Roles page
// uses its own host.
import {
  addRole as addContract,
  assignEditor as assignEditorContract,
  cancelEditorInvitation as cancelInvitationContract,
  assignRole as assignRoleContract,
  assignSiteRole as assignSiteRoleContract,
  deleteRole as deleteContract,
  editRole as editContract,
  listEditors as listEditorsContract,
  listRoleMembers as listMembersContract,
  listRoles as listRolesContract,
  listSiteRoleMembers as listSiteMembersContract,
  listSiteRoles as listSiteRolesContract,
  removeEditor as removeEditorContract,
} from '@hearth/shared/contracts/roles';
import type { RoleBody } from '@hearth/shared/schemas/roles';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Where the role calls go: a community by id (owner app) or the community of this host (community site). */
export type RolesTarget = { kind: 'app'; communityId: string } | { kind: 'site' };

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const targetKey = (target: RolesTarget) => (target.kind === 'app' ? target.communityId : 'site');

export const roleKeys = {
  all: ['roles'] as const,
  of: (target: RolesTarget) => [...roleKeys.all, targetKey(target)] as const,
  list: (target: RolesTarget) => [...roleKeys.of(target), 'list'] as const,
  members: (target: RolesTarget, search: string, roleId: string | null) =>
    [...roleKeys.of(target), 'members', search, roleId ?? 'all'] as const,
  editors: (communityId: string) => [...roleKeys.all, communityId, 'editors'] as const,
};

export const rolesQueryOptions = (target: RolesTarget) =>
  queryOptions({
    queryKey: roleKeys.list(target),
    queryFn: ({ signal }) =>
      target.kind === 'app'
        ? apiRequest(fill(listRolesContract.path, { communityId: target.communityId }), {
            schema: listRolesContract.response,
            signal,
          })
        : apiRequest(listSiteRolesContract.path, { schema: listSiteRolesContract.response, signal }),
  });

export const useRoles = (target: RolesTarget) => useQuery(rolesQueryOptions(target));

export function useRoleMembers(target: RolesTarget, search: string, roleId: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: roleKeys.members(target, search, roleId),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams();
        if (search) query.set('search', search);
        if (roleId) query.set('roleId', roleId);
        if (pageParam) query.set('cursor', pageParam);
        const path =
          target.kind === 'app'
            ? fill(listMembersContract.path, { communityId: target.communityId })
            : listSiteMembersContract.path;
        const suffix = query.size > 0 ? `?${query}` : '';
        return apiRequest(`${path}${suffix}`, { schema: listMembersContract.response, signal });
      },
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** Adds (no id) or edits (an id) a role of the community. */
export function useSaveRole(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RoleBody & { id?: string }) =>
      id
        ? apiRequest(fill(editContract.path, { communityId, roleId: id }), {
            method: 'PUT',
            body,
            schema: editContract.response,
          })
        : apiRequest(fill(addContract.path, { communityId }), {
            method: 'POST',
            body,
            schema: addContract.response,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.of({ kind: 'app', communityId }) }),
  });
}

export function useDeleteRole(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keyPhrase }: { id: string; keyPhrase: string }) =>
      apiRequest(fill(deleteContract.path, { communityId, roleId: id }), {
        method: 'DELETE',
        body: { keyPhrase },
        schema: deleteContract.response,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.of({ kind: 'app', communityId }) }),
  });
}

export function useAssignRole(target: RolesTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { roleId: string; memberIds: string[]; remove: boolean }) =>
      target.kind === 'app'
        ? apiRequest(fill(assignRoleContract.path, { communityId: target.communityId }), {
            method: 'PUT',
            body,
            schema: assignRoleContract.response,
          })
        : apiRequest(assignSiteRoleContract.path, { method: 'PUT', body, schema: assignSiteRoleContract.response }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.of(target) }),
  });
}

export const editorsQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: roleKeys.editors(communityId),
    queryFn: ({ signal }) =>
      apiRequest(fill(listEditorsContract.path, { communityId }), { schema: listEditorsContract.response, signal }),
  });

export const useEditors = (communityId: string) => useQuery(editorsQueryOptions(communityId));

export function useAssignEditor(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(fill(assignEditorContract.path, { communityId }), {
        method: 'POST',
        body: { email },
        schema: assignEditorContract.response,
      }),
    onSuccess: (editors) => queryClient.setQueryData(roleKeys.editors(communityId), editors),
  });
}

export function useRemoveEditor(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(fill(removeEditorContract.path, { communityId, memberId }), {
        method: 'DELETE',
        schema: removeEditorContract.response,
      }),
    onSuccess: (editors) => queryClient.setQueryData(roleKeys.editors(communityId), editors),
  });
}

export function useCancelEditorInvitation(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(fill(cancelInvitationContract.path, { communityId, invitationId }), {
        method: 'DELETE',
        schema: cancelInvitationContract.response,
      }),
    onSuccess: (editors) => queryClient.setQueryData(roleKeys.editors(communityId), editors),
  });
}
