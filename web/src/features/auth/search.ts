// The query strings of the auth pages, validated with zod (a malformed value is dropped, never an error page).
import * as z from 'zod';

const optionalText = z.string().max(2000).optional().catch(undefined);

/** /sign-in and /sign-up: where to go afterwards, and an invitation token on sign-up. */
export const authSearchSchema = z.object({
  redirect: optionalText,
  invitation: optionalText,
});

/** Pages opened from an e-mailed link. */
export const tokenSearchSchema = z.object({ token: optionalText });

export const emailSearchSchema = z.object({ email: optionalText });

export const reasonSearchSchema = z.object({ reason: optionalText });

export const banSearchSchema = z.object({
  expiresAt: optionalText,
  // The router's search parser reads `permanentBan=true` as a boolean already.
  permanentBan: z.boolean().optional().catch(undefined),
});

export type AuthSearch = z.infer<typeof authSearchSchema>;
export type BanSearch = z.infer<typeof banSearchSchema>;
