import type { createCommunityBodySchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { ownerOfNewCommunity } from '../../members/service.ts';
import { createCommunity as create } from '../service.ts';

export async function createCommunity(input: HandlerInput<{ body: typeof createCommunityBodySchema }>) {
  return { status: 201, body: await create(ownerRequest(input), input.body, ownerOfNewCommunity) };
}
