// The bell's panel (member-forum §2.9, §4): the unread count on the bell, a category filter (default all), the
// settings shortcut and the latest notifications; closing it marks them seen. A failed load keeps what was shown.
import * as messages from '@hearth/shared/messages';
// Styles of the components only this lazy chunk uses (routes/community/mantine-styles.ts keeps first paint lean).
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import {
  categoryLabels,
  type NotificationCategory,
  notificationCategories,
} from '@hearth/shared/schemas/notifications';
import { ActionIcon, Group, Indicator, Loader, NativeSelect, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BellIcon } from '@/components/icons/icons.tsx';
import { useNotifications } from '@/features/notifications/api/get-notifications.ts';
import { useLiveUnread } from '@/features/notifications/api/get-unread.ts';
import { useMarkSeen } from '@/features/notifications/api/mark-seen.ts';
import { NotificationList } from '../notification-list/notification-list.tsx';

export function NotificationPanel() {
  const [opened, setOpened] = useState(false);
  const [category, setCategory] = useState<NotificationCategory>('all');
  const unread = useLiveUnread().data?.unread ?? 0;
  const list = useNotifications(category, opened);
  const markSeen = useMarkSeen();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const close = () => {
    setOpened(false);
    markSeen.mutate();
  };
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={6} color="red.8">
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        trapFocus={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={() => (opened ? close() : setOpened(true))}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label="Notifications" p="xs">
          <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
            <NativeSelect
              aria-label="Category"
              size="xs"
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value as NotificationCategory)}
              data={notificationCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
            />
            <Text size="sm" component={Link} to="/notification-settings" onClick={close} c="accent.8">
              Settings
            </Text>
          </Group>
          {list.isPending ? (
            <Stack align="center" py="md" role="status" aria-label="Loading notifications">
              <Loader size="sm" />
            </Stack>
          ) : items.length === 0 ? (
            <Stack gap={4} align="center" py="md" ta="center">
              <Text fw={700}>{messages.allCaughtUp}</Text>
              <Text size="sm" c="dimmed">
                New replies, mentions and votes will show up here.
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <NotificationList items={items.slice(0, 20)} onNavigate={close} />
            </ScrollArea.Autosize>
          )}
          <Text
            size="sm"
            component={Link}
            to="/notifications"
            onClick={close}
            c="accent.8"
            mt={6}
            display="block"
            ta="center"
          >
            Open notifications
          </Text>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
