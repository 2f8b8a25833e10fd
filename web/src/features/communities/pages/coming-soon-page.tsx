// A dashboard page the sidebar lists but that is not built yet: it says so, and shows no made-up numbers.
// Owner-only pages send an editor to the overview (also after switching to a community the account only edits).
import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate } from '@tanstack/react-router';
import { DesktopOnly } from '../components/desktop-only/desktop-only.tsx';
import { useCurrentCommunity } from '../current-community.ts';
import { dashboardPaths } from '../paths.ts';

interface ComingSoonPageProps {
  title: string;
  desktopOnly: boolean;
  ownerOnly: boolean;
}

export function ComingSoonPage({ title, desktopOnly, ownerOnly }: ComingSoonPageProps) {
  useDocumentTitle(`${title} · Hearth`);
  const { community } = useCurrentCommunity();
  if (ownerOnly && community && community.role !== 'owner') return <Navigate to={dashboardPaths.overview} replace />;

  const body = (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="xs">
        <Text fw={700}>Coming soon</Text>
        <Text c="dimmed">
          {title} is not built yet. It will arrive in an upcoming release of Hearth; until then there is nothing to show
          here.
        </Text>
      </Stack>
    </Card>
  );

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        {title}
      </Title>
      {desktopOnly ? <DesktopOnly>{body}</DesktopOnly> : body}
    </Stack>
  );
}
