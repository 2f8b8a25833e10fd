// /sign-in: the form, then the account's next page (state page, welcome, redirect, previous page or /).
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { signUpCaption, useAuthSite, useSitePageTitle } from '../auth-site.tsx';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { AuthPrompt } from '../components/auth-links/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form/sign-in-form.tsx';
import { authPaths, destinationAfterSignIn } from '../paths.ts';
import type { AuthSearch } from '../search.ts';

export function SignInPage({ search }: { search: AuthSearch }) {
  const site = useAuthSite();
  const navigate = useNavigate();
  useSitePageTitle();
  const keep = search.redirect ? { redirect: search.redirect } : {};

  return (
    <AuthCard title="Sign In">
      <SignInForm
        onSignedIn={(user) =>
          void navigate({
            href: destinationAfterSignIn(user, { redirect: search.redirect, previous: site.returnPage() }),
            replace: true,
          })
        }
        onUnverified={(email) => void navigate({ to: authPaths.accountUnverified, search: { email } })}
        forgotPassword={
          <Anchor component={Link} to={authPaths.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        }
        footer={
          <AuthPrompt question="Don't have an account?">
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to={authPaths.signUp} search={keep} />}>
              {signUpCaption(site)}
            </Anchor>
          </AuthPrompt>
        }
      />
    </AuthCard>
  );
}
