// A member's posts or comments, page by page (their profile's Activity tab).
import { listProfileComments, listProfilePosts } from '@hearth/shared/contracts/members';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { memberKeys } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export function listProfilePostsPage(slug: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(withQuery(fillPath(listProfilePosts.path, { slug }), { cursor }), {
    schema: listProfilePosts.response,
    signal,
  });
}

export function listProfileCommentsPage(slug: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(withQuery(fillPath(listProfileComments.path, { slug }), { cursor }), {
    schema: listProfileComments.response,
    signal,
  });
}

export const profilePostsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: memberKeys.activity(slug, 'posts'),
    ...cursorPages((cursor, signal) => listProfilePostsPage(slug, cursor, signal)),
    staleTime: 30_000,
  });

export const profileCommentsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: memberKeys.activity(slug, 'comments'),
    ...cursorPages((cursor, signal) => listProfileCommentsPage(slug, cursor, signal)),
    staleTime: 30_000,
  });

export const useProfilePosts = (slug: string, enabled: boolean) =>
  useInfiniteQuery({ ...profilePostsQueryOptions(slug), enabled });
export const useProfileComments = (slug: string, enabled: boolean) =>
  useInfiniteQuery({ ...profileCommentsQueryOptions(slug), enabled });
