// Whether a username is free (member-forum §5): asked 350 ms after typing stops, once the name passes the rules.
import { checkUsername as contract } from '@hearth/shared/contracts/members';
import { PROFILE_DEBOUNCE_MS, usernameProblem } from '@hearth/shared/rules/member-profile';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { memberKeys } from './keys.ts';

export function checkUsername(username: string, signal?: AbortSignal) {
  return apiRequest(fillPath(contract.path, { username: username.trim() }), { schema: contract.response, signal });
}

/**
 * The availability of what is typed, checked once typing has paused for 350 ms. `current` (the member's own name)
 * needs no check. `problem` is the spec's message to show, or null.
 */
export function useUsernameAvailability(typed: string, current: string | null) {
  const [settled] = useDebouncedValue(typed.trim(), PROFILE_DEBOUNCE_MS);
  const checkable =
    settled.length > 0 &&
    usernameProblem(settled) === null &&
    settled.toLowerCase() !== (current ?? '').toLowerCase() &&
    settled === typed.trim();
  const query = useQuery({
    queryKey: memberKeys.username(settled),
    queryFn: ({ signal }) => checkUsername(settled, signal),
    enabled: checkable,
    staleTime: 10_000,
    retry: false,
  });
  const problem = !checkable
    ? null
    : query.isError
      ? 'Error in validating username.'
      : query.data && !query.data.available
        ? 'Username is already taken.'
        : null;
  return { checking: checkable && query.isFetching, problem, available: checkable && query.data?.available === true };
}
