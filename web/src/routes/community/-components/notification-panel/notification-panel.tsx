// The bell's panel (member-forum §2.9). Notifications arrive with a later issue; until then the panel says so in
// the spec's empty-state words. Loaded apart from the first page: it carries the popover code.
import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BellIcon } from '../../../../components/icons/icons.tsx';

export function NotificationPanel() {
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal trapFocus={false}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
          <BellIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifications">
        <Stack gap={4} align="center" py="md" ta="center">
          <Text fw={700}>All caught up!</Text>
          <Text size="sm" c="dimmed">
            New replies, mentions and votes will show up here.
          </Text>
          <Text size="sm" component={Link} to="/notifications" c="accent.8" mt={6}>
            Open notifications
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
