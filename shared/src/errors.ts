// One error vocabulary for every API response and every SPA branch on failure.
import * as z from 'zod';

export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_UNVERIFIED',
  'ACCOUNT_EXISTS',
  'ACCOUNT_DENIED',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'CAPTCHA_FAILED',
  'CSRF_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'COMMUNITY_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPLOAD_INVALID',
  'NOT_CONFIGURED',
  'INTERNAL',
  'LINK_PREVIEW_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z
  .object({
    error: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
