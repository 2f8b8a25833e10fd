// The warn / timeout / ban form (member-forum §2.11, §4): Days for a timeout (from 1), a comment for a warning or a
// reason otherwise, each checked with the shared schemas, a failure from the server above Cancel and the action's
// button. Shared by the post and comment menus (one member) and the Reports page (the selected reports' authors).
import {
  type MemberActionBody,
  moderationReasonSchema,
  timeoutDaysSchema,
  warnCommentSchema,
} from '@hearth/shared/schemas/moderation';
import { Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../dialog-actions/dialog-actions.tsx';

export type MemberAction = MemberActionBody['action'];

interface MemberActionErrors {
  reason?: string;
  days?: string;
  form?: string;
}

/** The form's values and errors; `check` shows what is wrong and gives the request's body once nothing is. */
export function useMemberActionForm() {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | string>(1);
  const [errors, setErrors] = useState<MemberActionErrors>({});
  const check = (action: MemberAction): MemberActionBody | null => {
    const text = (action === 'warn' ? warnCommentSchema : moderationReasonSchema).safeParse(reason);
    const span = timeoutDaysSchema.safeParse(days);
    const next = {
      reason: text.success ? undefined : text.error.issues[0]!.message,
      days: action === 'timedBan' && !span.success ? span.error.issues[0]!.message : undefined,
    };
    setErrors(next);
    if (next.reason || next.days) return null;
    return action === 'warn'
      ? { action, comment: text.data! }
      : action === 'timedBan'
        ? { action, reason: text.data!, days: span.data! }
        : { action, reason: text.data! };
  };
  /** The server refused: its message replaces the field errors. */
  const fail = (message: string) => setErrors({ form: message });
  return { reason, setReason, days, setDays, errors, check, fail };
}

export function MemberActionModal({
  action,
  form,
  title,
  confirmLabel,
  danger,
  pending,
  onClose,
  onSubmit,
}: {
  action: MemberAction;
  form: ReturnType<typeof useMemberActionForm>;
  title: string;
  confirmLabel: string;
  /** The action's button is red. */
  danger: boolean;
  pending: boolean;
  onClose(): void;
  onSubmit(): void;
}) {
  const { errors } = form;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        {action === 'timedBan' && (
          <NumberInput label="Days" min={1} value={form.days} onChange={form.setDays} error={errors.days} required />
        )}
        <Textarea
          label={action === 'warn' ? 'Comment' : 'Reason'}
          value={form.reason}
          onChange={(event) => form.setReason(event.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={3}
          required
        />
        <DialogActions
          onCancel={onClose}
          confirmLabel={confirmLabel}
          onConfirm={onSubmit}
          pending={pending}
          danger={danger}
          error={errors.form}
        />
      </Stack>
    </Modal>
  );
}
