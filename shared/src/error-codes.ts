// The API's error codes and a zod-free check of its error body; errors.ts adds the zod schema for the contracts.
import type { ProblemCode } from './problems.ts';

export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_UNVERIFIED',
  'ACCOUNT_EXISTS',
  'ACCOUNT_DENIED',
  'ACCOUNT_PENDING',
  'ACCOUNT_BANNED',
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
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'LINK_PREVIEW_UNAVAILABLE',
  'AI_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** An error body as the API sends it (`errorBodySchema` in errors.ts describes the same shape with zod). */
export interface ErrorBody {
  error: ErrorCode;
  /** The specific refusal (shared/src/problems.ts) when there is one: what a client branches on. */
  reason?: ProblemCode | undefined;
  message: string;
  fields?: Record<string, string> | undefined;
}

const codeSet: ReadonlySet<string> = new Set(errorCodes);
/**
 * A refusal's code as the API writes one. The SPA accepts any such code rather than only those it was built with:
 * its copy may be older than the API (a reason added since still arrives with its message), and the list of
 * reasons (problems.ts, with every message it names) stays out of the first page's JavaScript.
 */
const REASON_PATTERN = /^[A-Z][A-Z0-9_]*$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether a value is an error body: what `errorBodySchema.safeParse` accepts, without zod, so the SPA can read
 * every failure before (or without) loading the schemas. A unit test holds the two to the same answers, but for
 * a reason the API does not list (REASON_PATTERN).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isPlainObject(value)) return false;
  const { error, reason, message, fields } = value;
  if (typeof error !== 'string' || !codeSet.has(error) || typeof message !== 'string') return false;
  if (reason !== undefined && (typeof reason !== 'string' || !REASON_PATTERN.test(reason))) return false;
  return fields === undefined || (isPlainObject(fields) && Object.values(fields).every((v) => typeof v === 'string'));
}
