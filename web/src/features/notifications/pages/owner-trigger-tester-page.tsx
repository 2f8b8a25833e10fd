// The owner app's notification trigger tester (/community-dashboard/notification-trigger): the same rows as the
// community site's /dashboard/notification-trigger, for the community the owner app has selected; the owner gets
// each test by e-mail (an owner-app account has no bell in the community).
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { TriggerTable } from './trigger-tester-page.tsx';

export function OwnerTriggerTesterPage() {
  useDocumentTitle('Notification trigger · Community Manager · Hearth');
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Notification trigger
        </Title>
        <Text c="dimmed" size="sm">
          Each test notification of {community.communityName} is e-mailed to you.
        </Text>
      </div>
      <TriggerTable key={community.communityId} communityId={community.communityId} />
    </Stack>
  );
}
