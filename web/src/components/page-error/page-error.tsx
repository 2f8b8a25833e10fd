// A whole-page failure: the spec's generic text and a Retry button.
import { Button, Center, Stack, Title } from '@mantine/core';
import * as messages from '@hearth/shared/core-messages';

export function PageError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" ta="center" gap="md" maw={420} role="alert">
        <Title order={1} fz={{ base: 22, xs: 26 }}>
          {messages.generic}
        </Title>
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Center>
  );
}
