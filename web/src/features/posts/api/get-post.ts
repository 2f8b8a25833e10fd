// A post by its slug, with its poll, its menu and the viewer's state.
import { postRoutes } from '@hearth/shared/contracts/core-routes';
import type { PostDetail } from '@hearth/shared/schemas/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { postKeys } from './keys.ts';

export function getPost(slug: string, signal?: AbortSignal): Promise<PostDetail> {
  return apiRequest(fillPath(postRoutes.getPost.path, { slug }), {
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.getPost.response),
    signal,
  });
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
    staleTime: 30_000,
  });

export const usePost = (slug: string) => useQuery(postQueryOptions(slug));
