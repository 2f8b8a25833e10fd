// The marketplace sign-up's codes, once the new account is signed in (owner-dashboard §4 onboarding): redeemed, then
// reserved for the community the owner builds next, and the create-community flag set so the builder's publish
// takes them. A code someone else redeemed in the meantime leaves its message; codes the owner already holds (a
// second try) are reserved all the same.
import type { QueryClient } from '@tanstack/react-query';
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
  try {
    await redeemCodes(codes);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  forgetSignupCodes();
  const { totals } = await queryClient.fetchQuery({ ...codesQueryOptions('available'), staleTime: 0 });
  if (totals.totalAvailable === 0) return { reserved: false, problem };
  await applyCodes(null);
  markCreateCommunity();
  await refreshAfterCodes(queryClient);
  return { reserved: true, problem };
}
