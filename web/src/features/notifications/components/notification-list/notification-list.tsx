// The notifications as the bell's panel and /notifications show them: actor, message, time and a link to where it
// happened (the post, the comment's thread, a profile). Unread ones carry a dot.
// ThemeIcon's styles load with the lazy panel and page that show the list (not on first paint).
import '@mantine/core/styles/ThemeIcon.layer.css';
import type { NotificationView } from '@hearth/shared/schemas/notifications';
import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArrowUpIcon, InfoIcon, LockIcon, TrophyIcon, UserIcon } from '@/components/icons/icons.tsx';
import { MemberAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { TimeAgo } from '@/components/time-ago/time-ago.tsx';
import classes from './notification-list.module.css';

/** Notifications from the community rather than a member (the member's account, a post turning hot): an icon. */
const communityIcons: Partial<Record<NotificationView['kind'], typeof UserIcon>> = {
  roleAssigned: UserIcon,
  roleRemoved: UserIcon,
  warning: InfoIcon,
  ban: LockIcon,
  levelUp: TrophyIcon,
  hotPost: ArrowUpIcon,
  questCompleted: TrophyIcon,
  questNearCompletion: TrophyIcon,
};

function NotificationPicture({ n }: { n: NotificationView }) {
  const Icon = communityIcons[n.kind];
  if (Icon) {
    return (
      <ThemeIcon
        size={36}
        radius="xl"
        variant="light"
        color={n.kind === 'ban' || n.kind === 'warning' ? 'red' : undefined}
      >
        <Icon size={20} />
      </ThemeIcon>
    );
  }
  return <MemberAvatar name={n.actor?.name ?? 'Anonymous'} pictureURL={null} faceless={!n.actor} size={36} />;
}

export function NotificationList({
  items,
  onNavigate,
}: {
  items: readonly NotificationView[];
  onNavigate?: () => void;
}) {
  return (
    <Stack component="ul" gap={0} className={classes.list} aria-label="Notifications">
      {items.map((n) => (
        <li key={n.id}>
          <UnstyledButton
            component={Link}
            to={n.destination}
            onClick={onNavigate}
            className={classes.item}
            data-unread={n.unread || undefined}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <NotificationPicture n={n} />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" lh={1.35}>
                  {n.message}
                </Text>
                <TimeAgo iso={n.updatedAt} size="xs" />
              </Box>
              {n.unread && <span className={classes.dot} aria-label="Unread" role="img" />}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
