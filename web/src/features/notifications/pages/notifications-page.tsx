// /notifications (member-forum §2.9): category tabs over the member's notifications, 200 a page.
import * as messages from '@hearth/shared/messages';
// Styles of the components only this lazy chunk uses (routes/community/mantine-styles.ts keeps first paint lean).
import '@mantine/core/styles/Tabs.layer.css';
import {
  categoryLabels,
  type NotificationCategory,
  notificationCategories,
} from '@hearth/shared/schemas/notifications';
import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkSeen } from '../api/mark-seen.ts';
import { NotificationList } from '../components/notification-list/notification-list.tsx';

export function NotificationsPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  const [category, setCategory] = useState<NotificationCategory>('all');
  // Opening the page is seeing them (the phone has no bell panel to close).
  const { mutate: markSeen } = useMarkSeen({ refreshLists: false });
  useEffect(() => markSeen(), [markSeen]);
  return (
    <main>
      <ForumShell>
        <Stack gap="md" maw={720} mx="auto" w="100%">
          <Title order={1} size="h2">
            Notifications
          </Title>
          <Tabs value={category} onChange={(v) => setCategory((v as NotificationCategory | null) ?? 'all')}>
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {notificationCategories.map((c) => (
                <Tabs.Tab key={c} value={c}>
                  {categoryLabels[c]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <CategoryList category={category} />
        </Stack>
      </ForumShell>
    </main>
  );
}

function CategoryList({ category }: { category: NotificationCategory }) {
  const list = useNotifications(category);
  if (list.isPending) return <PageLoader />;
  if (list.isError && !list.data) {
    return (
      <Text c="red.8" role="alert">
        {messages.generic}
      </Text>
    );
  }
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text fw={700}>{messages.allCaughtUp}</Text>
        <Text c="dimmed" size="sm">
          New replies, mentions and votes on your posts will show up here.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="xs">
      <NotificationList items={items} />
      {list.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      )}
    </Paper>
  );
}
