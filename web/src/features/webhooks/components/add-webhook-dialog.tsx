// The Add endpoint dialog: the HTTPS URL, a description and the event types, checked by the shared schema before
// sending (an http:// URL is refused with the same message the server gives); the server's refusals land under the
// inputs or above the buttons.
import { WEBHOOK_EVENT_TYPES } from '@hearth/shared/rules/webhooks';
import {
  createWebhookBodySchema,
  type CreateWebhookBody,
  type WebhookEndpointWithSecret,
} from '@hearth/shared/schemas/webhooks';
import { Checkbox, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';
import { requiredInput, useMutationSubmit, validateWith, type Mutation } from '@/lib/form.ts';

interface Values {
  url: string;
  description: string;
  eventTypes: string[];
}

interface AddWebhookDialogProps {
  opened: boolean;
  create: Mutation<CreateWebhookBody, WebhookEndpointWithSecret>;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}

export function AddWebhookDialog({ opened, create, onClose, onCreated }: AddWebhookDialogProps) {
  const form = useForm<Values>({
    initialValues: { url: '', description: '', eventTypes: [] },
    validate: validateWith(createWebhookBodySchema),
  });
  const { submit, alert, setAlert } = useMutationSubmit(form, create, {
    fields: ['url', 'description', 'eventTypes'],
    variables: (values) => values as CreateWebhookBody,
    onSuccess: (endpoint) => {
      form.reset();
      onCreated(endpoint);
    },
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    setAlert(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add webhook endpoint" centered size="lg">
      <form onSubmit={submit} noValidate aria-label="Add webhook endpoint">
        <Stack gap="md">
          <TextInput
            label="Endpoint URL"
            description="Must start with https:// and resolve to a public address."
            placeholder="https://example.com/hearth-webhooks"
            autoComplete="off"
            spellCheck={false}
            {...requiredInput}
            {...form.getInputProps('url')}
          />
          <TextInput label="Description (optional)" {...form.getInputProps('description')} />
          <Checkbox.Group label="Event types" {...form.getInputProps('eventTypes')}>
            <SimpleGrid cols={2} mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={type} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <DialogActions onCancel={close} confirmLabel="Add endpoint" pending={create.isPending} error={alert} />
        </Stack>
      </form>
    </Modal>
  );
}
