// The editor's onboarding questions of one community: read and save the whole ordered list.
import {
  getOnboardingQuestions as getContract,
  saveOnboardingQuestions as saveContract,
} from '@hearth/shared/contracts/owner-profile';
import type { SaveOnboardingQuestionsBody } from '@hearth/shared/schemas/onboarding-questions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const onboardingQuestionKeys = {
  all: ['onboarding-questions'] as const,
  community: (communityId: string) => [...onboardingQuestionKeys.all, communityId] as const,
};

const pathOf = (path: string, communityId: string) => path.replace('{communityId}', encodeURIComponent(communityId));

export const onboardingQuestionsQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: onboardingQuestionKeys.community(communityId),
    queryFn: ({ signal }) =>
      apiRequest(pathOf(getContract.path, communityId), { schema: getContract.response, signal }),
  });

export const useOnboardingQuestions = (communityId: string) => useQuery(onboardingQuestionsQueryOptions(communityId));

export function useSaveOnboardingQuestions(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOnboardingQuestionsBody) =>
      apiRequest(pathOf(saveContract.path, communityId), {
        method: 'PUT',
        body,
        schema: saveContract.response,
      }),
    onSuccess: (saved) => queryClient.setQueryData(onboardingQuestionKeys.community(communityId), saved),
  });
}
