// "Continue with Google / Facebook" (owner-dashboard §7): a popup to the provider through the API's social sign-in
// steps; the last step's page reports `{ type: 'hearth:social', ok, message }` back, and on success the session is
// fetched again and the form goes on like a password sign-in. Without providers (the local platform) the buttons
// stay disabled and say why.
import * as messages from '@hearth/shared/messages';
import {
  SOCIAL_RESULT_TYPE,
  type SessionUser,
  type SocialProviderId,
  type SocialResult,
  socialResultSchema,
} from '@hearth/shared/schemas/auth';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';
import { getSession, setSession } from '@/features/auth/api/get-session.ts';

const providers = [
  { id: 'google', label: 'Continue with Google', height: 600 },
  { id: 'facebook', label: 'Continue with Facebook', height: 331 },
] as const satisfies readonly { id: SocialProviderId; label: string; height: number }[];

/** owner-dashboard §7: 650 wide, 331 high (600 for Google), polled every 100 ms. */
export const POPUP_WIDTH = 650;
export const POPUP_POLL_MS = 100;
const POPUP_NAME = 'hearth-social-sign-in';

function popupFeatures(height: number): string {
  // Centred over this window, where the person is looking.
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return `popup,width=${POPUP_WIDTH},height=${height},left=${left},top=${top}`;
}

interface SocialSignInProps {
  /** Signed in: the form goes on as after a password sign-in (the session is already in the cache). */
  onSignedIn: (user: SessionUser) => void;
}

export function SocialSignIn({ onSignedIn }: SocialSignInProps) {
  const { social } = useAuthOptions();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<SocialProviderId | null>(null);
  const noteId = useId();
  // A deployment shows the providers it has; with none (the local platform) both show, disabled, with the reason.
  const local = providers.every((provider) => !social[provider.id]);
  const shown = local ? providers : providers.filter((provider) => social[provider.id]);
  /** A popup of this form is out: only then does a result count. */
  const awaiting = useRef(false);
  const poll = useRef<number | undefined>(undefined);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  const finish = useCallback(
    async (result: SocialResult) => {
      if (!awaiting.current) return;
      awaiting.current = false;
      setPending(null);
      if (!result.ok) {
        setAlert(result.message ?? messages.generic);
        return;
      }
      try {
        // The cookies were set on this host by the popup's last step; the session query learns it from the API.
        const { user } = await getSession();
        if (!user) throw new Error('no session after social sign-in');
        setSession(queryClient, user);
        signedIn.current(user);
      } catch {
        setAlert(messages.generic);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    const receive = (data: unknown) => {
      const parsed = socialResultSchema.safeParse(data);
      if (parsed.success) void finish(parsed.data);
    };
    // Only our own origin's page may report; the result carries no secret, and success is checked with the API.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data);
    };
    window.addEventListener('message', onMessage);
    // The same report on a same-origin channel: a provider page may cut the popup's link to its opener.
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SOCIAL_RESULT_TYPE);
    if (channel) channel.onmessage = (event: MessageEvent) => receive(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [finish]);

  useEffect(() => () => window.clearInterval(poll.current), []);

  const open = (provider: (typeof providers)[number]) => {
    setAlert(null);
    const popup = window.open(`/api/v1/auth/social/${provider.id}`, POPUP_NAME, popupFeatures(provider.height));
    if (!popup) {
      setAlert(messages.popupBlocked);
      return;
    }
    awaiting.current = true;
    setPending(provider.id);
    window.clearInterval(poll.current);
    // A popup closed without a result (the person gave up) just ends the wait; a late report still counts.
    poll.current = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(poll.current);
      setPending(null);
    }, POPUP_POLL_MS);
  };

  return (
    <Stack gap="xs">
      {shown.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          disabled={!social[provider.id]}
          loading={pending === provider.id}
          aria-describedby={social[provider.id] ? undefined : noteId}
          onClick={() => open(provider)}
        >
          {provider.label}
        </Button>
      ))}
      {local && (
        <Text id={noteId} size="sm" c="dimmed">
          {messages.socialSignInLocal}
        </Text>
      )}
      {alert && (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      )}
    </Stack>
  );
}
