// The end of a dialog or an inline form: why the last try failed (announced), then Cancel and the action's button on
// the right, the action busy while its request runs.
import { Button, Group, type MantineSpacing, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Without it the action's button submits the form it stands in. */
  onConfirm?: () => void;
  pending?: boolean;
  /** The action removes or hides something: its button is red. */
  danger?: boolean;
  disabled?: boolean;
  /** Cancel waits for the action's request: what it does cannot be stopped half-way. */
  cancelWaits?: boolean;
  /** The last try's failure, above the buttons. */
  error?: ReactNode;
  gap?: MantineSpacing;
}

export function DialogActions({
  onCancel,
  confirmLabel,
  onConfirm,
  pending = false,
  danger = false,
  disabled,
  cancelWaits = false,
  error,
  gap = 'sm',
}: DialogActionsProps) {
  return (
    <>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap={gap}>
        <Button variant="default" onClick={onCancel} disabled={cancelWaits && pending}>
          Cancel
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={danger ? 'red' : undefined}
          loading={pending}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
