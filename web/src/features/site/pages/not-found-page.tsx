// The /404 page of either tree: an unknown path inside a site.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';

export function PageNotFound({ siteName }: { siteName: string }) {
  useDocumentTitle(siteName);
  return (
    <Container component="main" size="xs" py={{ base: 48, xs: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={56} lh={1} c="accent.6" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 26, xs: 32 }}>
          Page not found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" mt="sm">
          Return Home
        </Button>
      </Stack>
    </Container>
  );
}
