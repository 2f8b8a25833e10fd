// Avatar frames and profile covers (member-forum §2.8, §7.3): the catalogue as the signed-in member sees it, and
// wearing one (null takes it off). Wearing answers the profile, which replaces the cached one; a frame is also on the
// session and on cards and comments (those follow in the background), so every query is read again.
import {
  equipAvatarFrame,
  equipProfileCover,
  listAvatarFrames,
  listProfileCovers,
} from '@hearth/shared/contracts/gamification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { memberKeys } from './keys.ts';

export type UpgradeKind = 'frames' | 'covers';
export interface UpgradeFilters {
  tierId?: string | undefined;
  themeId?: string | undefined;
}

/** The whole starter catalogue fits one page (8 frames, 6 covers; the API allows 100). */
const PAGE = { pageSize: '100' };

export const avatarFramesQueryOptions = (filters: UpgradeFilters = {}) =>
  queryOptions({
    queryKey: memberKeys.upgrades('frames', filters),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(listAvatarFrames.path, { ...PAGE, ...filters }), {
        schema: listAvatarFrames.response,
        signal,
      }),
  });

export const profileCoversQueryOptions = (filters: UpgradeFilters = {}) =>
  queryOptions({
    queryKey: memberKeys.upgrades('covers', filters),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(listProfileCovers.path, { ...PAGE, ...filters }), {
        schema: listProfileCovers.response,
        signal,
      }),
  });

export const useAvatarFrames = (filters?: UpgradeFilters, enabled = true) =>
  useQuery({ ...avatarFramesQueryOptions(filters), enabled });
export const useProfileCovers = (filters?: UpgradeFilters, enabled = true) =>
  useQuery({ ...profileCoversQueryOptions(filters), enabled });

/** Wears a frame or a cover (null: takes it off). */
export function useEquipUpgrade(kind: UpgradeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      kind === 'frames'
        ? apiRequest(equipAvatarFrame.path, {
            method: 'PUT',
            body: { avatarFrameId: id },
            schema: equipAvatarFrame.response,
          })
        : apiRequest(equipProfileCover.path, {
            method: 'PUT',
            body: { profileCoverId: id },
            schema: equipProfileCover.response,
          }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(memberKeys.profile('me'), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.upgradesAll() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.profiles() }),
        // The session (the top bar's avatar) carries the frame: what is on screen is read again. Post cards and
        // comments carry it too, written in the background: the next feed shown is read again.
        kind === 'frames' ? queryClient.invalidateQueries() : undefined,
      ]);
    },
  });
}
