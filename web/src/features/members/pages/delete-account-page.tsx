// /delete-account (member-forum §2.8, §5): what deleting means, a link to the notification settings (to stop
// e-mails without leaving), the member's data to download first, and Continue → a dialog that asks for the phrase
// "delete my account". On success the session is over and the member lands on the home page, signed out.
import * as messages from '@hearth/shared/messages';
import { DELETE_PHRASE, deletePhraseProblem } from '@hearth/shared/rules/member-profile';
import { Anchor, Button, Group, List, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useDeleteAccount } from '../api/account-data.ts';
import { ExportDataButton } from '../components/export-data-button/export-data-button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { SettingsLayout } from '../components/settings-nav/settings-nav.tsx';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

export function DeleteAccountPage({ community }: { community: { id: string; name: string } }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsLayout title="Delete Account">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
          <Stack gap="sm">
            <Text>
              Deleting your account removes your profile, your sign-in and your personal details from {community.name}{' '}
              for good. It cannot be undone.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Your name, username, picture, birth date and location are erased.</List.Item>
              <List.Item>
                Your posts and comments stay, so conversations keep making sense, and show {messages.deletedUser} as
                their author.
              </List.Item>
              <List.Item>You are signed out everywhere. You may sign up again later as a new member.</List.Item>
            </List>
            <Text size="sm">
              Only want fewer e-mails?{' '}
              <Anchor component={Link} to="/notification-settings">
                Change your notification settings
              </Anchor>{' '}
              instead.
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Your data
            </Title>
            <Text size="sm">Download a copy of your profile, posts, comments, votes and reactions first.</Text>
            <ExportDataButton community={community} />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button color="red" onClick={() => setConfirming(true)}>
            Continue
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete your account?" centered>
        {confirming && <ConfirmDeletion onCancel={() => setConfirming(false)} />}
      </Modal>
    </SettingsLayout>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteAccount({
    onDeleted: (answer) => {
      toast(answer.message);
      void navigate({ to: '/', replace: true });
    },
  });
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = deletePhraseProblem(phrase);
    setError(problem);
    setAlert(null);
    if (problem) return;
    remove.mutate(
      { phrase },
      {
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields?.phrase : undefined;
          if (field) setError(field);
          else setAlert(failure instanceof ApiError ? failure.message : messages.generic);
        },
      },
    );
  };

  return (
    <FormFrame
      onSubmit={submit}
      alert={alert}
      intro={<Text size="sm">This deletes your account for good. It cannot be undone.</Text>}
    >
      <TextInput
        label={`Type “${DELETE_PHRASE}” to confirm`}
        autoComplete="off"
        data-autofocus
        value={phrase}
        onChange={(e) => {
          setPhrase(e.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        // Mantine's default error red is too light on white (WCAG AA): the message and the typed text darker.
        errorProps={{ c: 'red.8' }}
        styles={{ input: { color: 'var(--mantine-color-text)' } }}
      />
      <DialogActions
        onCancel={onCancel}
        cancelWaits
        confirmLabel="Delete my account"
        pending={remove.isPending}
        danger
      />
    </FormFrame>
  );
}
