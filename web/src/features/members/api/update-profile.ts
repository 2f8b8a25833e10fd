// Saves the signed-in member's own profile fields (settings and onboarding).
import { updateMyProfile as contract } from '@hearth/shared/contracts/members';
import type { UpdateProfileBody } from '@hearth/shared/schemas/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { memberKeys } from './keys.ts';

export function updateMyProfile(body: UpdateProfileBody) {
  return apiRequest(contract.path, { method: 'PATCH', body, schema: contract.response });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(memberKeys.profile('me'), profile);
      await queryClient.invalidateQueries({ queryKey: memberKeys.profiles() });
    },
  });
}
