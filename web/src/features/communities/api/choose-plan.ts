// Records the plan the owner chose. Billing is not connected yet, so nothing is charged.
import { choosePlan as contract } from '@hearth/shared/contracts/communities';
import type { PlanChoice } from '@hearth/shared/schemas/communities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function choosePlan(body: PlanChoice) {
  return apiRequest(contract.path, { method: 'PUT', body, schema: contract.response });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingKeys.all, onboarding),
  });
}
