// The subscriber badge (member-forum §6): beside a supporter's name on their profile, post cards and comments. Shown
// where the server says so (`subscriber`, by shared/src/rules/supporters.ts `showsSubscriberBadge`); its word is its
// accessible name.
import { Badge } from '@mantine/core';

export function SubscriberBadge({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  return (
    <Badge component="span" size={size} color="violet" flex="none">
      Subscriber
    </Badge>
  );
}
