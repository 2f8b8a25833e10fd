// One settings section: its heading and purpose, the fields, the error alert and (for most sections) Save Settings.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface SectionFrameProps {
  title: string;
  description: string;
  children: ReactNode;
  /** A form section: Save Settings submits it. Sections that save on their own (User Reactions) pass none. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  alert?: string | null;
}

export function SectionFrame({ title, description, children, onSubmit, saving = false, alert }: SectionFrameProps) {
  const body = (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {children}
      {alert && (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      )}
      {onSubmit && (
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save Settings
          </Button>
        </Group>
      )}
    </Stack>
  );
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      {body}
    </form>
  ) : (
    <section aria-label={title}>{body}</section>
  );
}
