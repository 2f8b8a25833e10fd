// The live password guideline checklist under every new-password field: each guideline's state is said in
// words (met / not met), not by colour alone.
import { passwordGuidelines } from '@hearth/shared/rules/password';
import { List, Text, VisuallyHidden } from '@mantine/core';

export function PasswordChecklist({ password, minLength, id }: { password: string; minLength: number; id?: string }) {
  return (
    <List id={id} aria-label="Password guidelines" listStyleType="none" spacing={2} size="sm" mt={6}>
      {passwordGuidelines(minLength).map((guideline) => {
        const met = guideline.test(password);
        return (
          <List.Item
            key={guideline.id}
            data-met={met}
            icon={
              <Text component="span" aria-hidden="true" fw={700} c={met ? 'teal.9' : 'gray.7'} w={16} display="block">
                {met ? '✓' : '✗'}
              </Text>
            }
          >
            <Text component="span" size="sm" c={met ? 'teal.9' : 'gray.7'}>
              {guideline.label}
            </Text>
            <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
