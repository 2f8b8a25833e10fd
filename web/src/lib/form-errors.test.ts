import * as messages from '@hearth/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { placeApiError } from './form-errors.ts';

const failure = (fields?: Record<string, string>) =>
  new ApiError({ status: 400, error: 'VALIDATION_FAILED', message: 'Some fields are not valid.', fields });

describe('placeApiError', () => {
  it('puts field errors under the inputs the form has', () => {
    expect(placeApiError(failure({ email: 'Taken' }), ['email', 'password'])).toEqual({
      fields: { email: 'Taken' },
      message: null,
    });
  });

  it('shows errors for fields the form lacks in the alert', () => {
    expect(placeApiError(failure({ token: messages.linkInvalid }), ['password'])).toEqual({
      fields: {},
      message: messages.linkInvalid,
    });
  });

  it('shows the message when there are no fields, and the generic text for a non-API error', () => {
    expect(placeApiError(failure(), ['email'])).toEqual({ fields: {}, message: 'Some fields are not valid.' });
    expect(placeApiError(new TypeError('x'), ['email'])).toEqual({ fields: {}, message: messages.generic });
  });
});
