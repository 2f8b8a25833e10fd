// The login modal for guests who try something that needs an account: sign in, switch to sign-up, or be
// told to verify the e-mail first (member-forum §1).
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { Anchor, Loader, Modal, Center } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { signUpCaption, useAuthSite } from '@/features/auth/auth-site.tsx';
import { authPaths } from '@/features/auth/paths.ts';
import { AuthPrompt } from '../auth-links/auth-links.tsx';
import { ResendVerification } from '../resend-verification/resend-verification.tsx';
import { SignInForm } from '../sign-in-form/sign-in-form.tsx';
import { SignUpForm } from '../sign-up-form/sign-up-form.tsx';

type Step = { kind: 'sign-in' } | { kind: 'sign-up' } | { kind: 'verify'; email: string };

interface LoginModalProps {
  opened: boolean;
  onClose: () => void;
  onSignedIn: (user: SessionUser) => void;
}

export function LoginModal({ opened, onClose, onSignedIn }: LoginModalProps) {
  const site = useAuthSite();
  const [step, setStep] = useState<Step>({ kind: 'sign-in' });
  const close = () => {
    onClose();
    setStep({ kind: 'sign-in' });
  };
  const title = { 'sign-in': 'Sign In', 'sign-up': signUpCaption(site), verify: 'Verify your email' }[step.kind];

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="md">
      <Suspense
        fallback={
          <Center py="xl">
            <Loader role="status" aria-label="Loading" />
          </Center>
        }
      >
        {step.kind === 'sign-in' && (
          <SignInForm
            onSignedIn={(user) => {
              close();
              onSignedIn(user);
            }}
            onUnverified={(email) => setStep({ kind: 'verify', email })}
            forgotPassword={
              <Anchor component={Link} to={authPaths.forgotPassword} size="sm" onClick={close}>
                Forgot password?
              </Anchor>
            }
            footer={
              <AuthPrompt question="Don't have an account?">
                <Anchor component="button" type="button" size="sm" onClick={() => setStep({ kind: 'sign-up' })}>
                  {signUpCaption(site)}
                </Anchor>
              </AuthPrompt>
            }
          />
        )}
        {step.kind === 'sign-up' && (
          <SignUpForm
            onSignedIn={(user) => {
              close();
              if (user) onSignedIn(user);
            }}
            links={
              <AuthPrompt question="Already have an account?">
                <Anchor component="button" type="button" size="sm" onClick={() => setStep({ kind: 'sign-in' })}>
                  Sign in
                </Anchor>
              </AuthPrompt>
            }
          />
        )}
        {step.kind === 'verify' && <ResendVerification email={step.email} />}
      </Suspense>
    </Modal>
  );
}
