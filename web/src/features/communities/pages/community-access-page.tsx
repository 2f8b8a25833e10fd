// /onboarding/community-access: build a community of one's own, or go to one the owner already manages
// (owner-dashboard §4: "another" switches to the first available community and opens the overview).
import { Alert, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { myCommunitiesQueryOptions } from '../api/list-my-communities.ts';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { selectCommunity } from '../current-community.ts';
import { dashboardPaths, onboardingPaths } from '../paths.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import classes from './choice-card.module.css';

export function CommunityAccessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [looking, setLooking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const accessAnother = async () => {
    setLooking(true);
    setNotice(null);
    try {
      const { items } = await queryClient.fetchQuery({ ...myCommunitiesQueryOptions(), staleTime: 0 });
      const first = items[0];
      if (!first) {
        setNotice(
          'You do not manage any community yet. Ask the owner of a community to add you as an editor, or create your own.',
        );
        return;
      }
      selectCommunity(first.communityId);
      await navigate({ to: dashboardPaths.overview });
    } catch (error) {
      setNotice(placeApiError(error, []).message);
    } finally {
      setLooking(false);
    }
  };

  return (
    <OnboardingFrame title="How would you like to start?" lead="You can always create another community later.">
      <Stack gap="md">
        <UnstyledButton
          className={classes.card}
          onClick={() => void navigate({ to: onboardingPaths.companyInfo })}
          aria-describedby="access-own-text"
        >
          <Text fw={700} fz="lg">
            Create my own community
          </Text>
          <Text id="access-own-text" c="dimmed" size="sm">
            Tell us about your organization, pick a plan and build your branded community.
          </Text>
        </UnstyledButton>
        <UnstyledButton
          className={classes.card}
          onClick={() => void accessAnother()}
          disabled={looking}
          aria-busy={looking}
          aria-describedby="access-another-text"
        >
          <Text fw={700} fz="lg">
            Access another community
          </Text>
          <Text id="access-another-text" c="dimmed" size="sm">
            Go to the dashboard of a community you already own or edit.
          </Text>
        </UnstyledButton>
        {notice && (
          <Alert color="yellow" role="alert">
            {notice}
          </Alert>
        )}
      </Stack>
    </OnboardingFrame>
  );
}
