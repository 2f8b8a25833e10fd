// "3 hours ago" for a date, with the full date on hover and in the <time> element for assistive tech. Dimmed text at
// size sm or xs (time-ago.module.css): it is on every card and comment.
import { useNow } from '@/app/clock.ts';
import classes from './time-ago.module.css';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });

export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

export function TimeAgo({ iso, size = 'sm', className }: { iso: string; size?: 'sm' | 'xs'; className?: string }) {
  const now = useNow();
  return (
    <time
      className={className ? `${classes.time} ${className}` : classes.time}
      data-size={size}
      dateTime={iso}
      title={full.format(new Date(iso))}
    >
      {timeAgo(iso, now)}
    </time>
  );
}
