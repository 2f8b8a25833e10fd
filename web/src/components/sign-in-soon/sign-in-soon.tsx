// What /sign-in and /sign-up show until accounts exist: an honest notice and a way back.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function SignInSoon({ heading }: { heading: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }} maw={440} mx="auto" my={{ base: 32, xs: 80 }}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          {heading}
        </Title>
        <Text c="dimmed">Sign-in opens soon. Accounts are not available yet.</Text>
        <Button component={Link} to="/" variant="default" mt="xs">
          Return Home
        </Button>
      </Stack>
    </Paper>
  );
}
