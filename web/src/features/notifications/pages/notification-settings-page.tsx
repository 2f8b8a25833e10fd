// /notification-settings (member-forum §2.8, §3): In-App, Push and Email switches per topic under the three master
// switches; a topic's switch is greyed while its channel's master is off; each switch saves at once. Turning a Push
// switch on first subscribes this browser (permission, service worker, subscription): when the browser refuses or
// cannot, the switch stays off and the page says why. Turning the Push master off unsubscribes this browser.
import * as messages from '@hearth/shared/messages';
// Styles of the components only this lazy chunk uses (routes/community/mantine-styles.ts keeps first paint lean).
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  type NotificationChannel,
  type NotificationTopic,
  notificationChannels,
  notificationTopics,
  preferenceKey,
  WEEKLY_DIGEST_KEY,
} from '@hearth/shared/schemas/notifications';
import { Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';
import { disablePushHere, enablePushHere, type PushRefusal } from '../hooks/browser-push.ts';

const topicLabels: Record<NotificationTopic, string> = {
  newPost: 'New posts',
  postUpvotes: 'Upvotes on my posts',
  postReactions: 'Reactions to my posts',
  comment: 'Comments and replies',
  commentReactions: 'Reactions to my comments',
  commentUpvotes: 'Upvotes on my comments',
  hotPost: 'Hot posts',
  mention: 'Mentions',
  questCompletion: 'Quest completion',
  questNearCompletion: 'Quest near completion',
  roleChange: 'Role changes',
};

const channelLabels: Record<NotificationChannel, string> = { App: 'In-App', Push: 'Push', Email: 'Email' };

const pushRefusals: Record<PushRefusal, string> = {
  unsupported: messages.pushUnsupported,
  denied: messages.pushDenied,
  'not-configured': messages.pushNotConfigured,
  failed: messages.pushSubscribeFailed,
};
const isPushKey = (key: string) => key.endsWith('PushNotifications');
const PUSH_MASTER = preferenceKey('all', 'Push');

export function NotificationSettingsPage() {
  return (
    <main>
      <ForumShell>
        <NotificationSettings />
      </ForumShell>
    </main>
  );
}

function NotificationSettings() {
  useDocumentTitle('Notification Settings');
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const toast = useToast();
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  if (prefs.isPending) return <PageLoader />;
  if (prefs.isError) {
    return (
      <Text c="red.8" role="alert">
        {messages.generic}
      </Text>
    );
  }
  const values = prefs.data.preferences;
  const save = (key: string, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast(messages.notificationSettingsUpdated),
        onError: () => toast(messages.generic, { tone: 'error' }),
      },
    );
  const change = async (key: string, value: boolean) => {
    if (!isPushKey(key)) return save(key, value);
    if (value) {
      setSubscribing(true);
      const subscribed = await enablePushHere();
      setSubscribing(false);
      if (!subscribed.ok) return setPushProblem(pushRefusals[subscribed.reason]);
      setPushProblem(null);
    } else if (key === PUSH_MASTER) {
      // The switch is saved whatever happens here: a browser that cannot be unsubscribed now gets no pushes anyway.
      disablePushHere().catch(() => undefined);
    }
    save(key, value);
  };
  const toggle = (key: string, label: string, disabled = false) => (
    <Switch
      aria-label={label}
      checked={values[key] ?? false}
      disabled={disabled || (subscribing && isPushKey(key))}
      onChange={(e) => void change(key, e.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Title order={1} size="h2">
        Notification Settings
      </Title>
      {pushProblem && (
        <Paper withBorder p="sm" bg="red.0">
          <Text size="sm" c="red.9" role="alert">
            {pushProblem}
          </Text>
        </Paper>
      )}
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="46%">Notification</Table.Th>
              {notificationChannels.map((c) => (
                <Table.Th key={c} ta="center">
                  {channelLabels[c]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">All notifications</Table.Th>
              {notificationChannels.map((c) => (
                <Table.Td key={c}>
                  <Stack align="center">
                    {toggle(preferenceKey('all', c), `All ${channelLabels[c]} notifications`)}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
            {notificationTopics.map((topic) => (
              <Table.Tr key={topic}>
                <Table.Td pl={topic === 'questNearCompletion' ? 'xl' : undefined}>
                  <Text size="sm">{topicLabels[topic]}</Text>
                </Table.Td>
                {notificationChannels.map((c) => (
                  <Table.Td key={c}>
                    <Stack align="center">
                      {toggle(
                        preferenceKey(topic, c),
                        `${topicLabels[topic]}: ${channelLabels[c]}`,
                        !values[preferenceKey('all', c)],
                      )}
                    </Stack>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>
                <Text size="sm">Community Digest</Text>
                <Text size="xs" c="dimmed">
                  A weekly e-mail of the top posts
                </Text>
              </Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td>
                <Stack align="center">{toggle(WEEKLY_DIGEST_KEY, 'Community Digest: weekly Email')}</Stack>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
