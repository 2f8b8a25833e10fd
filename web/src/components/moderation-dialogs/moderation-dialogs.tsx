// The post-card and comment moderation dialogs (member-forum §2.11, §5, §8): report (the five reasons, Other needs
// text), warn (a comment), timeout (days and a reason), permanent ban (a reason) and staff's delete of someone
// else's content (a reason; Audit Logs' Undo republishes it), each with the spec's toast.
// Shared by the post menu and the comment menu; the server decides again who may do what.
import '@mantine/core/styles/Radio.layer.css';
import { moderationRoutes } from '@hearth/shared/contracts/routes';
import * as messages from '@hearth/shared/messages';
import {
  type MemberActionBody,
  REPORT_REASONS,
  type ReportReason,
  createReportBodySchema,
  moderationReasonSchema,
} from '@hearth/shared/schemas/moderation';
import { Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { type MemberAction, MemberActionModal, useMemberActionForm } from './member-action-form.tsx';
import { DialogActions } from '../dialog-actions/dialog-actions.tsx';

const contract = () => import('@hearth/shared/contracts/moderation');
const failure = (error: unknown) => (isApiError(error) ? error.message : messages.generic);

export function ReportDialog({
  contentType,
  contentId,
  onClose,
}: {
  contentType: 'post' | 'comment';
  contentId: string;
  onClose(): void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (body: unknown) =>
      apiRequest(moderationRoutes.createReport.path, {
        method: 'POST',
        body,
        schema: () => contract().then((m) => m.createReport.response),
      }),
  });
  const send = () => {
    if (!reason) return setError('Please choose a reason.');
    const parsed = createReportBodySchema.safeParse({ contentType, contentId, reason, text });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    submit.mutate(parsed.data, {
      onSuccess: () => {
        toast(messages.reportSubmitted);
        onClose();
      },
      onError: (e) => setError(failure(e)),
    });
  };
  return (
    <Modal opened onClose={onClose} title={`Report ${contentType}`} centered>
      <Stack gap="md">
        <Radio.Group label="Reason" value={reason} onChange={(v) => setReason(v as ReportReason)} required>
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={r} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'Other issues' && (
          <Textarea label="Tell us more" value={text} onChange={(e) => setText(e.currentTarget.value)} required />
        )}
        <DialogActions
          onCancel={onClose}
          confirmLabel="Report"
          onConfirm={send}
          pending={submit.isPending}
          error={error}
        />
      </Stack>
    </Modal>
  );
}

export type { MemberAction } from './member-action-form.tsx';
const TITLES: Record<MemberAction, string> = { warn: 'Warn', timedBan: 'Timeout', permanentBan: 'Permanent ban' };
const TOASTS: Record<MemberAction, string> = {
  warn: messages.warnedMember,
  timedBan: messages.timedOutMember,
  permanentBan: messages.bannedMember,
};

export function MemberActionDialog({
  action,
  memberId,
  memberName,
  onClose,
}: {
  action: MemberAction;
  memberId: string;
  memberName: string;
  onClose(): void;
}) {
  const toast = useToast();
  const form = useMemberActionForm();
  const submit = useMutation({
    mutationFn: (body: MemberActionBody) =>
      apiRequest(fillPath(moderationRoutes.actOnMember.path, { memberId }), {
        method: 'POST',
        body,
        schema: () => contract().then((m) => m.actOnMember.response),
      }),
  });
  const send = () => {
    const body = form.check(action);
    if (!body) return;
    submit.mutate(body, {
      onSuccess: () => {
        toast(TOASTS[action]);
        onClose();
      },
      onError: (e) => form.fail(failure(e)),
    });
  };
  return (
    <MemberActionModal
      action={action}
      form={form}
      title={`${TITLES[action]}: ${memberName}`}
      confirmLabel={TITLES[action]}
      danger={action !== 'warn'}
      pending={submit.isPending}
      onClose={onClose}
      onSubmit={send}
    />
  );
}

/** Staff delete someone else's post or comment (§2.11 deleteContent): a reason, logged; undone from Audit Logs. */
export function DeleteContentReasonDialog({
  contentType,
  contentId,
  onClose,
  onDeleted,
}: {
  contentType: 'post' | 'comment';
  contentId: string;
  onClose(): void;
  /** After the delete: the caller drops the content from what it shows. */
  onDeleted(): void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const submit = useMutation({
    mutationFn: (body: { reason: string }) =>
      apiRequest(fillPath(moderationRoutes.deleteContent.path, { contentType, contentId }), {
        method: 'POST',
        body,
        schema: () => contract().then((m) => m.deleteContent.response),
      }),
  });
  const send = () => {
    const text = moderationReasonSchema.safeParse(reason);
    if (!text.success) return setErrors({ reason: text.error.issues[0]!.message });
    setErrors({});
    submit.mutate(
      { reason: text.data },
      {
        onSuccess: () => {
          toast(messages.deletedContent);
          onClose();
          onDeleted();
        },
        onError: (e) => setErrors({ form: failure(e) }),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Delete ${contentType}`} centered>
      <Stack gap="md">
        <Text size="sm">
          The {contentType} will no longer be shown. The reason is kept in the audit log, where staff can undo this.
        </Text>
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        <DialogActions
          onCancel={onClose}
          confirmLabel="Delete"
          onConfirm={send}
          pending={submit.isPending}
          danger
          error={errors.form}
        />
      </Stack>
    </Modal>
  );
}
