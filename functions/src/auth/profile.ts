// The owner's Beam Profile (owner-dashboard §2 /profile): first and last name of the owner-app account. The e-mail
// and the password change through their own flows (service.ts: changeEmail, changePassword).
import type { UpdateProfileBody } from '@hearth/shared/schemas/profile';
import * as members from '../members/service.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import { toSessionUser } from './session.ts';

/** Renames the signed-in account (its session must still count) and answers its new session view. */
export async function updateProfile(actor: Actor, input: UpdateProfileBody) {
  const member = await members.getMember(actor.communityId, actor.memberId);
  if (!member || member.email !== actor.email || member.state === 'unverified') throw refusal('NOT_A_MEMBER');
  const renamed = await members.renameMember(actor.communityId, actor.memberId, input.firstName, input.lastName);
  if (!renamed) throw refusal('NOT_A_MEMBER');
  return { user: toSessionUser(renamed, actor.staff ?? null) };
}
