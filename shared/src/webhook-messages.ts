// The outbound webhooks' texts (the owner's Webhooks page and the webhooks API). Kept apart from messages.ts, which the
// community site's first chunk carries whole: these are read only by the owner app's lazy Webhooks page and the API.
export const webhookUrlRequired = 'Endpoint URL is required.';
export const webhookUrlTooLong = 'Endpoint URL is too long.';
export const webhookUrlInvalid = 'Enter a full URL, like https://example.com/hooks.';
export const webhookUrlHttps = 'Webhook URLs must use https:// (http:// is not allowed).';
export const webhookUrlCredentials = 'Webhook URLs may not contain a user name or password.';
export const webhookEventTypesRequired = 'Choose at least one event type.';
export const webhookEventTypesRepeated = 'Each event type may be chosen once.';
export const webhookUpdateEmpty = 'Send event types or enabled.';
export const webhookOwnerOnly = 'Only the community owner manages webhooks.';
export const webhookMissing = 'This webhook endpoint does not exist.';
export const webhookDeliveryMissing = 'This delivery does not exist.';
export const webhookLimit = (max: number) => `A community may have at most ${max} webhook endpoints.`;
