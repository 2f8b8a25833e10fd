// The signing secret, shown once (after Add or Rotate): copy it now, it is never shown again.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

interface SecretDialogProps {
  secret: string | null;
  onClose: () => void;
}

export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Signing secret" centered size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          Copy this secret now: it is shown only once. Your receiver uses it to verify the Hearth-Signature header.
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code block flex={1} style={{ wordBreak: 'break-all' }} aria-label="Signing secret">
            {secret}
          </Code>
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'filled' : 'light'} onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          Lost it? Rotate the secret to get a new one; the old one stops signing at once.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
