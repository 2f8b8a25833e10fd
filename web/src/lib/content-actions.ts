// The one optimistic vote and reaction of the forum (member-forum §4), for posts and comments alike — the SPA's side
// of functions/src/posts/content-actions.ts. A press shows at once from the shared vote rule, a failure puts the
// counts back, the answer sets them exactly; presses on one item run one after another (one mutation scope), so
// counts never cross.
import { nextVote, type VotePress, type VoteState } from '@hearth/shared/rules/votes';
import { useMutation } from '@tanstack/react-query';
import { toggleReaction } from './reactions.ts';

/** What a vote changes on an item. */
export interface Votable {
  upvotes: number;
  downvotes: number;
  viewer: { vote: VoteState };
}

/** What a reaction changes on an item. */
export interface Reactable {
  reactions: Record<string, number>;
  viewer: { reactions: string[] };
}

/** An item's copies in the query cache: the one to decide from, and a change applied to every copy. */
export interface CachedContent<C> {
  read: () => C | undefined;
  write: (change: <T extends C>(item: T) => T) => void;
}

const withVote = <T extends Votable>(item: T, vote: VoteState, upvotes: number, downvotes: number): T => ({
  ...item,
  upvotes,
  downvotes,
  viewer: { ...item.viewer, vote },
});

/** Upvote/downvote: the same vote again removes it, the other one switches. */
export function useContentVote<C extends Votable>(
  scope: string,
  cache: CachedContent<C>,
  send: (vote: VotePress) => Promise<{ vote: VoteState; upvotes: number; downvotes: number }>,
) {
  return useMutation({
    scope: { id: `vote:${scope}` },
    mutationFn: send,
    onMutate: (vote) => {
      const item = cache.read();
      if (!item) return undefined;
      const change = nextVote(item.viewer.vote, vote);
      cache.write((i) => withVote(i, change.vote, i.upvotes + change.upDelta, i.downvotes + change.downDelta));
      return { previous: item.viewer.vote, change };
    },
    onError: (_error, _vote, context) => {
      if (!context) return;
      const { previous, change } = context;
      cache.write((i) => withVote(i, previous, i.upvotes - change.upDelta, i.downvotes - change.downDelta));
    },
    onSuccess: (result) => cache.write((i) => withVote(i, result.vote, result.upvotes, result.downvotes)),
  });
}

const withReactions = <T extends Reactable>(item: T, reactions: Record<string, number>, mine: string[]): T => ({
  ...item,
  reactions,
  viewer: { ...item.viewer, reactions: mine },
});

/** A reaction toggled on or off; toggling again is the inverse, so a failure toggles back. */
export function useContentReaction<C extends Reactable>(
  scope: string,
  cache: CachedContent<C>,
  send: (key: string) => Promise<{ reactions: Record<string, number>; mine: string[] }>,
) {
  const apply = (key: string) =>
    cache.write((i) => {
      const next = toggleReaction({ reactions: i.reactions, mine: i.viewer.reactions }, key);
      return withReactions(i, next.reactions, next.mine);
    });
  return useMutation({
    scope: { id: `reaction:${scope}` },
    mutationFn: send,
    onMutate: (key) => {
      if (!cache.read()) return false;
      apply(key);
      return true;
    },
    onError: (_error, key, applied) => {
      if (applied) apply(key);
    },
    onSuccess: (result) => cache.write((i) => withReactions(i, result.reactions, result.mine)),
  });
}
