// The owner's account endpoints for the support chat widget (owner-dashboard §7 getUserHash, hasBeamAccount), served
// by the auth Lambda with the other owner-account routes.
import { emailOnlyBodySchema } from '../schemas/auth.ts';
import { accountExistsResponseSchema, supportHashResponseSchema } from '../schemas/support.ts';
import { endpoint } from './endpoint.ts';
import { supportRoutes } from './routes.ts';

export const getSupportHash = endpoint({
  ...supportRoutes.getSupportHash,
  summary:
    "The support chat's identity check for the signed-in owner: HMAC-SHA256 (hex) of the caller's own e-mail address " +
    '(never of an address the request names).',
  tenancy: 'app',
  auth: 'user',
  request: {},
  response: supportHashResponseSchema,
  errors: [401, 503],
});

export const checkAccountExists = endpoint({
  ...supportRoutes.checkAccountExists,
  summary:
    'Whether an owner account exists for an e-mail address: the one endpoint that tells (sign-up and recovery never ' +
    'do); rate-limited like sign-up.',
  tenancy: 'app',
  auth: 'public',
  request: { body: emailOnlyBodySchema },
  response: accountExistsResponseSchema,
  errors: [400, 429],
});

export const supportEndpoints = { getSupportHash, checkAccountExists };
