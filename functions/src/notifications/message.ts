// A notification's line: the spec's text for its kind (shared/src/messages.ts), read in the bell, the e-mail and the
// push alike.
import * as messages from '@hearth/shared/messages';
import { accountMessage } from './account.ts';
import type { NotificationItem } from './store/notifications.ts';

/** The spec's line for a notification. */
export function messageOf(n: Pick<NotificationItem, 'kind' | 'actorName' | 'actorCount' | 'title'>): string {
  switch (n.kind) {
    case 'postComment':
      return messages.notifyPostComment(n.actorName, n.title);
    case 'commentReply':
      return messages.notifyCommentReply(n.actorName, n.title);
    case 'mention':
      return messages.notifyMention(n.actorName, n.title);
    case 'postUpvotes':
      return messages.notifyVotes(n.actorName, n.actorCount, 'post', n.title);
    case 'commentUpvotes':
      return messages.notifyVotes(n.actorName, n.actorCount, 'comment', n.title);
    case 'postReactions':
      return messages.notifyReactions(n.actorName, n.actorCount, 'post', n.title);
    case 'commentReactions':
      return messages.notifyReactions(n.actorName, n.actorCount, 'comment', n.title);
    case 'postApproved':
      return messages.notifyPostApproved(n.title);
    case 'postDenied':
      return messages.notifyPostDenied(n.title);
    case 'followedPostComment':
      return messages.notifyFollowedPostComment(n.actorName, n.title);
    case 'triggerTest':
    case 'levelUp':
    case 'questCompleted':
    case 'questNearCompletion':
      // The trigger tester (and a level-up) writes the whole line as the title.
      return n.title;
    case 'newPost':
      return messages.notifyNewPost(n.actorName, n.title);
    case 'hotPost':
      return messages.notifyHotPost(n.title);
    case 'newSupporter':
      // The supporter's name is the title, so the push (which has no actor) says it too.
      return messages.notifyNewSupporter(n.title);
    default:
      return accountMessage(n.kind, n.title);
  }
}
