// Member administration endpoints (staff only). The approval dashboards come later; the state machine is here.
import { approvalBodySchema, approvalResponseSchema, memberParamsSchema } from '../schemas/auth.ts';
import { memberRoleEndpoints } from './roles.ts';
import { endpoint } from './endpoint.ts';
import { memberRoutes } from './routes.ts';
import { ownerProfileMemberEndpoints } from './owner-profile.ts';

export const decideApproval = endpoint({
  ...memberRoutes.decideApproval,
  summary: 'Approve or deny a pending registration (staff with access level 90+). The member is e-mailed.',
  tenancy: 'community',
  auth: 'user',
  request: { params: memberParamsSchema, body: approvalBodySchema },
  response: approvalResponseSchema,
  errors: [401, 403, 404, 409],
});

export const memberEndpoints = {
  decideApproval,
  // owner-profile
  ...ownerProfileMemberEndpoints,
  // roles
  ...memberRoleEndpoints,
};
