// Saves the owner's Beam Profile (first and last name); the answer is the session view, which replaces the cached one.
import { updateProfile as contract } from '@hearth/shared/contracts/owner-profile';
import type { UpdateProfileBody } from '@hearth/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { setSession } from './get-session.ts';

export function updateProfile(body: UpdateProfileBody) {
  return apiRequest(contract.path, { method: 'PUT', body, schema: contract.response });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => setSession(queryClient, user),
  });
}
