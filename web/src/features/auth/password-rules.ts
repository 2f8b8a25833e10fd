// Checks of a new password and its confirmation that the shared schemas leave to the form: this host's
// minimum (8 on the owner app), and "Passwords don't match" even while other fields still have errors
// (zod runs an object's refinements only once every field is valid).
import * as messages from '@hearth/shared/messages';
import { meetsPasswordGuidelines } from '@hearth/shared/rules/password';
import type { FormErrors } from '@mantine/form';

export const newPasswordRules =
  (minLength: number) =>
  ({ password, confirmPassword }: { password: string; confirmPassword: string }): FormErrors => ({
    ...(password && !meetsPasswordGuidelines(password, minLength) ? { password: messages.passwordGuidelines } : {}),
    ...(confirmPassword !== password ? { confirmPassword: messages.passwordsDontMatch } : {}),
  });
