// The Post Categories section's place on the page; its own branch replaces this component.
import { Text } from '@mantine/core';
import { SectionFrame } from '../components/section-frame.tsx';

export default function CategoriesPlaceholder() {
  return (
    <SectionFrame title="Post Categories" description="Coming soon.">
      <Text c="dimmed">Post Categories is not built yet.</Text>
    </SectionFrame>
  );
}
