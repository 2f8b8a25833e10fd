// "Continue with Google / Facebook": a popup to the provider when the deployed user pool has it; otherwise
// the buttons stay disabled and say why.
import { messages } from '@hearth/shared/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useAuthOptions } from '../../api/get-auth-options.ts';

const providers = [
  { id: 'google', label: 'Continue with Google', height: 600 },
  { id: 'facebook', label: 'Continue with Facebook', height: 331 },
] as const;

export function SocialSignIn() {
  const { social } = useAuthOptions();
  const [blocked, setBlocked] = useState(false);
  const noteId = useId();
  const unavailable = providers.some((provider) => !social[provider.id]);

  const open = (provider: (typeof providers)[number]) => {
    // owner-dashboard §7: a 650-wide popup, 600 high for Google.
    const popup = window.open(
      `/api/v1/auth/social/${provider.id}`,
      'hearth-social-sign-in',
      `popup,width=650,height=${provider.height}`,
    );
    setBlocked(popup === null);
  };

  return (
    <Stack gap="xs">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          disabled={!social[provider.id]}
          aria-describedby={social[provider.id] ? undefined : noteId}
          onClick={() => open(provider)}
        >
          {provider.label}
        </Button>
      ))}
      {unavailable && (
        <Text id={noteId} size="sm" c="dimmed">
          {messages.socialSignInLocal}
        </Text>
      )}
      {blocked && (
        <Alert color="red" variant="light">
          {messages.popupBlocked}
        </Alert>
      )}
    </Stack>
  );
}
