import type { HandlerInput } from '../../platform/http/route.ts';
import { listSiteRoles as list } from '../../members/role-definitions.ts';

export async function listSiteRoles(input: HandlerInput<object>) {
  return { body: await list(input.tenant, input.actor) };
}
