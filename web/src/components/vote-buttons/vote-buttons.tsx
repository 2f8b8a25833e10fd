// Upvote, score, downvote: each button says whether it is pressed, so the vote state is heard as well as seen.
import type { VotePress, VoteState } from '@hearth/shared/rules/votes';
import { ActionIcon, Group, Text } from '@mantine/core';
import { ArrowDownIcon, ArrowUpIcon } from '../icons/icons.tsx';

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
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label="Votes">
      <ActionIcon
        variant={vote === 'upvote' ? 'light' : 'subtle'}
        color={vote === 'upvote' ? 'accent' : 'gray'}
        size={size === 'sm' ? 'md' : 'lg'}
        aria-label="Upvote"
        aria-pressed={vote === 'upvote'}
        disabled={disabled}
        onClick={() => onVote('upvote')}
      >
        <ArrowUpIcon size={iconSize} />
      </ActionIcon>
      <Text
        component="span"
        size="sm"
        fw={600}
        miw={20}
        ta="center"
        c={vote === 'upvote' ? 'accent.8' : vote === 'downvote' ? 'red.8' : undefined}
        aria-label={`Score ${score}`}
        title={`${upvotes} upvotes, ${downvotes} downvotes`}
      >
        {score}
      </Text>
      <ActionIcon
        variant={vote === 'downvote' ? 'light' : 'subtle'}
        color={vote === 'downvote' ? 'red' : 'gray'}
        size={size === 'sm' ? 'md' : 'lg'}
        aria-label="Downvote"
        aria-pressed={vote === 'downvote'}
        disabled={disabled}
        onClick={() => onVote('downvote')}
      >
        <ArrowDownIcon size={iconSize} />
      </ActionIcon>
    </Group>
  );
}
