import type { publicMemberRoleParamsSchema } from '@hearth/shared/schemas/public-api';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setMemberRole } from '../member-actions.ts';
import { ownerActorOf } from '../owner-actor.ts';

type Input = HandlerInput<{ params: typeof publicMemberRoleParamsSchema }>;

const roleChange = (remove: boolean) =>
  async function ({ apiKey, params }: Input) {
    const actor = ownerActorOf(apiKey);
    return { body: await setMemberRole(actor, apiKey!.communityId, params.memberId, params.roleId, remove) };
  };

export const publicAddRole = roleChange(false);
export const publicRemoveRole = roleChange(true);
