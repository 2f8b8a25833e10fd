// /profile (owner-dashboard §2 Profile page): tabs Beam Profile (name, e-mail with its change dialog), Password
// Settings and Organization Profile, each saved on its own with the spec's toast (§8).
import * as messages from '@hearth/shared/messages';
import { Container, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useSession } from '../api/get-session.ts';
import { BeamProfileForm } from '../components/beam-profile-form/beam-profile-form.tsx';
import { PasswordSetting } from '../components/account-settings/account-settings.tsx';
import { OrganizationProfile } from '@/features/communities/components/organization-profile/organization-profile.tsx';

/** owner-dashboard §8: the e-mail toast stays 10 s. */
const EMAIL_TOAST_MS = 10_000;

export function OwnerProfilePage() {
  useDocumentTitle('Profile · Hearth');
  const user = useSession().data?.user;
  const toast = useToast();
  // Signing out from this page empties the session a moment before the navigation away finishes.
  if (!user) return null;
  return (
    <Container component="main" size={720} px="md" py={{ base: 24, xs: 48 }}>
      <Title order={1} fz={{ base: 24, xs: 28 }} mb="lg">
        Profile
      </Title>
      <Tabs defaultValue="beam" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="beam">Beam Profile</Tabs.Tab>
          <Tabs.Tab value="password">Password Settings</Tabs.Tab>
          <Tabs.Tab value="organization">Organization Profile</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Tabs.Panel value="beam">
            <BeamProfileForm
              user={user}
              onSaved={() => toast(messages.beamProfileSaved)}
              onEmailChangeSent={() => toast(messages.emailChangeSent, { durationMs: EMAIL_TOAST_MS })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <Stack gap="sm">
              <PasswordSetting
                description="Your other devices are signed out when the password changes; this one stays signed in."
                onChanged={() => toast(messages.newPasswordSaved)}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="organization">
            <OrganizationProfile onSaved={() => toast(messages.organizationSaved)} />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Container>
  );
}
