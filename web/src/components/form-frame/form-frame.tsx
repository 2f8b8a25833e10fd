// A form validated on submit (no native bubbles) whose error that belongs to no single input stands in an alert
// above the inputs; and that alert on its own, for a screen whose action is not a form.
import { Alert, Stack, type StackProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** Role alert (Mantine's default), so it is announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light">
      {children}
    </Alert>
  );
}

interface FormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's error that belongs to no input; nothing shows while it is empty. */
  alert: ReactNode;
  /** Above the alert: what the form is for. */
  intro?: ReactNode;
  gap?: StackProps['gap'];
  'aria-label'?: string;
  /** The inputs and the buttons. */
  children: ReactNode;
}

export function FormFrame({ onSubmit, alert, intro, gap = 'md', 'aria-label': label, children }: FormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {intro}
        {alert && <FormAlert>{alert}</FormAlert>}
        {children}
      </Stack>
    </form>
  );
}
