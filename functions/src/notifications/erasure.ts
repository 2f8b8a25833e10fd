// A deleted account's notifications (consumer notifications.member-deleted): its own items removed, and its name in
// other members' notifications replaced, a bounded pass at a time.
import * as messages from '@hearth/shared/messages';
import * as erasureStore from './store/erasure.ts';

/** Notification items per pass of a deleted account's clean-up: a few seconds of writes at most. */
export const FORGET_PASS_SIZE = 100;

/**
 * One pass of a deleted account's clean-up: its own notifications, bell, switches, e-mail claims and live
 * connections deleted, and other members' notifications that name it renamed [DELETED USER]. Answers whether
 * another pass is needed.
 */
export async function forgetMember(communityId: string, memberId: string): Promise<boolean> {
  const [ownLeft, namedLeft] = await Promise.all([
    erasureStore.deleteMemberItems(communityId, memberId, FORGET_PASS_SIZE),
    erasureStore.renameActorInNotifications(communityId, memberId, messages.deletedUser, FORGET_PASS_SIZE),
  ]);
  return ownLeft || namedLeft;
}
