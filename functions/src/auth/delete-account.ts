// A member deletes their account (member-forum §2.8, §5). One transaction removes the account (member item,
// e-mail and username claims, role holder items, one member fewer) and commits `member.deleted`; then every session
// ends (Cognito's global sign-out, the pool user deleted) and the member's own uploads go. Their posts and comments
// stay and are shown as [DELETED USER], anonymised in the background (comments/consumers/author-anonymisation.ts).
// A new sign-up with the same e-mail is a new member (a new member id), so no token of the old account can act as
// it, and every member write is conditioned on the item existing, so a stale request can never bring the old account
// back.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import { memberLeftWrites } from '../communities/members-total.ts';
import { ownsACommunity } from '../communities/service.ts';
import * as members from '../members/service.ts';
import { type Actor, poolUsername } from '../platform/auth/verify.ts';
import { TransactionConditionFailed } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';
import { deleteUploads } from '../platform/storage/uploads.ts';
import { type Deps, type RequestContext, defaultDeps } from './account-steps.ts';
import * as store from './store.ts';

/** The member's own uploads (avatars and covers), removed with the account; post images stay with their posts. */
const ownUploadPrefixes = (communityId: string, memberId: string) => [
  `c/${communityId}/avatars/${memberId}`,
  `c/${communityId}/covers/${memberId}`,
];

/** Who may delete which account here: a member their own; an owner not while they own a community. */
async function assertMayDelete(ctx: RequestContext, actor: Actor) {
  if (actor.communityId !== ctx.tenant.communityId) {
    // An owner-app account acting in this community through its staff record: its account lives in the owner app.
    throw refusal(
      (actor.staff?.accessLevel ?? 0) >= ACCESS_LEVEL_OWNER ? 'OWNER_CANNOT_DELETE' : 'STAFF_ACCOUNT_NOT_HERE',
    );
  }
  if (actor.communityId === OWNER_APP_COMMUNITY_ID && (await ownsACommunity(actor.memberId))) {
    throw refusal('OWNER_CANNOT_DELETE');
  }
}

export async function deleteAccount(ctx: RequestContext, actor: Actor, deps: Deps = defaultDeps) {
  await assertMayDelete(ctx, actor);
  const member = await members.getMember(actor.communityId, actor.memberId);
  if (!member || member.email !== actor.email) throw refusal('NOT_A_MEMBER');
  try {
    await store.deleteAccountRecords(member.communityId, member.email, member.memberId, [
      ...members.deleteAccountWrites(member),
      ...memberLeftWrites(member.communityId),
      outboxItem('member.deleted', member.communityId, { memberId: member.memberId }),
    ]);
  } catch (error) {
    // Deleted meanwhile (another tab): the account is gone either way.
    if (error instanceof TransactionConditionFailed) throw refusal('NOT_A_MEMBER');
    throw error;
  }
  // The account is gone from here on: no session of it reads a member any more. Cognito follows (its refresh tokens
  // revoked, the pool user deleted, so the e-mail can sign up again), then the uploads.
  await deps.idp.signOutEverywhere(actor.username);
  await deps.idp.deleteUser(actor.username);
  if (member.pendingEmail) await deps.idp.deleteUser(poolUsername(member.communityId, member.pendingEmail));
  for (const prefix of ownUploadPrefixes(member.communityId, member.memberId)) {
    try {
      await deleteUploads(prefix);
    } catch (error) {
      logger.error('deleting a deleted account’s uploads failed', { prefix, error: (error as Error).message });
    }
  }
  return { message: messages.accountDeleted };
}
