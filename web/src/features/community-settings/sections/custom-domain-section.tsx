// Custom Domain: its place on the page. The content (connect, status, delete) arrives with the custom-domains issue;
// the sidebar hides this section for essential and unknown plans.
import { Card, Text } from '@mantine/core';
import { SectionFrame } from '../components/section-frame.tsx';
import type { SectionProps } from './types.ts';

export default function CustomDomainSection({ settings }: SectionProps) {
  return (
    <SectionFrame title="Custom Domain" description="Serve your community from your own domain.">
      <Card withBorder radius="md" padding="lg">
        <Text fw={600}>Arrives with custom domains</Text>
        <Text c="dimmed" size="sm">
          Connecting your own domain is coming in an upcoming release. Until then your community lives at{' '}
          {settings.subdomain}.
        </Text>
      </Card>
    </SectionFrame>
  );
}
