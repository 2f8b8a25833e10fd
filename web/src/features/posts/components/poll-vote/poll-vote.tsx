// A poll on its post's page (member-forum §4): radio inputs for one choice, checkboxes for more; pressing an option
// toggles the vote; once the votes reach maxChoices the other options are disabled; the author's own vote (and an
// added option's automatic vote) stays; extendable polls take new options while votes are below maxChoices; after
// its end the poll only shows results.
import * as messages from '@hearth/shared/messages';
import { canAddOption, isOptionDisabled, pollInput, type Poll } from '@hearth/shared/rules/polls';
import type { PostDetail } from '@hearth/shared/schemas/forum';
import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useAddPollOption } from '@/features/posts/api/add-poll-option.ts';
import { useVotePoll } from '@/features/posts/api/vote-poll.ts';
import { pollShare } from '../poll-results/poll-results.tsx';
import classes from './poll-vote.module.css';

interface PollVoteProps {
  post: Pick<PostDetail, 'id' | 'publishedAt'> & { poll: NonNullable<PostDetail['poll']> };
  /** No voting here (archived, or the viewer's role may not vote); an ended poll closes itself. */
  closed: boolean;
  requireAuth: (action: () => void) => void;
}

const endsAtFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function PollVote({ post, closed: notHere, requireAuth }: PollVoteProps) {
  const { poll } = post;
  const toast = useToast();
  const vote = useVotePoll(post.id);
  const name = useId();
  const rules: Poll = { ...poll, publishedAt: post.publishedAt };
  const input = pollInput(poll.maxChoices);
  const total = poll.options.reduce((sum, o) => sum + o.count, 0);
  const closed = poll.ended || notHere;

  const press = (optionId: string, voted: boolean) =>
    requireAuth(() =>
      vote.mutate(
        { optionId, unvote: voted },
        { onError: (error) => toast(error.message || messages.generic, { tone: 'error' }) },
      ),
    );

  return (
    <Stack gap="sm" className={classes.poll}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} id={`${name}-label`}>
          Poll
        </Text>
        <Text size="sm" c="dimmed">
          {poll.ended
            ? messages.pollEnded
            : `${poll.maxChoices === 1 ? 'Choose one' : `Choose up to ${poll.maxChoices}`} · ends ${endsAtFormat.format(new Date(poll.endsAt))}`}
        </Text>
      </Group>
      <div
        role={input === 'radio' ? 'radiogroup' : 'group'}
        aria-labelledby={`${name}-label`}
        className={classes.options}
      >
        {poll.options.map((option) => {
          const disabled = closed || isOptionDisabled(rules, option);
          const share = pollShare(option.count, total);
          const label = (
            <span className={classes.label}>
              <span className={classes.title}>{option.title}</span>
              <span className={classes.count}>
                {option.count} · {share}%
              </span>
            </span>
          );
          return (
            <div key={option.id} className={classes.option} data-voted={option.voted || undefined}>
              <span className={classes.bar} style={{ width: `${share}%` }} aria-hidden="true" />
              {input === 'radio' ? (
                <Radio
                  name={name}
                  value={option.id}
                  checked={option.voted}
                  disabled={disabled}
                  // A radio fires no change when pressed again: the click is what toggles it off.
                  onChange={() => undefined}
                  onClick={() => press(option.id, option.voted)}
                  label={label}
                  classNames={{ root: classes.input, body: classes.body, labelWrapper: classes.labelWrapper }}
                />
              ) : (
                <Checkbox
                  checked={option.voted}
                  disabled={disabled}
                  onChange={() => press(option.id, option.voted)}
                  label={label}
                  classNames={{ root: classes.input, body: classes.body, labelWrapper: classes.labelWrapper }}
                />
              )}
            </div>
          );
        })}
      </div>
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? 'vote' : 'votes'}
      </Text>
      {!closed && canAddOption(rules) && <AddOption postId={post.id} requireAuth={requireAuth} />}
    </Stack>
  );
}

function AddOption({ postId, requireAuth }: { postId: string; requireAuth: (action: () => void) => void }) {
  const add = useAddPollOption(postId);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The option rule loads with the first submit: zod stays out of the post page's code.
    const schema = await import('@hearth/shared/schemas/polls').then(
      (m) => m.pollOptionTitleSchema,
      () => null,
    );
    if (!schema) {
      setError(messages.generic);
      return;
    }
    const parsed = schema.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.generic);
      return;
    }
    requireAuth(() =>
      add.mutate(parsed.data, {
        onSuccess: () => {
          setTitle('');
          setError(null);
        },
        onError: (failure) => setError(failure.message || messages.generic),
      }),
    );
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="New option"
          placeholder="Add an option"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={error}
          className={classes.addInput}
        />
        <Button type="submit" variant="default" loading={add.isPending}>
          Add option
        </Button>
      </Group>
    </form>
  );
}
