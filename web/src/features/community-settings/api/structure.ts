// Fetchers, query options and mutations of the dashboard's Subforums and Post Categories sections. Every key
// carries the community id, so switching communities switches the lists; every mutation refreshes its list.
import { communityEndpoints as e } from '@hearth/shared/contracts/communities';
import type { AdminCategory, AdminSubforum } from '@hearth/shared/schemas/structure';
import {
  type DataTag,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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

type RankedList = { items: Array<{ id: string; rank: number }> };

/** A change to one item of a ranked list shows at once, the list kept in rank order; a failure puts it back. */
function optimisticChange<List extends RankedList, Vars extends { id: string }>(
  queryClient: QueryClient,
  key: DataTag<QueryKey, List, Error>,
  change: (item: List['items'][number], vars: Vars) => List['items'][number],
) {
  return {
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) =>
        list
          ? {
              ...list,
              items: list.items
                .map((item) => (item.id === vars.id ? change(item, vars) : item))
                .sort((a, b) => a.rank - b.rank),
            }
          : list,
      );
      return { before };
    },
    onError: (_error: unknown, _vars: Vars, context: { before: List | undefined } | undefined) =>
      queryClient.setQueryData(key, context?.before),
  };
}

type SubforumRank = { id: string; rank: number };

/** Moving a subforum writes its new rank only; the list shows the move at once and rolls back on failure. */
export function useRankSubforum(communityId: string) {
  const queryClient = useQueryClient();
  const key = subforumsQuery(communityId).queryKey;
  return useMutation({
    mutationFn: ({ id, rank }: SubforumRank) =>
      apiRequest(fill(e.rankSubforum.path, { communityId, subforumId: id }), {
        method: 'PUT',
        body: { rank },
        schema: e.rankSubforum.response,
      }),
    ...optimisticChange(queryClient, key, (subforum, { rank }: SubforumRank) => ({ ...subforum, rank })),
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

type CategoryChange = { id: string; change: Partial<Pick<AdminCategory, 'title' | 'enabled' | 'rank'>> };

export function useUpdateCategory(communityId: string, subforumId: string) {
  const queryClient = useQueryClient();
  const key = categoriesQuery(communityId, subforumId).queryKey;
  return useMutation({
    mutationFn: ({ id, change }: CategoryChange) =>
      apiRequest(fill(e.updateCategory.path, { communityId, categoryId: id }), {
        method: 'PUT',
        body: change,
        schema: e.updateCategory.response,
      }),
    ...optimisticChange(queryClient, key, (category, { change }: CategoryChange) => ({ ...category, ...change })),
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
