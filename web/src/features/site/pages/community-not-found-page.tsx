// The host names no community: say so, and point to Hearth's sign-up to start one.
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import * as messages from '@hearth/shared/messages';
import { useDocumentTitle } from '@mantine/hooks';
import { HearthWordmark } from '@/components/hearth-wordmark/hearth-wordmark.tsx';

export function CommunityNotFound({ ownerAppUrl }: { ownerAppUrl: (path: string) => string }) {
  useDocumentTitle('Hearth');
  return (
    <Center mih="100dvh" px="md" py="xl">
      <Stack align="center" ta="center" gap="lg" maw={480}>
        <Anchor href={ownerAppUrl('/')} underline="never" aria-label="Hearth">
          <HearthWordmark />
        </Anchor>
        <Title order={1} fz={{ base: 26, xs: 32 }}>
          {messages.communityNotFound}
        </Title>
        <Text c="dimmed">Check the address for a typo, or start a community of your own on Hearth.</Text>
        <Button component="a" href={ownerAppUrl('/sign-up')} size="md">
          Sign up
        </Button>
      </Stack>
    </Center>
  );
}
