// Toggles one of the community's reactions on a comment: the forum's one optimistic reaction
// (lib/content-actions.ts), as on posts.
import { commentRoutes } from '@hearth/shared/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { useContentReaction } from '@/lib/content-actions.ts';
import { commentContent } from './comment-cache.ts';

export function reactToComment(commentId: string, key: string) {
  return apiRequest(fillPath(commentRoutes.reactToComment.path, { commentId, key }), {
    method: 'PUT',
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.reactToComment.response),
  });
}

export function useReactToComment(commentId: string) {
  return useContentReaction(`comment:${commentId}`, commentContent(useQueryClient(), commentId), (key) =>
    reactToComment(commentId, key),
  );
}
