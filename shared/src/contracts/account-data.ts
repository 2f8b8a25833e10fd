// The member's own account and data: deleting the account (auth domain: Cognito and the e-mail claim) and
// exporting their data (members domain).
import { messageResponseSchema } from '../schemas/auth.ts';
import { deleteAccountBodySchema, exportPageSchema, exportQuerySchema } from '../schemas/account-data.ts';
import { endpoint } from './endpoint.ts';
import { authRoutes, memberRoutes } from './routes.ts';

export const deleteAccount = endpoint({
  ...authRoutes.deleteAccount,
  summary:
    'Deletes the signed-in account for good once the phrase "delete my account" is typed: the account, its sessions, ' +
    'personal data and uploads; its posts and comments stay, shown as [DELETED USER] (anonymised in the background). ' +
    'An owner cannot while they own a community. Clears the session cookies.',
  tenancy: 'site',
  auth: 'user',
  request: { body: deleteAccountBodySchema },
  response: messageResponseSchema,
  errors: [400, 401, 403, 409],
});

export const exportMyData = endpoint({
  ...memberRoutes.exportMyData,
  summary:
    "A page of one part of the signed-in member's data in this community (profile, posts, comments, anonymous " +
    'comments, votes and reactions on posts and on comments); nobody else’s. The SPA joins the parts into one JSON ' +
    'archive.',
  tenancy: 'community',
  auth: 'user',
  request: { query: exportQuerySchema },
  response: exportPageSchema,
  errors: [400, 401, 403],
});

export const accountDataAuthEndpoints = { deleteAccount };
export const accountDataMemberEndpoints = { exportMyData };
