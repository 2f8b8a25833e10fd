import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import { isErrorBody, type ErrorBody } from './error-codes.ts';
import { errorBodySchema } from './errors.ts';

describe('isErrorBody', () => {
  it('describes the same type as the zod schema', () => {
    expectTypeOf<z.infer<typeof errorBodySchema>>().toEqualTypeOf<ErrorBody>();
  });

  it.each<[string, unknown]>([
    ['a bare error', { error: 'NOT_FOUND', message: 'Not found.' }],
    ['an empty message', { error: 'INTERNAL', message: '' }],
    [
      'fields',
      { error: 'VALIDATION_FAILED', message: 'Bad.', fields: { name: 'Required.', 'query.limit': 'Too big.' } },
    ],
    ['empty fields', { error: 'VALIDATION_FAILED', message: 'Bad.', fields: {} }],
    ['fields left undefined', { error: 'CONFLICT', message: 'Taken.', fields: undefined }],
    ['extra keys', { error: 'FORBIDDEN', message: 'No.', requestId: 'r1' }],
    ['fields without a prototype', { error: 'BAD_REQUEST', message: 'Bad.', fields: Object.create(null) as object }],
    ['a reason', { error: 'CONFLICT', reason: 'POST_ARCHIVED', message: 'Archived.' }],
    ['a reason in lower case', { error: 'CONFLICT', reason: 'post_archived', message: 'Archived.' }],
    ['a reason that is not text', { error: 'CONFLICT', reason: 409, message: 'Archived.' }],
    ['a reason left undefined', { error: 'CONFLICT', reason: undefined, message: 'Archived.' }],
    ['an unknown code', { error: 'TEAPOT', message: 'Short and stout.' }],
    ['a lower-case code', { error: 'not_found', message: 'Not found.' }],
    ['no message', { error: 'NOT_FOUND' }],
    ['a number for a message', { error: 'NOT_FOUND', message: 404 }],
    ['null fields', { error: 'VALIDATION_FAILED', message: 'Bad.', fields: null }],
    ['fields as an array', { error: 'VALIDATION_FAILED', message: 'Bad.', fields: ['name'] }],
    ['a field that is not text', { error: 'VALIDATION_FAILED', message: 'Bad.', fields: { age: 3 } }],
    ['fields as a date', { error: 'VALIDATION_FAILED', message: 'Bad.', fields: new Date(0) }],
    ['an array', [{ error: 'NOT_FOUND', message: 'Not found.' }]],
    ['a string', 'NOT_FOUND'],
    ['null', null],
    ['nothing', undefined],
  ])('answers as errorBodySchema does for %s', (_, value) => {
    expect(isErrorBody(value)).toBe(errorBodySchema.safeParse(value).success);
  });

  it('accepts a reason this copy of the SPA does not know yet (the API may be newer), which the contract does not list', () => {
    const newer = { error: 'CONFLICT', reason: 'POST_TEAPOT', message: 'Archived.' };
    expect(isErrorBody(newer)).toBe(true);
    expect(errorBodySchema.safeParse(newer).success).toBe(false);
  });

  it('accepts an error body and rejects what is not one', () => {
    expect(isErrorBody({ error: 'NOT_FOUND', message: 'Not found.' })).toBe(true);
    expect(isErrorBody({ error: 'TEAPOT', message: 'Short and stout.' })).toBe(false);
  });
});
