// The owner's support chat identity (owner-dashboard §7 getUserHash) and whether an owner account exists for an
// address (§7 hasBeamAccount): the one endpoint that says so.
import * as z from 'zod';

export const supportHashResponseSchema = z
  .object({
    /** HMAC-SHA256 (hex) of the signed-in owner's own e-mail address with the platform's support-chat secret. */
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .meta({ id: 'SupportHash' });

export const accountExistsResponseSchema = z.object({ exists: z.boolean() }).meta({ id: 'AccountExists' });
