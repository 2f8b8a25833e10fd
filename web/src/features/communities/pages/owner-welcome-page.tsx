// /onboarding/welcome on the owner app: greets the owner and leads into onboarding (how to start, then the builder).
import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useCompleteWelcome } from '@/features/auth/api/complete-welcome.ts';
import { useSession } from '@/features/auth/api/get-session.ts';
import { onboardingPaths } from '../paths.ts';

export function OwnerWelcomePage() {
  useDocumentTitle('Welcome · Hearth');
  const user = useSession().data?.user;
  const navigate = useNavigate();
  const completeWelcome = useCompleteWelcome();
  if (!user) return null;

  const proceed = () => void navigate({ to: onboardingPaths.communityAccess });
  const onContinue = () => {
    // Seen once is done: sign-in stops bringing the owner back here. Failing to record that does not block going on.
    if (user.welcomePending && !completeWelcome.isPending) completeWelcome.mutate(undefined, { onSettled: proceed });
    else proceed();
  };

  return (
    <Container component="main" size={600} px="md" py={{ base: 40, xs: 96 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, xs: 40 }}>
          Welcome, {user.firstName}
        </Title>
        <Text size="lg">Your Hearth account is ready. Let’s build your community.</Text>
        <Text c="dimmed">A few short steps, a couple of minutes:</Text>
        <List spacing={4} c="dimmed">
          <List.Item>tell us about your organization and pick a plan,</List.Item>
          <List.Item>name your community and choose its address,</List.Item>
          <List.Item>add a description, an icon, a banner and a colour (or keep the defaults),</List.Item>
          <List.Item>publish it.</List.Item>
        </List>
        <Button
          size="md"
          mt="sm"
          onClick={onContinue}
          loading={completeWelcome.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Continue
        </Button>
      </Stack>
    </Container>
  );
}
