// /onboarding/welcome on the owner app: greets the new owner and says what comes next.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '../../../../features/auth/api/get-session.ts';

export function OwnerWelcomePage() {
  useDocumentTitle('Hearth');
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <Container component="main" size={600} px="md" py={{ base: 40, xs: 96 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, xs: 40 }}>
          Welcome, {user.firstName}
        </Title>
        <Text size="lg">Your Hearth account is ready.</Text>
        <Text c="dimmed">
          Next comes building your community: its name, address, look and first subforums. The builder is not open yet;
          it arrives in an upcoming release, and this page will lead you into it.
        </Text>
      </Stack>
    </Container>
  );
}
