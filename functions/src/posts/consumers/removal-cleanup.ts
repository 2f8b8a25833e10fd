// A deleted post's cleanup (posts/moderate.ts `removalCleanup`): a delete writes only the post, its event and the
// community's removing set, so a bulk delete of 100 posts stays a few transactions; its feed entries, pin and search
// tokens are deleted here, conditioned on the post's version, and until then every read leaves them out.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { removalCleanup } from '../moderate.ts';

export const postRemovals: EventConsumer = {
  name: 'posts.removal-cleanup',
  domain: 'posts',
  types: ['post.deleted'],
  // The post changed between the read and the write (republished, anonymised): decided again from a fresh read.
  staleRetries: 5,
  apply(event) {
    const { postId } = (event as DomainEvent<'post.deleted'>).detail;
    return removalCleanup(event.communityId, postId);
  },
};
