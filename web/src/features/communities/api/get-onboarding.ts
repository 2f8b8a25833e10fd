// The owner's onboarding answers so far (organization data, plan choice): prefills the forms.
import { communityRoutes } from '@hearth/shared/contracts/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function getOnboarding(signal?: AbortSignal) {
  return apiRequest(communityRoutes.getOnboarding.path, {
    schema: () => import('@hearth/shared/contracts/communities').then((m) => m.getOnboarding.response),
    signal,
  });
}

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.all, queryFn: ({ signal }) => getOnboarding(signal) });

/** Routes load the answers first, so this reads them from the cache. */
export const useOnboarding = () => useSuspenseQuery(onboardingQueryOptions()).data;
