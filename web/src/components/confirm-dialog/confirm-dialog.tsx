// A question before an action that is hard to take back (delete a post or comment, publish or unpublish): what
// will happen, any error from the last try, Cancel and the action's own button.
import { Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DialogActions } from '../dialog-actions/dialog-actions.tsx';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The action removes or hides something: its button is red. */
  danger?: boolean;
  pending?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  pending = false,
  error = null,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  // Mounted from its first opening on: a page lists one per post and comment, and a closed Mantine Modal still
  // mounts its portal and transition, each a re-render after hydration (it lowers the post page's Total Blocking Time).
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <DialogActions
          onCancel={onCancel}
          cancelWaits
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          pending={pending}
          danger={danger}
          error={error}
        />
      </Stack>
    </Modal>
  );
}
