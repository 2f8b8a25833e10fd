// The frame of the account dialogs (change email, change password): the form sends its mutation once at a time, an
// error no input shows stands above the inputs, Cancel (or closing) clears what was typed, and success closes it.
import { Modal } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { type Mutation, useMutationSubmit } from '@/lib/form.ts';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

/** What the page that opens an account dialog gives it. */
export interface AccountDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the change succeeded and the dialog closed. */
  onChanged: () => void;
}

interface AccountFormDialogProps<Values extends Record<string, unknown>, Result> extends AccountDialogProps {
  title: string;
  submitLabel: string;
  form: UseFormReturnType<Values>;
  /** Sent the form's values; its errors for the form's inputs show under them. */
  mutation: Mutation<Values, Result>;
  /** The inputs. */
  children: ReactNode;
}

export function AccountFormDialog<Values extends Record<string, unknown>, Result>({
  opened,
  title,
  submitLabel,
  form,
  mutation,
  onClose,
  onChanged,
  children,
}: AccountFormDialogProps<Values, Result>) {
  const { submit, alert, setAlert } = useMutationSubmit(form, mutation, {
    fields: Object.keys(form.getInitialValues()),
    onSuccess: () => {
      close();
      onChanged();
    },
  });

  function close() {
    form.reset();
    setAlert(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <FormFrame onSubmit={submit} alert={alert}>
        {children}
        <DialogActions onCancel={close} confirmLabel={submitLabel} pending={mutation.isPending} />
      </FormFrame>
    </Modal>
  );
}
