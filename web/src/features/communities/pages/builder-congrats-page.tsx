// /builder/congrats: the community exists. View Community opens it in a new tab (through
// /builder/view-community) and goes to the overview; Skip To Dashboard goes straight there. A marketplace owner
// (a marketplace key stored) goes to /appsumo instead, and the keys are done with (owner-dashboard §2 Builder).
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useMyCommunities } from '../api/list-my-communities.ts';
import { clearMarketplaceKeys, hasMarketplaceKeys } from '../current-community.ts';
import { dashboardPaths, viewCommunityHref } from '../paths.ts';

export function BuilderCongratsPage({ communityId }: { communityId: string | undefined }) {
  useDocumentTitle('Congratulations · Hearth');
  const navigate = useNavigate();
  const community = useMyCommunities().data?.find((c) => c.communityId === communityId) ?? null;
  const toDashboard = () => {
    const marketplace = hasMarketplaceKeys();
    if (marketplace) clearMarketplaceKeys();
    void navigate({ to: marketplace ? dashboardPaths.codes : dashboardPaths.overview });
  };

  return (
    <Container component="main" size={640} px="md" py={{ base: 48, xs: 96 }}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            focusable="false"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
        <Title order={1} fz={{ base: 28, xs: 36 }}>
          Congratulations!
        </Title>
        {community ? (
          <Text size="lg">
            <strong>{community.communityName}</strong> is ready at{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {community.url.replace(/^https?:\/\//, '')}
            </Text>
            .
          </Text>
        ) : (
          <Text size="lg">Your community is ready.</Text>
        )}
        <Group justify="center" gap="sm" mt="md">
          {community && (
            <Button
              onClick={() => {
                window.open(viewCommunityHref(community.communityId), '_blank', 'noopener');
                toDashboard();
              }}
            >
              View Community
            </Button>
          )}
          <Button variant="default" onClick={toDashboard}>
            Skip To Dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
