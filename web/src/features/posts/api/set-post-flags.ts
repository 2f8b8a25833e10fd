// Staff pin and archive, and any member's follow: each answers with the post's flags, which replace the cached ones.
import { postRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { postKeys } from './keys.ts';
import { updatePost } from './post-cache.ts';

export type PostFlag = 'pinned' | 'archived' | 'subscribed';

const contracts = { pinned: 'setPinned', archived: 'setArchived', subscribed: 'setSubscribed' } as const;

export function setPostFlag(postId: string, flag: PostFlag, value: boolean) {
  const contract = contracts[flag];
  return apiRequest(fillPath(postRoutes[contract].path, { postId }), {
    method: 'PUT',
    body: { [flag]: value },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m[contract].response),
  });
}

export function useSetPostFlag(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, value }: { flag: PostFlag; value: boolean }) => setPostFlag(postId, flag, value),
    onSuccess: (flags, { flag }) => {
      updatePost(queryClient, postId, (p) => ({
        ...p,
        pinned: flags.pinned,
        archived: flags.archived,
        viewer: { ...p.viewer, subscribed: flags.subscribed },
      }));
      // Pinning moves the post in every feed; archiving changes what its page allows (menu, comment box).
      if (flag !== 'subscribed') {
        void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: postKeys.details() });
      }
    },
  });
}
