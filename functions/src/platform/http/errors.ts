// The API's error type: a status, a code from @hearth/shared and the message the user sees.
import type { ErrorCode } from '@hearth/shared/errors';
import { messages } from '@hearth/shared/messages';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Set-Cookie values the error response carries (e.g. clearing a dead session). */
    readonly cookies?: string[],
  ) {
    super(message);
    this.name = 'AppError';
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
