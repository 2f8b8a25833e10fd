// The marketplace sign-up's codes, once the new account is signed in (owner-dashboard §4 onboarding): redeemed, then
// reserved for the community the owner builds next, and the create-community flag set so the builder's publish
// takes them. A code someone else redeemed in the meantime leaves its message; codes the owner already holds (a
// second try) are reserved all the same.
import type { CodeList } from '@hearth/shared/schemas/codes';
import type { QueryClient } from '@tanstack/react-query';
import { codesQueryOptions, redeemCodes, refreshAfterCodes, reserveForNextCommunity } from './api/codes.ts';
import { forgetSignupCodes, markCreateCommunity, readSignupCodes } from './marketplace-storage.ts';

/** Settles the stored codes; answers why they could not be redeemed, when they could not, else null. */
export async function settleSignupCodes(queryClient: QueryClient): Promise<string | null> {
  const codes = readSignupCodes();
  if (codes.length === 0) return null;
  let problem: string | null = null;
  // The redeem answers the owner's whole list; only a refused redeem leaves it to be read.
  let list: CodeList;
  try {
    list = await redeemCodes(codes);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
    list = await queryClient.fetchQuery({ ...codesQueryOptions('all'), staleTime: 0 });
  }
  forgetSignupCodes();
  const { codes: held, totals } = list;
  const reservedEarlier = held.some((code) => code.status === 'applied' && code.communityId === null);
  if (totals.totalAvailable === 0 && !reservedEarlier) return problem;
  // Codes reserved by an earlier try wait for the same next community: only the flag is set again.
  if (totals.totalAvailable > 0) await reserveForNextCommunity();
  else markCreateCommunity();
  await refreshAfterCodes(queryClient);
  return problem;
}
