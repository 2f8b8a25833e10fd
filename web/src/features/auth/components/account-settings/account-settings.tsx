// Account settings (community /account-settings, owner /profile): the e-mail and the password, each changed
// in its own dialog, with a toast on success.
import * as messages from '@hearth/shared/messages';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { Button, Divider, Group, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { ChangeEmailDialog } from '../change-email-dialog/change-email-dialog.tsx';
import { ChangePasswordDialog } from '../change-password-dialog/change-password-dialog.tsx';

/** member-forum §9: the e-mail toast stays 10 s. */
const EMAIL_TOAST_MS = 10_000;

export function AccountSettings({ user }: { user: SessionUser }) {
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const toast = useToast();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
      <Stack gap="lg">
        <Group align="flex-end" wrap="nowrap" gap="sm">
          <TextInput label="Email" value={user.email} readOnly flex={1} miw={0} />
          <Button variant="default" onClick={() => setDialog('email')}>
            Change<VisuallyHidden> email</VisuallyHidden>
          </Button>
        </Group>
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text fw={500} size="sm">
              Password
            </Text>
            <Text c="dimmed" size="sm">
              Change the password you sign in with.
            </Text>
          </div>
          <Button variant="default" onClick={() => setDialog('password')}>
            Change<VisuallyHidden> password</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
      <ChangeEmailDialog
        opened={dialog === 'email'}
        onClose={() => setDialog(null)}
        onChanged={() => toast(messages.emailChangeSent, { durationMs: EMAIL_TOAST_MS })}
      />
      <ChangePasswordDialog
        opened={dialog === 'password'}
        onClose={() => setDialog(null)}
        onChanged={() => toast(messages.passwordChanged)}
      />
    </Paper>
  );
}
