// The subscriber badge (member-forum §6): beside a supporter's name on their profile, post cards and comments. Shown
// where the server says so (`subscriber`, by shared/src/rules/supporters.ts `showsSubscriberBadge`); its word is its
// accessible name.
import badge from '../badge/badge.module.css';
import classes from './subscriber-badge.module.css';

export function SubscriberBadge({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  return (
    <span className={`${badge.badge} ${classes.badge}`} data-tone="violet" data-size={size}>
      <span>Subscriber</span>
    </span>
  );
}
