// Changes by a signed-in account: its e-mail address (confirmed by a link to the new one) and its password.
import * as messages from '@hearth/shared/messages';
import * as members from '../members/service.ts';
import { type Actor, poolUsername } from '../platform/auth/verify.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import {
  type Deps,
  type RequestContext,
  USERNAME_MAX,
  assertPasswordRules,
  defaultDeps,
  mailLink,
} from './account-steps.ts';
import { UserExistsError } from './identity-provider.ts';
import { consumeLink } from './links.ts';
import { endAllSessions } from './sessions.ts';
import * as store from './store.ts';

async function ownMember(actor: Actor) {
  const member = await members.getMember(actor.communityId, actor.memberId);
  if (!member || member.email !== actor.email) throw refusal('NOT_A_MEMBER');
  return member;
}

async function assertPassword(actor: Actor, password: string, field: string, deps: Deps) {
  if (!(await deps.idp.authenticate(actor.username, password))) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.wrongPassword, { [field]: messages.wrongPassword });
  }
}

/**
 * Pool usernames cannot change, so the new address gets its own pool user now (same member id, same password,
 * which we hold only now) and the old one is deleted when the link is confirmed. Until then the new user cannot
 * sign in: sign-in requires the account's current e-mail.
 */
export async function changeEmail(
  ctx: RequestContext,
  actor: Actor,
  input: { email: string; password: string },
  deps: Deps = defaultDeps,
) {
  const member = await ownMember(actor);
  if (input.email === member.email) throw refusal('SAME_EMAIL');
  await assertPassword(actor, input.password, 'password', deps);
  const username = poolUsername(actor.communityId, input.email);
  if (username.length > USERNAME_MAX) throw refusal('EMAIL_TOO_LONG');
  if (await store.getMemberIdByEmail(actor.communityId, input.email)) {
    throw refusal('EMAIL_TAKEN');
  }
  // A previous, unconfirmed change leaves a pool user behind; it is replaced.
  if (member.pendingEmail) await deps.idp.deleteUser(poolUsername(actor.communityId, member.pendingEmail));
  try {
    await deps.idp.createUser({
      username,
      email: input.email,
      firstName: member.firstName,
      lastName: member.lastName,
      communityId: actor.communityId,
      memberId: member.memberId,
      password: input.password,
    });
  } catch (error) {
    if (error instanceof UserExistsError) throw refusal('EMAIL_TAKEN');
    throw error;
  }
  await members.updateMember(actor.communityId, member.memberId, { pendingEmail: input.email });
  await mailLink(ctx, 'change-email', input.email, { memberId: member.memberId, newEmail: input.email });
  return { message: messages.emailChangeSent };
}

export async function confirmEmailChange(ctx: RequestContext, token: string, deps: Deps = defaultDeps) {
  const { communityId } = ctx.tenant;
  const data = await consumeLink(communityId, 'change-email', token);
  const member = await members.getMember(communityId, data.memberId);
  if (!member || !data.newEmail || member.pendingEmail !== data.newEmail) {
    throw new AppError(400, 'LINK_INVALID', messages.linkInvalid);
  }
  const write = members.emailChangeWrite(communityId, member.memberId, member.email, data.newEmail);
  if (!(await store.moveEmailClaim(communityId, member.memberId, member.email, data.newEmail, [write]))) {
    throw refusal('EMAIL_TAKEN');
  }
  await deps.idp.markEmailVerified(poolUsername(communityId, data.newEmail), data.newEmail);
  await deps.idp.deleteUser(poolUsername(communityId, member.email));
  return { message: 'Your new e-mail address is confirmed. Please sign in again.' };
}

export async function changePassword(
  ctx: RequestContext,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  deps: Deps = defaultDeps,
) {
  const member = await ownMember(actor);
  await assertPassword(actor, input.currentPassword, 'currentPassword', deps);
  assertPasswordRules(ctx.tenant, input.newPassword, 'newPassword');
  await deps.idp.setPassword(actor.username, input.newPassword);
  // A pending e-mail change's pool user carries the password too, so it must not keep the old one.
  if (member.pendingEmail)
    await deps.idp.setPassword(poolUsername(actor.communityId, member.pendingEmail), input.newPassword);
  // Every session ends, this one too (Cognito's global sign-out revokes its refresh token as well); the caller stays
  // signed in through a new session that begins after the cutoff, so it is the only one left (logoutAll false).
  const account = { communityId: actor.communityId, memberId: member.memberId, username: actor.username };
  await endAllSessions(account, deps.idp);
  const tokens = await deps.idp.authenticate(actor.username, input.newPassword);
  if (!tokens) throw new Error(`the new password did not sign ${actor.username} in`);
  return { message: messages.passwordChanged, account, tokens };
}
