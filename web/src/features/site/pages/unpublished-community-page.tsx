// What everyone but the community's staff sees while its owner has it unpublished (owner-dashboard §4).
import type { CommunityLook } from '@hearth/shared/schemas/site';
import * as messages from '@hearth/shared/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';

export function UnpublishedCommunity({ community, signedIn }: { community: CommunityLook; signedIn: boolean }) {
  useDocumentTitle(community.name);
  return (
    <Center component="main" mih="100dvh" px="md" py="xl">
      <Stack align="center" ta="center" gap="md" maw={440}>
        <CommunityIcon community={community} alt="" size={88} radius="lg" />
        <Title order={1} fz={{ base: 26, xs: 32 }}>
          {community.name}
        </Title>
        <Text size="lg">{messages.communityUnpublished}</Text>
        <Text c="dimmed">Check back soon. Staff of this community can sign in to see it.</Text>
        {!signedIn && (
          <Button mt="xs" renderRoot={(props) => <Link {...props} to="/sign-in" />}>
            Sign In
          </Button>
        )}
      </Stack>
    </Center>
  );
}
