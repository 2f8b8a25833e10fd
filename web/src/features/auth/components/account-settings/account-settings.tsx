// Account settings (community /account-settings, owner /profile): the e-mail and the password, each changed
// in its own dialog, with a toast on success. The owner's profile tabs show the same two rows on their own.
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
  const toast = useToast();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
      <Stack gap="lg">
        <EmailSetting
          email={user.email}
          onChanged={() => toast(messages.emailChangeSent, { durationMs: EMAIL_TOAST_MS })}
        />
        <Divider />
        <PasswordSetting
          description="Change the password you sign in with."
          onChanged={() => toast(messages.passwordChanged)}
        />
      </Stack>
    </Paper>
  );
}

/** The e-mail, read-only, and Change, which opens the change-e-mail dialog. */
export function EmailSetting({ email, onChanged }: { email: string; onChanged: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput label="Email" value={email} readOnly flex={1} miw={0} />
        <Button variant="default" onClick={() => setOpened(true)}>
          Change<VisuallyHidden> email</VisuallyHidden>
        </Button>
      </Group>
      <ChangeEmailDialog opened={opened} onClose={() => setOpened(false)} onChanged={onChanged} />
    </>
  );
}

/** "Password" with what changing it means, and Change, which opens the change-password dialog. */
export function PasswordSetting({ description, onChanged }: { description: string; onChanged: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fw={500} size="sm">
            Password
          </Text>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        <Button variant="default" onClick={() => setOpened(true)}>
          Change<VisuallyHidden> password</VisuallyHidden>
        </Button>
      </Group>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} onChanged={onChanged} />
    </>
  );
}
