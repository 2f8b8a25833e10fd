// /sign-in and /sign-up: placeholders until the identity issue brings accounts.
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { SignInSoon } from '../../components/sign-in-soon/sign-in-soon.tsx';
import { rootRoute } from './root.tsx';

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  component: () => <AuthPage heading="Sign in" />,
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  component: () => <AuthPage heading="Sign up" />,
});

function AuthPage({ heading }: { heading: string }) {
  useDocumentTitle('Hearth');
  return (
    <main>
      <SignInSoon heading={heading} />
    </main>
  );
}
