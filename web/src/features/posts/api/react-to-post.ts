// Toggles one of the community's reactions on a post, shown at once and put back on failure (member-forum §4).
import { reactToPost as reactToPostContract } from '@hearth/shared/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { toggleReaction } from '../../../lib/reactions.ts';
import { cachedPost, updatePost } from './post-cache.ts';

export function reactToPost(postId: string, key: string) {
  return apiRequest(fillPath(reactToPostContract.path, { postId, key }), {
    method: 'PUT',
    schema: reactToPostContract.response,
  });
}

export function useReactToPost(postId: string) {
  const queryClient = useQueryClient();
  const apply = (key: string) =>
    updatePost(queryClient, postId, (p) => {
      const next = toggleReaction({ reactions: p.reactions, mine: p.viewer.reactions }, key);
      return { ...p, reactions: next.reactions, viewer: { ...p.viewer, reactions: next.mine } };
    });
  return useMutation({
    scope: { id: `post-reaction:${postId}` },
    mutationFn: (key: string) => reactToPost(postId, key),
    onMutate: (key) => {
      if (!cachedPost(queryClient, postId)) return false;
      apply(key);
      return true;
    },
    // Toggling again is the inverse.
    onError: (_error, key, applied) => {
      if (applied) apply(key);
    },
    onSuccess: (result) =>
      updatePost(queryClient, postId, (p) => ({
        ...p,
        reactions: result.reactions,
        viewer: { ...p.viewer, reactions: result.mine },
      })),
  });
}
