import type { assignRoleBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { assignRoleOnSite } from '../role-assignment.ts';

export async function assignSiteRole(input: HandlerInput<{ body: typeof assignRoleBodySchema }>) {
  return { body: await assignRoleOnSite(input.tenant, input.actor, input.body) };
}
