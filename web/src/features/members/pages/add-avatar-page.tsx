// /onboarding/add-avatar (member-forum §2.4, progress 1): the avatar editor; Skip goes on to /onboarding/profile,
// Next uploads first (through the verified presigned upload); Back to the welcome step on phones only.
import '@mantine/core/styles/Progress.layer.css';
import * as messages from '@hearth/shared/messages';
import { Button, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { AvatarEditor, type AvatarChoice } from '../components/avatar-editor/avatar-editor.tsx';
import { isApiError } from '@/lib/api-client.ts';

/** The onboarding's progress out of 5 steps: avatar 1, birthday 2, location 4, username 5 (member-forum §2.4). */
export const ONBOARDING_STEPS = 5;

export function OnboardingProgress({ step }: { step: number }) {
  return (
    <Progress
      value={(step / ONBOARDING_STEPS) * 100}
      aria-label={`Step ${step} of ${ONBOARDING_STEPS}`}
      size="sm"
      radius="xl"
    />
  );
}

export function AddAvatarPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  const navigate = useNavigate();
  const upload = useUploadAvatar();
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((next: AvatarChoice | null) => setChoice(next), []);
  const next = '/onboarding/profile';

  const submit = async () => {
    if (!choice || upload.isPending) return;
    setError(null);
    try {
      const blob = await choice.produce();
      await upload.mutateAsync(blob);
      void navigate({ to: next });
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : messages.uploadMediaFailed);
    }
  };

  return (
    <Container component="main" size={520} px="md" py={{ base: 24, xs: 64 }}>
      <Stack gap="lg">
        <OnboardingProgress step={1} />
        <Title order={1} fz={{ base: 24, xs: 28 }} ta="center">
          Add a profile picture
        </Title>
        <Text c="dimmed" ta="center">
          Choose a picture, then drag and zoom to fit it in the circle.
        </Text>
        <AvatarEditor onChange={onChange} />
        {error && (
          <Text role="alert" c="red.8" size="sm" ta="center">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          <Button component={Link} to="/onboarding/welcome" variant="subtle" hiddenFrom="sm">
            Back
          </Button>
          <Group gap="sm" ml="auto">
            <Button component={Link} to={next} variant="default">
              Skip
            </Button>
            <Button onClick={() => void submit()} disabled={!choice} loading={upload.isPending}>
              Next
            </Button>
          </Group>
        </Group>
      </Stack>
    </Container>
  );
}
