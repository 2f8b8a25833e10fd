// Fetchers, query options and mutations of the dashboard's Subforums and Post Categories sections. Every key
// carries the community id, so switching communities switches the lists; every mutation refreshes its list.
import { communityEndpoints as e } from '@hearth/shared/contracts/communities';
import type { AdminCategory, AdminSubforum } from '@hearth/shared/schemas/structure';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const structureKeys = {
  all: ['structure'] as const,
  community: (communityId: string) => [...structureKeys.all, communityId] as const,
  subforums: (communityId: string) => [...structureKeys.community(communityId), 'subforums'] as const,
  categories: (communityId: string, subforumId: string) =>
    [...structureKeys.community(communityId), 'categories', subforumId] as const,
};

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export type SubforumInput = Pick<
  AdminSubforum,
  'title' | 'emoji' | 'iconKey' | 'bannerKey' | 'enabled' | 'private' | 'navigation' | 'permissions'
>;

export const subforumsQuery = (communityId: string) =>
  queryOptions({
    queryKey: structureKeys.subforums(communityId),
    queryFn: ({ signal }) =>
      apiRequest(fill(e.listSubforums.path, { communityId }), { schema: e.listSubforums.response, signal }),
  });

export const categoriesQuery = (communityId: string, subforumId: string) =>
  queryOptions({
    queryKey: structureKeys.categories(communityId, subforumId),
    queryFn: ({ signal }) =>
      apiRequest(
        `${fill(e.listManagedCategories.path, { communityId })}?subforumId=${encodeURIComponent(subforumId)}`,
        {
          schema: e.listManagedCategories.response,
          signal,
        },
      ),
  });

export const useSubforums = (communityId: string | null) =>
  useQuery({ ...subforumsQuery(communityId ?? ''), enabled: communityId !== null });

export const useCategories = (communityId: string | null, subforumId: string) =>
  useQuery({ ...categoriesQuery(communityId ?? '', subforumId), enabled: communityId !== null });

function useInvalidate(communityId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: structureKeys.community(communityId) });
}

export function useSaveSubforum(communityId: string) {
  const invalidate = useInvalidate(communityId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SubforumInput }) =>
      id
        ? apiRequest(fill(e.updateSubforum.path, { communityId, subforumId: id }), {
            method: 'PUT',
            body: input,
            schema: e.updateSubforum.response,
          })
        : apiRequest(fill(e.createSubforum.path, { communityId }), {
            method: 'POST',
            body: input,
            schema: e.createSubforum.response,
          }),
    onSettled: invalidate,
  });
}

/** Moving a subforum writes its new rank only; the list shows the move at once and rolls back on failure. */
export function useRankSubforum(communityId: string) {
  const queryClient = useQueryClient();
  const key = subforumsQuery(communityId).queryKey;
  return useMutation({
    mutationFn: ({ id, rank }: { id: string; rank: number }) =>
      apiRequest(fill(e.rankSubforum.path, { communityId, subforumId: id }), {
        method: 'PUT',
        body: { rank },
        schema: e.rankSubforum.response,
      }),
    onMutate: async ({ id, rank }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((s) => (s.id === id ? { ...s, rank } : s)).sort((a, b) => a.rank - b.rank),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteSubforum(communityId: string) {
  const invalidate = useInvalidate(communityId);
  return useMutation({
    mutationFn: ({ id, phrase }: { id: string; phrase: string }) =>
      apiRequest(fill(e.deleteSubforum.path, { communityId, subforumId: id }), {
        method: 'DELETE',
        body: { phrase },
        schema: e.deleteSubforum.response,
      }),
    onSettled: invalidate,
  });
}

export function useCreateCategory(communityId: string) {
  const invalidate = useInvalidate(communityId);
  return useMutation({
    mutationFn: (input: { subforumId: string; title: string }) =>
      apiRequest(fill(e.createCategory.path, { communityId }), {
        method: 'POST',
        body: input,
        schema: e.createCategory.response,
      }),
    onSettled: invalidate,
  });
}

export function useUpdateCategory(communityId: string, subforumId: string) {
  const queryClient = useQueryClient();
  const key = categoriesQuery(communityId, subforumId).queryKey;
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Partial<Pick<AdminCategory, 'title' | 'enabled' | 'rank'>> }) =>
      apiRequest(fill(e.updateCategory.path, { communityId, categoryId: id }), {
        method: 'PUT',
        body: change,
        schema: e.updateCategory.response,
      }),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((c) => (c.id === id ? { ...c, ...change } : c)).sort((a, b) => a.rank - b.rank),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: structureKeys.community(communityId) }),
  });
}

export function useDeleteCategory(communityId: string) {
  const invalidate = useInvalidate(communityId);
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      phrase: string;
      mode: 'delete' | 'reassign';
      targetCategoryId?: string;
    }) =>
      apiRequest(fill(e.deleteCategory.path, { communityId, categoryId: id }), {
        method: 'DELETE',
        body,
        schema: e.deleteCategory.response,
      }),
    onSettled: invalidate,
  });
}
