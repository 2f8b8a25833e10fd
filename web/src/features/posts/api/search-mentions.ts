// Members whose name starts with what follows an @ in the editor (at most 8).
import { searchMentions as searchMentionsContract } from '@hearth/shared/contracts/posts';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';

export type MentionCandidate = { memberId: string; fullName: string; profilePicURL: string | null };

export async function searchMentions(q: string, signal?: AbortSignal): Promise<MentionCandidate[]> {
  const answer = await apiRequest(withQuery(searchMentionsContract.path, { q }), {
    schema: searchMentionsContract.response,
    signal,
  });
  return answer.items;
}
