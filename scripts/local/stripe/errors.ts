// Stripe's error answers: `{ error: { type, code, param, message } }` with a 4xx status, as the SDK parses them
// into its typed errors (StripeInvalidRequestError, StripeAuthenticationError).
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** `No such subscription: 'sub_x'`: an id the simulator does not hold. */
export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const missingParam = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

export const invalidParam = (param: string, message: string) =>
  new StripeApiError(400, 'invalid_request_error', message, 'parameter_invalid', param);
