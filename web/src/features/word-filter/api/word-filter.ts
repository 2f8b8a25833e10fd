// The word filter's server state (member-forum §2.10, §7.4): the table (30 a page, searched), Save, remove a word and
// the default-filter switch. Both trees name the community by id: the owner app its selected community, the
// community site its own.
import {
  listWordFilter as listContract,
  removeWord as removeContract,
  saveWords as saveContract,
  setDefaultFilter as defaultContract,
} from '@hearth/shared/contracts/gatekeeping';
import type { WordEntry } from '@hearth/shared/rules/word-filter';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const wordFilterKeys = {
  all: ['word-filter'] as const,
  of: (communityId: string) => [...wordFilterKeys.all, communityId] as const,
  list: (communityId: string, search: string) => [...wordFilterKeys.of(communityId), 'list', search] as const,
};

export const wordFilterQueryOptions = (communityId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: wordFilterKeys.list(communityId, search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (search) query.set('search', search);
      if (pageParam) query.set('cursor', pageParam);
      const suffix = query.size > 0 ? `?${query}` : '';
      return apiRequest(`${fill(listContract.path, { communityId })}${suffix}`, {
        schema: listContract.response,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
  });

export const useWordFilter = (communityId: string, search: string) =>
  useInfiniteQuery(wordFilterQueryOptions(communityId, search));

function useFilterMutation<V>(communityId: string, call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordFilterKeys.of(communityId) }),
  });
}

export const useSaveWords = (communityId: string) =>
  useFilterMutation(communityId, (words: WordEntry[]) =>
    apiRequest(fill(saveContract.path, { communityId }), {
      method: 'PATCH',
      body: { words },
      schema: saveContract.response,
    }),
  );

export const useRemoveWord = (communityId: string) =>
  useFilterMutation(communityId, (word: string) =>
    apiRequest(fill(removeContract.path, { communityId, word }), {
      method: 'DELETE',
      schema: removeContract.response,
    }),
  );

export const useSetDefaultFilter = (communityId: string) =>
  useFilterMutation(communityId, (useDefaultFilter: boolean) =>
    apiRequest(fill(defaultContract.path, { communityId }), {
      method: 'PUT',
      body: { useDefaultFilter },
      schema: defaultContract.response,
    }),
  );
