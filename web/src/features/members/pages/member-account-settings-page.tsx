// /account-settings (member-forum §2.8, §5): birth date, location, the e-mail (read-only, Change) and the password
// (Change), privacy switches for birth date and location, Save (blocked while the location has an error); the
// settings side navigation beside it.
import '@mantine/core/styles/Switch.layer.css';
import * as messages from '@hearth/shared/messages';
import {
  birthDateIso,
  birthDateProblem,
  formatLocation,
  locationProblem,
  type BirthDate,
} from '@hearth/shared/rules/member-profile';
import type { Profile } from '@hearth/shared/schemas/members';
import { Anchor, Divider, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useSession } from '@/features/auth/api/get-session.ts';
import { AccountSettings } from '@/features/auth/components/account-settings/account-settings.tsx';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateMyProfile } from '../api/update-profile.ts';
import { LocationInput, OwnProfileState, SaveRow } from '../components/profile-form-parts/profile-form-parts.tsx';
import { BirthDatePicker, partsOf, type BirthDateParts } from '../components/birth-date-picker/birth-date-picker.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { SettingsLayout } from '../components/settings-nav/settings-nav.tsx';
import { ExportDataButton } from '../components/export-data-button/export-data-button.tsx';

export function MemberAccountSettingsPage({ community }: { community: { communityId: string; name: string } }) {
  const user = useSession().data?.user;
  const profile = useProfile('me');
  return (
    <SettingsLayout title="Account Settings">
      <Stack gap="lg">
        <OwnProfileState profile={profile} loadingLabel="Loading account settings" skeletonHeights={[36, 36]}>
          {(data) => <PersonalForm profile={data} />}
        </OwnProfileState>
        {user && <AccountSettings user={user} />}
        {/* The member's data, and on phones the Delete Account link (member-forum §2.8) */}
        <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Your data
            </Title>
            <Text size="sm">A copy of your profile, posts, comments, votes and reactions in this community.</Text>
            <ExportDataButton community={{ id: community.communityId, name: community.name }} />
          </Stack>
        </Paper>
        <Anchor component={Link} to="/delete-account" c="red.8" hiddenFrom="sm">
          Delete Account
        </Anchor>
      </Stack>
    </SettingsLayout>
  );
}

function PersonalForm({ profile }: { profile: Profile }) {
  const toast = useToast();
  const save = useUpdateMyProfile();
  const [birth, setBirth] = useState<BirthDateParts>(partsOf(profile.dateOfBirth));
  const [location, setLocation] = useState(profile.location ? formatLocation(profile.location) : '');
  const [privacy, setPrivacy] = useState(profile.privacy ?? { dateOfBirth: false, location: true });
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const birthEmpty = birth.day == null && birth.month == null && birth.year == null;
  const birthError = birthEmpty ? null : birthDateProblem(birth);
  const locationError = touched || location !== '' ? locationProblem(location) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (birthError || locationProblem(location) || save.isPending) return;
    setAlert(null);
    save.mutate(
      {
        ...(birthEmpty ? {} : { dateOfBirth: birthDateIso(birth as BirthDate) }),
        location,
        privacy,
      },
      {
        onSuccess: () => toast(messages.settingsSaved),
        onError: (error) => {
          const placed = placeApiError(error, ['dateOfBirth', 'location']);
          setErrors(placed.fields as Record<string, string>);
          setAlert(placed.message || messages.saveUserInfoFailed);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <BirthDatePicker
            value={birth}
            onChange={(next) => {
              setBirth(next);
              setErrors((e) => ({ ...e, dateOfBirth: '' }));
            }}
            error={birthError ?? (errors.dateOfBirth || null)}
          />
          <LocationInput
            value={location}
            onChange={(next) => {
              setLocation(next);
              setErrors((er) => ({ ...er, location: '' }));
            }}
            onBlur={() => setTouched(true)}
            error={locationError ?? (errors.location || null)}
          />
          <Divider label="Privacy" labelPosition="left" />
          <Switch
            label="Show my date of birth on my profile"
            checked={privacy.dateOfBirth}
            onChange={(e) => setPrivacy({ ...privacy, dateOfBirth: e.currentTarget.checked })}
          />
          <Switch
            label="Show my location on my profile"
            checked={privacy.location}
            onChange={(e) => setPrivacy({ ...privacy, location: e.currentTarget.checked })}
          />
          <SaveRow alert={alert} pending={save.isPending} disabled={!!locationError} />
        </Stack>
      </form>
    </Paper>
  );
}
