// The spec's user-facing texts, in one place, so the SPA and the API say the same words.
export const messages = {
  generic: 'Something went wrong, please try again.',
  genericLater: 'Something went wrong, please try again later.',
  routeNotFound: 'No such API route.',
  communityNotFound: 'There is no community at this address.',
  invalidJson: 'The request body is not valid JSON.',
  validationFailed: 'Some fields are not valid.',
  unauthenticated: 'Please sign in to continue.',
  csrfRequired: 'This request is missing its CSRF header.',
  forbidden: 'You do not have permission to do that.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Send the request body as application/json.',
  invalidImage: 'Please select a valid image.',
  uploadMissing: 'The upload was not found. Please upload the file again.',
} as const;
