// useRequireAuth(): run an action that needs an account, or, for a guest, open the login modal first (the
// modal's code loads only when a guest first needs it).
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { useNavigate } from '@tanstack/react-router';
import { createContext, lazy, Suspense, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { useSession } from './api/get-session.ts';
import { accountStatePage, authPaths } from './paths.ts';

const LoginModal = lazy(() =>
  import('./components/login-modal/login-modal.tsx').then((module) => ({ default: module.LoginModal })),
);

type OpenLoginModal = (afterSignIn?: () => void) => void;

const LoginModalContext = createContext<OpenLoginModal | null>(null);

export function LoginModalProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const afterSignIn = useRef<(() => void) | undefined>(undefined);

  const open = useCallback<OpenLoginModal>((action) => {
    afterSignIn.current = action;
    setEverOpened(true);
    setOpened(true);
  }, []);

  const signedIn = (user: SessionUser) => {
    const elsewhere = accountStatePage(user) ?? (user.welcomePending ? authPaths.welcome : null);
    if (elsewhere) void navigate({ href: elsewhere });
    else afterSignIn.current?.();
  };

  return (
    <LoginModalContext value={open}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <LoginModal opened={opened} onClose={() => setOpened(false)} onSignedIn={signedIn} />
        </Suspense>
      )}
    </LoginModalContext>
  );
}

/** Returns `requireAuth(action)`: runs the action for a signed-in account, else asks the guest to sign in. */
export function useRequireAuth() {
  const open = use(LoginModalContext);
  if (!open) throw new Error('useRequireAuth needs a LoginModalProvider');
  const { data } = useSession();
  const user = data?.user;
  return useCallback(
    (action?: () => void) => {
      if (user) action?.();
      else open(action);
    },
    [user, open],
  );
}
