// The Invite Members dialog (member-forum §2.10, §5): subject 9-100, message at least 20 characters, 1-1,000 unique
// valid e-mails split on whitespace or commas ("{value} is not a valid email"), and the "Ignore previously sent
// addresses" switch (skipInvited). The server's refusal shows inline; success toasts "Users invited successfully!".
import * as messages from '@hearth/shared/messages';
import {
  emailListProblem,
  INVITATION_MESSAGE_MIN,
  invitationSubjectSchema,
  splitEmails,
} from '@hearth/shared/schemas/invitations';
import { Modal, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { plainTextToHtml } from '@/lib/rich-text.ts';
import { useInviteMembers } from '../api/invitations.ts';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

interface Values {
  subject: string;
  message: string;
  emails: string;
  skipInvited: boolean;
}

interface InviteDialogProps {
  communityId: string;
  onClose: () => void;
  /** The addresses the API accepted: their invitations are stored in the background. */
  onInvited: (emails: string[]) => void;
}

export function InviteDialog({ communityId, onClose, onInvited }: InviteDialogProps) {
  const invite = useInviteMembers(communityId);
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { subject: '', message: '', emails: '', skipInvited: false },
    validate: {
      subject: (value) => {
        const result = invitationSubjectSchema.safeParse(value);
        return result.success ? null : result.error.issues[0]!.message;
      },
      message: (value) => {
        if (value.trim() === '') return messages.invitationMessageRequired;
        return value.trim().length < INVITATION_MESSAGE_MIN ? messages.invitationMessageMin : null;
      },
      emails: (value) => emailListProblem(splitEmails(value)),
    },
  });
  const count = splitEmails(form.values.emails).length;

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const emails = splitEmails(values.emails);
    invite.mutate(
      {
        subject: values.subject.trim(),
        html: plainTextToHtml(values.message),
        emails,
        skipInvited: values.skipInvited,
      },
      {
        onSuccess: (result) => {
          toast(result.message);
          onInvited(emails);
          onClose();
        },
        onError: (error) => {
          // The API calls the message `html`; the form, `message`.
          const placed = placeApiError(error, ['subject', 'emails', 'html']);
          const { html, ...rest } = placed.fields;
          form.setErrors({ ...rest, ...(html ? { message: html } : {}) });
          setAlert(placed.message);
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title="Invite Members" centered size="lg">
      <FormFrame onSubmit={submit} alert={alert}>
        <TextInput label="Email subject" required data-autofocus {...form.getInputProps('subject')} />
        <Textarea label="Email message" required autosize minRows={4} maxRows={10} {...form.getInputProps('message')} />
        <Textarea
          label="Emails"
          description={`Separate addresses with spaces, commas or new lines${count ? ` · ${count} address${count === 1 ? '' : 'es'}` : ''}`}
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('emails')}
        />
        <Switch label="Ignore previously sent addresses" {...form.getInputProps('skipInvited', { type: 'checkbox' })} />
        <Text size="xs" c="dimmed">
          Each address gets a link that works once; people who already have an account here are not e-mailed.
        </Text>
        <DialogActions onCancel={onClose} confirmLabel="Send invitations" pending={invite.isPending} gap="md" />
      </FormFrame>
    </Modal>
  );
}
