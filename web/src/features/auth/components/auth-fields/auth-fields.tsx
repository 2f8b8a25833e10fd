// The inputs the auth and account forms share, each required (announced, no asterisk) with its label and autofill
// hint: an e-mail, the current password, a new password with its guideline checklist and its confirmation, and the
// first and last name side by side.
import { PasswordInput, type PasswordInputProps, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { requiredInput } from '@/lib/form.ts';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';
import { PasswordChecklist } from '../password-checklist/password-checklist.tsx';

export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" {...requiredInput} {...props} />;
}

export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Password" autoComplete="current-password" {...requiredInput} {...props} />;
}

interface NewPasswordInputProps extends Omit<PasswordInputProps, 'description' | 'value' | 'minLength'> {
  value?: string;
}

/** The guideline checklist is the input's description, so screen readers hear it too; the minimum is this host's. */
export function NewPasswordInput({ value = '', ...others }: NewPasswordInputProps) {
  const { passwordMinLength } = useAuthOptions();
  return (
    <PasswordInput
      autoComplete="new-password"
      {...requiredInput}
      minLength={passwordMinLength}
      {...others}
      value={value}
      description={<PasswordChecklist password={value} minLength={passwordMinLength} />}
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
    />
  );
}

export function ConfirmPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Confirm password" autoComplete="new-password" {...requiredInput} {...props} />;
}

export function NameInputs({ firstName, lastName }: { firstName: TextInputProps; lastName: TextInputProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="First name" autoComplete="given-name" {...requiredInput} {...firstName} />
      <TextInput label="Last name" autoComplete="family-name" {...requiredInput} {...lastName} />
    </SimpleGrid>
  );
}
