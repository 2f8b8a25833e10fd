// Deleting a post or a comment (member-forum §6, §8): one confirmation for both, the spec's toast on success, the
// failure as an error toast; the dialog closes either way.
import type { ReactNode } from 'react';
import { useToast } from '../toast/toast-provider.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteContentDialogProps {
  opened: boolean;
  what: 'post' | 'comment';
  /** What goes away, in a sentence. */
  children: ReactNode;
  pending: boolean;
  onClose: () => void;
  /** Deletes; resolves when the server has. */
  onDelete: () => Promise<unknown>;
  /** After the deletion and its toast (e.g. leave the deleted post's page). */
  onDeleted?: () => void;
}

export function DeleteContentDialog({
  opened,
  what,
  children,
  pending,
  onClose,
  onDelete,
  onDeleted,
}: DeleteContentDialogProps) {
  const toast = useToast();
  const confirm = () =>
    onDelete().then(
      () => {
        onClose();
        toast('Deleted content successfully!');
        onDeleted?.();
      },
      (error: Error) => {
        onClose();
        toast(error.message, { tone: 'error' });
      },
    );
  return (
    <ConfirmDialog
      opened={opened}
      title={`Delete this ${what}?`}
      confirmLabel="Delete"
      danger
      pending={pending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
