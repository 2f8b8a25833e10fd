// /onboarding/welcome in a community: the first step after signing up; Get Started finishes it and goes on to the
// profile picture step (member-forum §2.4).
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Button, Stack, Text, Title, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCompleteWelcome } from '../api/complete-welcome.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';
import { FormAlert } from '@/components/form-frame/form-frame.tsx';

export function WelcomePage({ community }: { community: CommunityLook }) {
  useDocumentTitle(community.name);
  const navigate = useNavigate();
  const completeWelcome = useCompleteWelcome();
  const [alert, setAlert] = useState<string | null>(null);

  const getStarted = () => {
    if (completeWelcome.isPending) return;
    setAlert(null);
    completeWelcome.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/onboarding/add-avatar', replace: true }),
      onError: (error) => setAlert(placeApiError(error, []).message),
    });
  };

  return (
    <Container component="main" size={560} px="md" py={{ base: 40, xs: 96 }}>
      <Stack align="center" ta="center" gap="lg">
        <CommunityIcon community={community} alt="" size={88} radius="lg" />
        <Title order={1} fz={{ base: 28, xs: 36 }}>
          Welcome to {community.name}
        </Title>
        {community.tagline && (
          <Text c="dimmed" size="lg">
            {community.tagline}
          </Text>
        )}
        {alert && <FormAlert>{alert}</FormAlert>}
        <Button size="md" onClick={getStarted} loading={completeWelcome.isPending}>
          Get Started
        </Button>
      </Stack>
    </Container>
  );
}
