// The marketplace's local-storage keys (owner-dashboard §3 Local storage): the sign-up form's codes until the new
// account is signed in, and the flag that the owner's next community takes the codes reserved for it.
import { MARKETPLACE_STORAGE_KEYS } from '@/features/communities/current-community.ts';

const [SIGNUP_CODES_KEY, , CREATE_COMMUNITY_KEY] = MARKETPLACE_STORAGE_KEYS;

export function storeSignupCodes(codes: string[]) {
  try {
    window.localStorage.setItem(SIGNUP_CODES_KEY, JSON.stringify(codes));
  } catch {
    // Without storage the codes can still be redeemed on /appsumo.
  }
}

export function readSignupCodes(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SIGNUP_CODES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function forgetSignupCodes() {
  try {
    window.localStorage.removeItem(SIGNUP_CODES_KEY);
  } catch {
    // nothing stored
  }
}

/** The next community the owner builds takes the codes reserved for it. */
export function markCreateCommunity() {
  try {
    window.localStorage.setItem(CREATE_COMMUNITY_KEY, 'true');
  } catch {
    // The builder then runs as for any community; the reserved codes wait on /appsumo.
  }
}
