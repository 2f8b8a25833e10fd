// Publishes a text, image or poll post, or queues it for approval (approved null).
import { createPost as createPostContract } from '@hearth/shared/contracts/posts';
import type { CreatePostBody } from '@hearth/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

export function createPost(body: CreatePostBody) {
  return apiRequest(createPostContract.path, { method: 'POST', body, schema: createPostContract.response });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
  });
}
