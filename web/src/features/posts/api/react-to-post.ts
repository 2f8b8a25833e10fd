// Toggles one of the community's reactions on a post, shown at once and put back on failure (member-forum §4): the
// forum's one optimistic reaction (lib/content-actions.ts).
import { reactToPost as reactToPostContract } from '@hearth/shared/contracts/posts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { useContentReaction } from '../../../lib/content-actions.ts';
import { cachedPost, updatePost } from './post-cache.ts';

export function reactToPost(postId: string, key: string) {
  return apiRequest(fillPath(reactToPostContract.path, { postId, key }), {
    method: 'PUT',
    schema: reactToPostContract.response,
  });
}

export function useReactToPost(postId: string) {
  const queryClient = useQueryClient();
  return useContentReaction(
    `post:${postId}`,
    { read: () => cachedPost(queryClient, postId), write: (change) => updatePost(queryClient, postId, change) },
    (key) => reactToPost(postId, key),
  );
}
