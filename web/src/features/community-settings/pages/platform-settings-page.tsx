// /platform (owner-dashboard §2 Platform Settings): a sidebar of sections, default Platform Information; desktop only
// (below 640 px the dashboard's notice). The page's data (with the plan id) loads first, so the sidebar shows only
// the sections the plan allows; each section is its own chunk.
import { Alert, Box, Button, Group, Loader, NavLink, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { DesktopOnly } from '@/features/communities/components/desktop-only/desktop-only.tsx';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { usePlatformSettings } from '../api/platform-settings.ts';
import { DEFAULT_SECTION, platformSections } from '../sections/registry.ts';

interface PlatformSettingsPageProps {
  section: string | undefined;
  onSection: (section: string) => void;
}

function SettingsBody({ communityId, section, onSection }: PlatformSettingsPageProps & { communityId: string }) {
  const settings = usePlatformSettings(communityId);
  if (settings.isPending) {
    return (
      <Group justify="center" py="xl" role="status" aria-label="Loading settings">
        <Loader />
      </Group>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" title="Settings could not be loaded" role="alert">
        <Stack gap="sm" align="flex-start">
          {placeApiError(settings.error, []).message}
          <Button variant="default" size="xs" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const sections = platformSections.filter((entry) => entry.visible?.(settings.data) ?? true);
  const current = sections.find((entry) => entry.id === section) ?? sections.find((e) => e.id === DEFAULT_SECTION)!;
  const Section = current.component;
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box component="nav" aria-label="Settings sections" w={230} style={{ flexShrink: 0 }}>
        {sections.map((entry) => (
          <NavLink
            key={entry.id}
            component="button"
            type="button"
            label={entry.label}
            active={entry.id === current.id}
            variant="filled"
            aria-current={entry.id === current.id ? 'page' : undefined}
            onClick={() => onSection(entry.id)}
          />
        ))}
      </Box>
      <Box flex={1} miw={0}>
        <Suspense
          fallback={
            <Group justify="center" py="xl" role="status" aria-label="Loading the section">
              <Loader />
            </Group>
          }
        >
          {/* Keyed by community and section: switching either starts the form from the saved values. */}
          <Section key={`${communityId}:${current.id}`} communityId={communityId} settings={settings.data} />
        </Suspense>
      </Box>
    </Group>
  );
}

export function PlatformSettingsPage(props: PlatformSettingsPageProps) {
  useDocumentTitle('Platform Settings · Hearth');
  const { community } = useCurrentCommunity();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Platform Settings
      </Title>
      <DesktopOnly>
        {community ? (
          <SettingsBody communityId={community.communityId} {...props} />
        ) : (
          <Group justify="center" py="xl" role="status" aria-label="Loading settings">
            <Loader />
          </Group>
        )}
      </DesktopOnly>
    </Stack>
  );
}
