// Upvote, score, downvote: each button says whether it is pressed, so the vote state is heard as well as seen. Plain
// buttons drawn as Mantine's subtle / light ActionIcons (vote-buttons.module.css): they are on every card and comment.
import type { VotePress, VoteState } from '@hearth/shared/rules/votes';
import { ArrowDownIcon, ArrowUpIcon } from '../icons/icons.tsx';
import classes from './vote-buttons.module.css';

interface VoteButtonsProps {
  vote: VoteState;
  upvotes: number;
  downvotes: number;
  onVote: (press: VotePress) => void;
  /** Archived posts and closed comments show the score without buttons to press. */
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export function VoteButtons({ vote, upvotes, downvotes, onVote, disabled = false, size = 'md' }: VoteButtonsProps) {
  const score = upvotes - downvotes;
  const iconSize = size === 'sm' ? 16 : 18;
  // Mantine's focus ring and pressed nudge (global classes); the look is vote-buttons.module.css's.
  const button = 'mantine-focus-auto mantine-active';
  return (
    <div className={classes.votes} role="group" aria-label="Votes" data-size={size}>
      <button
        type="button"
        className={button}
        aria-label="Upvote"
        aria-pressed={vote === 'upvote'}
        disabled={disabled}
        onClick={() => onVote('upvote')}
      >
        <ArrowUpIcon size={iconSize} />
      </button>
      <span data-vote={vote} aria-label={`Score ${score}`} title={`${upvotes} upvotes, ${downvotes} downvotes`}>
        {score}
      </span>
      <button
        type="button"
        className={button}
        aria-label="Downvote"
        aria-pressed={vote === 'downvote'}
        disabled={disabled}
        onClick={() => onVote('downvote')}
      >
        <ArrowDownIcon size={iconSize} />
      </button>
    </div>
  );
}
