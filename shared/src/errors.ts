// One error vocabulary for every API response and every SPA branch on failure.
import * as z from 'zod';
import { errorCodes } from './error-codes.ts';
import { problemCodes } from './problems.ts';

export { errorCodes, type ErrorBody, type ErrorCode } from './error-codes.ts';

export const errorBodySchema = z
  .object({
    error: z.enum(errorCodes),
    reason: z.enum(problemCodes).optional(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
