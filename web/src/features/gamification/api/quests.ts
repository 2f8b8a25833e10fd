// The signed-in member's quests (the profile's Quests tab) and the claim (member-forum §2.7, §7.3 claimQuest). A
// claim marks the quest claimed at once; its XP is awarded by the XP consumer a moment later, so the member's profile
// (level, experience bar) is read again until it shows it.
import { claimQuest as claimContract, listQuests as listContract } from '@hearth/shared/contracts/gamification';
import type { Quest, Quests } from '@hearth/shared/schemas/gamification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { memberKeys } from '@/features/members/api/keys.ts';
import { gamificationKeys } from './keys.ts';

export const questsQueryOptions = () =>
  queryOptions({
    queryKey: gamificationKeys.quests(),
    queryFn: ({ signal }) => apiRequest(listContract.path, { schema: listContract.response, signal }),
    staleTime: 10_000,
  });

export const useQuests = () => useQuery(questsQueryOptions());

/** After a claim the XP arrives with the event's delivery (about a second locally): the profile is read again. */
const PROFILE_REFRESH_MS = [1_000, 2_500, 5_000, 10_000];

export function useClaimQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quest: Quest) =>
      apiRequest(fillPath(claimContract.path, { questId: quest.id }), {
        method: 'POST',
        body: { period: quest.period },
        schema: claimContract.response,
      }),
    onSuccess: ({ quest }) => {
      queryClient.setQueryData<Quests>(gamificationKeys.quests(), (data) =>
        data
          ? {
              categories: data.categories.map((c) => {
                if (!c.quests.some((q) => q.id === quest.id)) return c;
                return {
                  ...c,
                  claimable: Math.max(0, c.claimable - 1),
                  claimed: c.claimed + 1,
                  quests: c.quests.map((q) => (q.id === quest.id ? quest : q)),
                };
              }),
            }
          : data,
      );
      for (const ms of PROFILE_REFRESH_MS) {
        window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: memberKeys.profiles() }), ms);
      }
    },
    // A refusal (ended, already claimed) means the list is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: gamificationKeys.quests() }),
  });
}
