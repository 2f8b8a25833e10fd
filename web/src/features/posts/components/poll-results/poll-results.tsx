// A poll's options with their share of the votes, read-only: feed cards show the first 5 (member-forum §2.5).
import { CARD_POLL_OPTIONS } from '@hearth/shared/constants/forum';
import type { PostCard } from '@hearth/shared/schemas/forum';
import classes from './poll-results.module.css';

type PollView = NonNullable<PostCard['poll']>;

export const pollShare = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

export function PollResults({ poll }: { poll: PollView }) {
  const total = poll.options.reduce((sum, o) => sum + o.count, 0);
  const shown = poll.options.slice(0, CARD_POLL_OPTIONS);
  const more = Math.max(poll.totalOptions, poll.options.length) - shown.length;
  return (
    <div className={classes.results}>
      <ul className={classes.list} aria-label="Poll options">
        {shown.map((option) => {
          const share = pollShare(option.count, total);
          return (
            <li key={option.id} className={classes.option} data-voted={option.voted || undefined}>
              <span className={classes.bar} style={{ width: `${share}%` }} aria-hidden="true" />
              <span className={classes.title}>{option.title}</span>
              <span className={classes.share}>{share}%</span>
            </li>
          );
        })}
      </ul>
      <p className={classes.total}>
        {total} {total === 1 ? 'vote' : 'votes'}
        {more > 0 && ` · ${more} more ${more === 1 ? 'option' : 'options'}`}
        {poll.ended && ' · Ended'}
      </p>
    </div>
  );
}
