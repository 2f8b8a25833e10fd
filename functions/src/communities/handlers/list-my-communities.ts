import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { listMyCommunities as list } from '../service.ts';

export async function listMyCommunities(input: HandlerInput<object>) {
  return { body: await list(ownerRequest(input)) };
}
