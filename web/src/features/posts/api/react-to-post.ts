// Toggles one of the community's reactions on a post, shown at once and put back on failure (member-forum §4): the
// forum's one optimistic reaction (lib/content-actions.ts).
import { postRoutes } from '@hearth/shared/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { useContentReaction } from '@/lib/content-actions.ts';
import { postContent } from './post-cache.ts';

export function reactToPost(postId: string, key: string) {
  return apiRequest(fillPath(postRoutes.reactToPost.path, { postId, key }), {
    method: 'PUT',
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.reactToPost.response),
  });
}

export function useReactToPost(postId: string) {
  return useContentReaction(`post:${postId}`, postContent(useQueryClient(), postId), (key) => reactToPost(postId, key));
}
