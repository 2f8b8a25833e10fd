// Community /account-settings and owner /profile: the signed-in account's e-mail and password.
import { Container, Title } from '@mantine/core';
import { useSession } from '../api/get-session.ts';
import { useSitePageTitle } from '../auth-site.tsx';
import { AccountSettings } from '../components/account-settings/account-settings.tsx';

export function AccountSettingsPage({ heading, title }: { heading: string; title?: string }) {
  useSitePageTitle(title);
  // Signing out from this page empties the session a moment before the navigation away finishes.
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <Container component="main" size={640} px="md" py={{ base: 24, xs: 48 }}>
      <Title order={1} fz={{ base: 24, xs: 28 }} mb="lg">
        {heading}
      </Title>
      <AccountSettings user={user} />
    </Container>
  );
}
