// What a guest sees on every page of a private community (except sign-in, sign-up and recovery).
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';

export function PrivateCommunityGate({ community, returnTo }: { community: CommunityLook; returnTo: string }) {
  useDocumentTitle(community.name);
  const search = returnTo === '/' ? {} : { redirect: returnTo };
  return (
    <Center component="main" mih="100dvh" px="md" py="xl">
      <Stack align="center" ta="center" gap="md" maw={440}>
        <CommunityIcon community={community} alt="" size={88} radius="lg" />
        <Title order={1} fz={{ base: 26, xs: 32 }}>
          {community.name}
        </Title>
        <Text size="lg">This community is private</Text>
        <Text c="dimmed">Sign in with your account, or sign up to join.</Text>
        <Group gap="sm" mt="xs">
          <Button variant="default" renderRoot={(props) => <Link {...props} to="/sign-up" search={search} />}>
            Sign Up
          </Button>
          <Button renderRoot={(props) => <Link {...props} to="/sign-in" search={search} />}>Sign In</Button>
        </Group>
      </Stack>
    </Center>
  );
}
