// A deletion that cannot be undone, confirmed by typing a phrase (a subforum, a category): the caller's form holds
// the phrase and any other choices; this dialog shows them, validates on submit, places a server error under the
// field it names (the rest in one alert) and offers Cancel and the red action button.
import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';
import { DialogActions } from '../dialog-actions/dialog-actions.tsx';

interface TypeToConfirmDialogProps<V extends { phrase: string }> {
  title: string;
  /** The phrase to type, shown in the field's label. */
  phrase: string;
  form: UseFormReturnType<V>;
  /** The form's fields a server error may name: its message shows under that field. */
  errorFields: readonly string[];
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Sends the deletion with the valid values; calls `onError` when the server refuses. */
  onConfirm: (values: V, onError: (error: unknown) => void) => void;
  /** What comes before the phrase: an explanation, further choices. */
  children?: ReactNode;
}

export function TypeToConfirmDialog<V extends { phrase: string }>({
  title,
  phrase,
  form,
  errorFields,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
  children,
}: TypeToConfirmDialogProps<V>) {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.onSubmit((values) => {
    setAlert(null);
    onConfirm(values, (error) => {
      const placed = placeApiError(error, errorFields);
      form.setErrors(placed.fields);
      setAlert(placed.message);
    });
  });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <TextInput
            label={`Type “${phrase}” to confirm`}
            autoComplete="off"
            required
            withAsterisk={false}
            {...form.getInputProps('phrase')}
          />
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <DialogActions onCancel={onClose} cancelWaits confirmLabel={confirmLabel} pending={pending} danger gap="md" />
        </Stack>
      </form>
    </Modal>
  );
}
