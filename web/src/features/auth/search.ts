// The query strings of the auth pages (a malformed value is dropped, never an error page).
import { flag, searchValidator, text, type SearchOf } from '@/lib/search-params.ts';

const optionalText = text({ max: 2000 });

/** /sign-in and /sign-up: where to go afterwards, and an invitation token on sign-up. */
const authSearchFields = { redirect: optionalText, invitation: optionalText };
export const validateAuthSearch = searchValidator(authSearchFields);

/** Pages opened from an e-mailed link. */
export const validateTokenSearch = searchValidator({ token: optionalText });

export const validateEmailSearch = searchValidator({ email: optionalText });

export const validateReasonSearch = searchValidator({ reason: optionalText });

const banSearchFields = { expiresAt: optionalText, permanentBan: flag };
export const validateBanSearch = searchValidator(banSearchFields);

export type AuthSearch = SearchOf<typeof authSearchFields>;
export type BanSearch = SearchOf<typeof banSearchFields>;
