// The Subforums section's place on the page; its own branch replaces this component.
import { Text } from '@mantine/core';
import { SectionFrame } from '../components/section-frame.tsx';

export default function SubforumsPlaceholder() {
  return (
    <SectionFrame title="Subforums" description="Coming soon.">
      <Text c="dimmed">Subforums is not built yet.</Text>
    </SectionFrame>
  );
}
