// Voting on a poll and adding options to it (member-forum §2.5): the poll rules from @hearth/shared, written as a
// content action on the post (posts/content-actions.ts).
import type { ProblemCode } from '@hearth/shared/problems';
import { type PollProblem, addPollOption as addOptionRule, castPollVote } from '@hearth/shared/rules/polls';
import { ulid } from 'ulid';
import { type Forum, contentNotFound, forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal, refusalSaying } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import type { PostItem } from './model.ts';
import * as actionStore from './store/actions.ts';
import { getPost } from './store/posts.ts';
import { cardView } from './views.ts';
import { act } from './content-actions.ts';
import { assertCanVote, postTarget } from './act.ts';

function pollState(post: PostItem, memberId: string, action: actionStore.PostActionItem) {
  if (!post.poll) throw refusal('POST_HAS_NO_POLL');
  return {
    maxChoices: post.poll.maxChoices,
    duration: post.poll.duration,
    extendable: post.poll.extendable,
    publishedAt: post.publishedAt,
    options: post.poll.options.map((o) => ({
      id: o.id,
      title: o.title,
      count: o.count,
      voted: (action.pollVotes ?? []).includes(o.id),
      isAuthor: o.authorId === memberId,
    })),
  };
}

const pollProblems = {
  ended: 'POLL_ENDED',
  optionNotFound: 'POLL_OPTION_NOT_FOUND',
  votePermanent: 'POLL_VOTE_PERMANENT',
  maxChoicesReached: 'POLL_MAX_CHOICES_REACHED',
  notExtendable: 'POLL_NOT_EXTENDABLE',
  tooManyOptions: 'POLL_TOO_MANY_OPTIONS',
  duplicateOption: 'POLL_OPTIONS_UNIQUE',
} as const satisfies Record<PollProblem, ProblemCode>;

/** The rule's refusal by its code; the rule already wrote the text (with the poll's own numbers). */
const pollProblem = (outcome: { problem: PollProblem; message: string }) =>
  refusalSaying(pollProblems[outcome.problem], outcome.message);

/** A vote for an option, or taking it back (member-forum §2.5): the member's choices and the option's count together. */
export async function votePoll(
  tenant: Tenant | null,
  actor: Actor | null,
  postId: string,
  optionId: string,
  unvote: boolean,
) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  await act(postTarget(forum, memberId, postId), (target, current) => {
    assertCanVote(forum, target);
    const { post } = target;
    const outcome = castPollVote(pollState(post, memberId, current), optionId, unvote);
    if (!outcome.ok) throw pollProblem(outcome);
    const index = post.poll!.options.findIndex((o) => o.id === optionId);
    return {
      action: { ...current, pollVotes: outcome.options.filter((o) => o.voted).map((o) => o.id) },
      change: outcome.countDelta === 0 ? null : { pollCount: { index, delta: outcome.countDelta } },
      events: [outboxItem('poll.voted', post.communityId, { postId, memberId, optionId, unvote })],
    };
  });
  return currentPoll(forum, postId, memberId);
}

/** An option a member adds to an extendable poll, with their vote for it. */
export async function addPollOption(tenant: Tenant | null, actor: Actor | null, postId: string, text: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  // The word filter (and the staff roles it reads) loads with the first added option, not with every vote's cold start.
  const { wordMatcher } = await import('../word-filter/service.ts');
  const title = (await wordMatcher(forum.config.community.communityId)).maskText(text);
  const optionId = ulid().toLowerCase();
  await act(postTarget(forum, memberId, postId), (target, current) => {
    assertCanVote(forum, target);
    const { post } = target;
    const outcome = addOptionRule(pollState(post, memberId, current), { id: optionId, title });
    if (!outcome.ok) throw pollProblem(outcome);
    return {
      action: { ...current, pollVotes: [...(current.pollVotes ?? []), optionId] },
      change: { pollOption: { id: optionId, title, count: 1, authorId: memberId } },
      events: [outboxItem('poll.voted', post.communityId, { postId, memberId, optionId, unvote: false })],
    };
  });
  return currentPoll(forum, postId, memberId);
}

async function currentPoll(forum: Forum, postId: string, memberId: string) {
  const cid = forum.config.community.communityId;
  const [post, action] = await Promise.all([getPost(cid, postId), actionStore.getPostAction(cid, postId, memberId)]);
  if (!post?.poll) throw contentNotFound();
  return cardView(forum, post, action, true).poll!;
}
