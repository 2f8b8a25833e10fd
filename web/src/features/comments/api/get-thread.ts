// One comment's thread (its top-level ancestor with the replies), for `/post/{slug}?comment={id}`.
import { getThread as getThreadContract } from '@hearth/shared/contracts/comments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { commentKeys } from './keys.ts';

export function getThread(commentId: string, signal?: AbortSignal) {
  return apiRequest(fillPath(getThreadContract.path, { commentId }), { schema: getThreadContract.response, signal });
}

export const threadQueryOptions = (commentId: string) =>
  queryOptions({ queryKey: commentKeys.thread(commentId), queryFn: ({ signal }) => getThread(commentId, signal) });

export const useThread = (commentId: string) => useQuery(threadQueryOptions(commentId));
