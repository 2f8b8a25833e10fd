// Toggles one of the community's reactions on a comment, shown at once and put back on failure.
import { reactToComment as reactToCommentContract } from '@hearth/shared/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { toggleReaction } from '../../../lib/reactions.ts';
import { cachedComment, updateComment } from './comment-cache.ts';

export function reactToComment(commentId: string, key: string) {
  return apiRequest(fillPath(reactToCommentContract.path, { commentId, key }), {
    method: 'PUT',
    schema: reactToCommentContract.response,
  });
}

export function useReactToComment(commentId: string) {
  const queryClient = useQueryClient();
  const apply = (key: string) =>
    updateComment(queryClient, commentId, (c) => {
      const next = toggleReaction({ reactions: c.reactions, mine: c.viewer.reactions }, key);
      return { ...c, reactions: next.reactions, viewer: { ...c.viewer, reactions: next.mine } };
    });
  return useMutation({
    scope: { id: `comment-reaction:${commentId}` },
    mutationFn: (key: string) => reactToComment(commentId, key),
    onMutate: (key) => {
      if (!cachedComment(queryClient, commentId)) return false;
      apply(key);
      return true;
    },
    onError: (_error, key, applied) => {
      if (applied) apply(key);
    },
    onSuccess: (result) =>
      updateComment(queryClient, commentId, (c) => ({
        ...c,
        reactions: result.reactions,
        viewer: { ...c.viewer, reactions: result.mine },
      })),
  });
}
