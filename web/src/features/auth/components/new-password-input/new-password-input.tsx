// A new-password field with the guideline checklist as its description (so screen readers hear it too).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordChecklist } from '../password-checklist/password-checklist.tsx';

interface NewPasswordInputProps extends Omit<PasswordInputProps, 'description' | 'value'> {
  value: string;
  minLength: number;
}

export function NewPasswordInput({ value, minLength, ...others }: NewPasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      {...others}
      value={value}
      description={<PasswordChecklist password={value} minLength={minLength} />}
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
    />
  );
}
