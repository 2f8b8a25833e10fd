import type { roleMembersQuerySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listMembersOnSite } from '../role-assignment.ts';

export async function listSiteRoleMembers(input: HandlerInput<{ query: typeof roleMembersQuerySchema }>) {
  return { body: await listMembersOnSite(input.tenant, input.actor, input.query) };
}
