// "3 hours ago" for a date, with the full date on hover and in the <time> element for assistive tech.
import { Text, type TextProps } from '@mantine/core';
import { useNow } from '@/app/clock.ts';

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

export function TimeAgo({ iso, ...others }: TextProps & { iso: string }) {
  const now = useNow();
  return (
    <Text component="time" dateTime={iso} title={full.format(new Date(iso))} size="sm" c="dimmed" {...others}>
      {timeAgo(iso, now)}
    </Text>
  );
}
