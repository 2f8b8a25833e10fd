// The API's error type: a status, a code from @hearth/shared and the message the user sees.
import type { ErrorCode } from '@hearth/shared/errors';
import * as messages from '@hearth/shared/messages';
import { type Problem, type ProblemArgs, type ProblemCode, problemClass, problems } from '@hearth/shared/problems';

export class AppError extends Error {
  /** Response headers the error carries (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Set-Cookie values the error response carries (e.g. clearing a dead session). */
    readonly cookies?: string[],
    /** The specific refusal (shared/src/problems.ts), when the error is one. */
    readonly reason?: ProblemCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The same refusal shown under another request field. */
  on(field: string, text: string = this.message): AppError {
    return new AppError(this.status, this.code, this.message, { [field]: text }, this.cookies, this.reason);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const communityNotFound = () => new AppError(404, 'COMMUNITY_NOT_FOUND', messages.communityNotFound);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);

/** A write over its rate limit: 429, the spec's generic text, and when to try again (Retry-After, in seconds). */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const error = new AppError(429, 'RATE_LIMITED', messages.generic);
  error.headers = { 'retry-after': String(retryAfterSeconds) };
  return error;
}

/**
 * A domain's refusal by its specific code (shared/src/problems.ts): its status, its class, the spec's text and the
 * field it belongs to all come from the one table, so the client can branch on `reason`.
 */
export function refusal<C extends ProblemCode>(code: C, ...args: ProblemArgs<C>): AppError {
  const problem: Problem = problems[code];
  const text = problem.message;
  return refusalSaying(code, typeof text === 'string' ? text : (text as (...a: unknown[]) => string)(...args));
}

/** A refusal whose text a shared rule already composed (with its own numbers in it). */
export function refusalSaying(code: ProblemCode, message: string): AppError {
  const problem: Problem = problems[code];
  const fields = problem.field ? { [problem.field]: message } : undefined;
  return new AppError(problem.status, problemClass(problem.status), message, fields, undefined, code);
}
