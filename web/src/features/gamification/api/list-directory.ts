// The members directory, ten at a time: by level then XP, or by name when searching (member-forum §2.9).
import { listDirectory as contract } from '@hearth/shared/contracts/gamification';
import type { DirectoryPage } from '@hearth/shared/schemas/gamification';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { gamificationKeys } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export function listDirectoryPage(search: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<DirectoryPage>(withQuery(contract.path, { search: search || undefined, cursor }), {
    schema: contract.response,
    signal,
  });
}

export const directoryQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: gamificationKeys.directory(search),
    ...cursorPages((cursor, signal) => listDirectoryPage(search, cursor, signal)),
    staleTime: 30_000,
  });

export const useDirectory = (search: string) => useInfiniteQuery(directoryQueryOptions(search));
