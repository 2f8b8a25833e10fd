// The community's onboarding questions, which its sign-up form asks (community site only).
import { listOnboardingQuestions as contract } from '@hearth/shared/contracts/owner-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const signUpQuestionKeys = { all: ['sign-up-questions'] as const };

export const signUpQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: signUpQuestionKeys.all,
    queryFn: ({ signal }) => apiRequest(contract.path, { schema: contract.response, signal }),
    staleTime: 60_000,
  });

export const useSignUpQuestions = (enabled: boolean) => useQuery({ ...signUpQuestionsQueryOptions(), enabled });
