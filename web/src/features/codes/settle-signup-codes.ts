// The marketplace sign-up's codes, once the new account is signed in (owner-dashboard §4 onboarding): redeemed, then
// reserved for the community the owner builds next, and the create-community flag set so the builder's publish
// takes them. A code someone else redeemed in the meantime leaves its message; codes the owner already holds (a
// second try) are reserved all the same.
import type { CodeList } from '@hearth/shared/schemas/codes';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client.ts';
import { applyCodes, codesQueryOptions, redeemCodes, refreshAfterCodes } from './api/codes.ts';
import { forgetSignupCodes, markCreateCommunity, readSignupCodes } from './marketplace-storage.ts';

export interface SettledCodes {
  /** Codes are reserved for the next community. */
  reserved: boolean;
  /** Why the stored codes could not be redeemed, when they could not. */
  problem: string | null;
}

export async function settleSignupCodes(queryClient: QueryClient): Promise<SettledCodes> {
  const codes = readSignupCodes();
  if (codes.length === 0) return { reserved: false, problem: null };
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
  if (totals.totalAvailable === 0 && !reservedEarlier) return { reserved: false, problem };
  if (totals.totalAvailable > 0) {
    await applyCodes(null).catch((error: unknown) => {
      // Codes reserved by an earlier try wait for the same next community.
      if (!(isApiError(error) && error.reason === 'CODES_RESERVED_ALREADY')) throw error;
    });
  }
  markCreateCommunity();
  await refreshAfterCodes(queryClient);
  return { reserved: true, problem };
}
