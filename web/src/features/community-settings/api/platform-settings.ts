// The Platform Settings page's data: one query for every section (the plan id comes with it, so the sidebar knows
// which sections to show before any section renders) and one mutation per section, each answering the whole page.
import * as contracts from '@hearth/shared/contracts/platform-settings';
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const platformKeys = {
  all: ['platform-settings'] as const,
  community: (communityId: string) => [...platformKeys.all, communityId] as const,
};

/** Fills a contract path's `{param}` segments. */
const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const platformSettingsQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: platformKeys.community(communityId),
    queryFn: ({ signal }) =>
      apiRequest(fillPath(contracts.getPlatformSettings.path, { communityId }), {
        schema: contracts.getPlatformSettings.response,
        signal,
      }),
  });

export const usePlatformSettings = (communityId: string) => useQuery(platformSettingsQueryOptions(communityId));

/** The sections saved with Save Settings, by the contract each one calls. */
export const sectionContracts = {
  information: contracts.saveInformation,
  feed: contracts.saveFeedMenu,
  seo: contracts.saveSeo,
  permissions: contracts.savePlatformPermissions,
  visibility: contracts.saveVisibility,
  design: contracts.saveDesign,
  terms: contracts.saveTerms,
  privacy: contracts.savePrivacy,
} as const;
export type SavedSection = keyof typeof sectionContracts;

/** Saves one section; the answer (the whole page, fresh) replaces the cached page. */
export function useSaveSection<B extends object>(communityId: string, section: SavedSection) {
  const queryClient = useQueryClient();
  const contract = sectionContracts[section];
  return useMutation({
    mutationFn: (body: B) =>
      apiRequest(fillPath(contract.path, { communityId }), {
        method: 'PUT',
        body,
        schema: contract.response,
      }),
    onSuccess: (settings: PlatformSettings) => queryClient.setQueryData(platformKeys.community(communityId), settings),
  });
}

/** A reaction's title or image; the answer replaces the cached page. Runs one at a time per reaction. */
export function useUpdateReaction(communityId: string, reactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `reaction-${communityId}-${reactionId}` },
    mutationFn: (body: { title?: string; imageKey?: string }) =>
      apiRequest(fillPath(contracts.updateReaction.path, { communityId, reactionId }), {
        method: 'PUT',
        body,
        schema: contracts.updateReaction.response,
      }),
    onSuccess: (settings: PlatformSettings) => queryClient.setQueryData(platformKeys.community(communityId), settings),
  });
}

/** A reaction image: a presigned POST from the API, the file straight to storage; the save verifies what arrived. */
export async function uploadReactionImage(communityId: string, file: File) {
  const { sendToStorage, invalidImageError } = await import('@/lib/presigned-upload.ts');
  if (file.type !== 'image/png') throw invalidImageError();
  const upload = await apiRequest(fillPath(contracts.createReactionUpload.path, { communityId }), {
    method: 'POST',
    body: { fileType: 'image/png' },
    schema: contracts.createReactionUpload.response,
  });
  await sendToStorage(upload, file);
  return upload.key;
}
