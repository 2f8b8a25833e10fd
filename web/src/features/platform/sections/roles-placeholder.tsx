// The User Roles section's place on the page; its own branch replaces this component.
import { Text } from '@mantine/core';
import { SectionFrame } from '../components/section-frame.tsx';

export default function RolesPlaceholder() {
  return (
    <SectionFrame title="User Roles" description="Coming soon.">
      <Text c="dimmed">User Roles is not built yet.</Text>
    </SectionFrame>
  );
}
