// The owner's onboarding answers so far (organization data, plan choice): prefills the forms.
import { getOnboarding as contract } from '@hearth/shared/contracts/communities';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function getOnboarding(signal?: AbortSignal) {
  return apiRequest(contract.path, { schema: contract.response, signal });
}

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.all, queryFn: ({ signal }) => getOnboarding(signal) });

/** Routes load the answers first, so this reads them from the cache. */
export const useOnboarding = () => useSuspenseQuery(onboardingQueryOptions()).data;
