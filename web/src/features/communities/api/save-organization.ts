// Saves the organization data (company info step); the answer is the updated onboarding record.
import { saveOrganization as contract } from '@hearth/shared/contracts/communities';
import type { Organization } from '@hearth/shared/schemas/communities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function saveOrganization(body: Organization) {
  return apiRequest(contract.path, { method: 'PUT', body, schema: contract.response });
}

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganization,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingKeys.all, onboarding),
  });
}
