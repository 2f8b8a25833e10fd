// The composer's link preview: the server fetches the page (public http(s) only) and answers with its card.
import { previewLink as previewLinkContract } from '@hearth/shared/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

export function previewLink(url: string, signal?: AbortSignal) {
  return apiRequest(previewLinkContract.path, {
    method: 'POST',
    body: { url },
    schema: previewLinkContract.response,
    signal,
  });
}

export const linkPreviewQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: postKeys.linkPreview(url),
    queryFn: ({ signal }) => previewLink(url!, signal),
    enabled: url !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useLinkPreview = (url: string | null) => useQuery(linkPreviewQueryOptions(url));
