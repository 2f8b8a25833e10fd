// /settings, Profile Settings (member-forum §2.8, §5): name, username (availability checked 350 ms after typing
// stops), bio ≤ 255. `?type=avatar|avatarFrame|cover` opens the matching dialog; `?subscription=success` shows
// a banner for 5 s, then clears it.
import * as messages from '@hearth/shared/messages';
import { SUBSCRIBED_BANNER_MS } from '@hearth/shared/constants/supporters';
import { BIO_MAX } from '@hearth/shared/rules/member-profile';
import type { Profile } from '@hearth/shared/schemas/members';
import { updateProfileBodySchema } from '@hearth/shared/schemas/members';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useUsernameAvailability } from '../api/check-username.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateMyProfile } from '../api/update-profile.ts';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { OwnProfileState, SaveRow, UsernameInput } from '../components/profile-form-parts/profile-form-parts.tsx';
import { SettingsLayout } from '../components/settings-nav/settings-nav.tsx';

// The cropper loads only when the picture dialog opens.
const AvatarDialogBody = lazy(() =>
  import('../components/avatar-editor/avatar-dialog-body.tsx').then((m) => ({
    default: m.AvatarDialogBody,
  })),
);

// The frame and cover catalogues load only when their dialog opens.
const UpgradesDialogBody = lazy(() =>
  import('../components/profile-upgrades/upgrades-dialog-body.tsx').then((m) => ({
    default: m.UpgradesDialogBody,
  })),
);

export interface ProfileSettingsSearch {
  type?: 'avatar' | 'avatarFrame' | 'cover' | undefined;
  subscription?: 'success' | undefined;
}

const dialogTitles = {
  avatar: 'Adjust Profile Picture',
  avatarFrame: messages.avatarFrames,
  cover: messages.profileCovers,
};

export function ProfileSettingsPage({
  search,
  onSearchChange,
}: {
  search: ProfileSettingsSearch;
  onSearchChange: (next: ProfileSettingsSearch) => void;
}) {
  const profile = useProfile('me');

  useEffect(() => {
    if (search.subscription !== 'success') return;
    const timer = setTimeout(() => onSearchChange({ ...search, subscription: undefined }), SUBSCRIBED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [search, onSearchChange]);

  return (
    <SettingsLayout title="Profile Settings">
      <Stack gap="lg">
        {search.subscription === 'success' && (
          <Alert color="green" role="status" title="Subscription">
            {messages.supporterSubscribedSuccess}
          </Alert>
        )}
        <OwnProfileState profile={profile} loadingLabel="Loading profile settings" skeletonHeights={[36, 36, 90]}>
          {(data) => <ProfileForm profile={data} onOpen={(type) => onSearchChange({ ...search, type })} />}
        </OwnProfileState>
      </Stack>
      <Modal
        opened={!!search.type}
        onClose={() => onSearchChange({ ...search, type: undefined })}
        title={search.type ? dialogTitles[search.type] : ''}
        centered
        size="lg"
      >
        {search.type === 'avatar' ? (
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the picture editor" />}>
            <AvatarDialogBody onDone={() => onSearchChange({ ...search, type: undefined })} />
          </Suspense>
        ) : search.type ? (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={`Loading ${dialogTitles[search.type]}`} />}>
            <UpgradesDialogBody kind={search.type === 'cover' ? 'covers' : 'frames'} profile={profile.data} />
          </Suspense>
        ) : null}
      </Modal>
    </SettingsLayout>
  );
}

const profileFormSchema = updateProfileBodySchema.required({
  firstName: true,
  lastName: true,
  username: true,
  bio: true,
});
/**
 * A member without a username may leave it empty and save the rest (a username is chosen when wanted, never demanded
 * by a bio save); one who has a username keeps one.
 */
const withoutUsernameSchema = profileFormSchema.pick({ firstName: true, lastName: true, bio: true });

interface Values {
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
}

function ProfileForm({
  profile,
  onOpen,
}: {
  profile: Profile;
  onOpen: (type: 'avatar' | 'avatarFrame' | 'cover') => void;
}) {
  const toast = useToast();
  const save = useUpdateMyProfile();
  const form = useForm<Values>({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username ?? '',
      bio: profile.bio ?? '',
    },
    validate: (values) =>
      validateWith<Values>(
        profile.username === null && values.username.trim() === ''
          ? withoutUsernameSchema
          : profileFormSchema.pick({ firstName: true, lastName: true, username: true, bio: true }),
      )(values),
  });
  const availability = useUsernameAvailability(form.values.username, profile.username);
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['firstName', 'lastName', 'username', 'bio'],
    variables: (values) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      bio: values.bio,
      // An unchanged username is not claimed again, and an empty one (the member has none yet) is not sent.
      ...(values.username.trim() !== (profile.username ?? '') ? { username: values.username } : {}),
    }),
    onSuccess: () => toast(messages.settingsSaved),
  });
  const usernameError = form.errors.username ?? availability.problem;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="sm">
            <Button variant="default" size="xs" onClick={() => onOpen('avatar')}>
              Change profile picture
            </Button>
            <Button variant="default" size="xs" onClick={() => onOpen('avatarFrame')}>
              Change avatar frame
            </Button>
            <Button variant="default" size="xs" onClick={() => onOpen('cover')}>
              Change cover
            </Button>
          </Group>
          <Group grow align="flex-start" gap="sm">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </Group>
          <UsernameInput {...form.getInputProps('username')} error={usernameError} checking={availability.checking} />
          <Textarea
            label="Bio"
            autosize
            minRows={3}
            maxRows={8}
            description={`${form.values.bio.length}/${BIO_MAX}`}
            {...form.getInputProps('bio')}
          />
          <SaveRow alert={alert} pending={save.isPending} disabled={!!availability.problem} />
        </Stack>
      </form>
    </Paper>
  );
}
