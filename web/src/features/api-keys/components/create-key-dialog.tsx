// Create an API key: a name and a scope, then the full key shown this once with a Copy button (owner-dashboard §3,
// §8 "API Key created successfully!", "API Key copied to clipboard."). Closing the dialog forgets the key.
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import * as messages from '@hearth/shared/messages';
import { API_KEY_NAME_MAX } from '@hearth/shared/constants/api-keys';
import { type CreateApiKeyBody, createApiKeyBodySchema } from '@hearth/shared/schemas/api-keys';
import { Alert, Button, Code, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { type Mutation, requiredInput, useMutationSubmit, validateWith } from '@/lib/form.ts';

interface CreateKeyDialogProps {
  opened: boolean;
  onClose: () => void;
  create: Mutation<CreateApiKeyBody, { token: string }>;
}

export function CreateKeyDialog({ opened, onClose, create }: CreateKeyDialogProps) {
  const toast = useToast();
  const [token, setToken] = useState<string | null>(null);
  const form = useForm<CreateApiKeyBody>({
    initialValues: { name: '', scope: 'read' },
    validate: validateWith(createApiKeyBodySchema),
  });
  const { submit, alert, setAlert } = useMutationSubmit(form, create, {
    fields: ['name', 'scope'],
    onSuccess: (result) => {
      setToken(result.token);
      toast(apiKeyMessages.apiKeyCreated);
    },
  });
  const close = () => {
    setToken(null);
    setAlert(null);
    form.reset();
    onClose();
  };
  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      toast(apiKeyMessages.apiKeyCopied);
    } catch {
      toast(messages.generic, { tone: 'error' });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={token ? 'Your new API key' : 'Create API key'} centered>
      {token ? (
        <Stack gap="md">
          <Text size="sm">
            Copy the key now and keep it somewhere safe: it is shown only this once. Send it as
            {' "Authorization: Bearer <key>"'}.
          </Text>
          <Code block aria-label="New API key" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {token}
          </Code>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Done
            </Button>
            <Button onClick={() => void copy()}>Copy</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {alert && (
              <Alert color="red" role="alert">
                {alert}
              </Alert>
            )}
            <TextInput
              label="Name"
              description="What the key is for, e.g. “CRM sync”."
              maxLength={API_KEY_NAME_MAX}
              data-autofocus
              {...requiredInput}
              {...form.getInputProps('name')}
            />
            <Radio.Group label="Access" {...form.getInputProps('scope')}>
              <Stack gap="xs" mt="xs">
                <Radio value="read" label="Read only: members, posts and comments" />
                <Radio value="read-write" label="Read and write: also create posts" />
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
