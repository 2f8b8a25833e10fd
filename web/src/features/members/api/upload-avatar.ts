// A new avatar: a presigned POST from the API, the file straight to storage, then the API verifies the stored
// bytes (size, magic bytes) and sets it (member-forum §7.2 uploadMedia + setAvatar).
import { createAvatarUpload, setAvatar } from '@hearth/shared/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidImageError, sendToStorage } from '@/lib/presigned-upload.ts';
import { sessionKeys } from '@/features/auth/api/get-session.ts';
import { memberKeys } from './keys.ts';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
type AvatarType = (typeof AVATAR_TYPES)[number];
export const isAvatarType = (type: string): type is AvatarType => (AVATAR_TYPES as readonly string[]).includes(type);

export async function uploadAvatar(file: Blob) {
  if (!isAvatarType(file.type)) throw invalidImageError();
  const upload = await apiRequest(createAvatarUpload.path, {
    method: 'POST',
    body: { fileType: file.type },
    schema: createAvatarUpload.response,
  });
  const named = file instanceof File ? file : new File([file], 'avatar', { type: file.type });
  await sendToStorage(upload, named);
  return apiRequest(setAvatar.path, { method: 'PUT', body: { key: upload.key }, schema: setAvatar.response });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (profile) => {
      queryClient.setQueryData(memberKeys.profile('me'), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.profiles() }),
        // The session carries the picture for the top bar's avatar.
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
