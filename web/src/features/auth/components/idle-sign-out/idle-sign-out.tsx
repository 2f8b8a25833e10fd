// Owner app: after 3 hours without activity the owner is signed out and sent to sign-in (owner-dashboard §9).
import { OWNER_IDLE_TIMEOUT_MS } from '@hearth/shared/constants/auth';
import { useIdle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { authPaths } from '@/features/auth/paths.ts';

/** Rendered while someone is signed in, so the clock starts at sign-in. */
export function IdleSignOut() {
  const idle = useIdle(OWNER_IDLE_TIMEOUT_MS, { initialState: false });
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useSignOut();

  useEffect(() => {
    // The session is cleared either way (useSignOut); this component unmounts with it.
    if (idle)
      void signOut()
        .catch(() => undefined)
        .then(() => navigate({ to: authPaths.signIn }));
  }, [idle, signOut, navigate]);

  return null;
}
