// /sign-up: the registration form; an invitation that signs the member in goes on to the welcome step. Sent here from
// a marketplace page (/appsumo, /appsumo/{code}), the form asks for the lifetime codes too.
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { signUpCaption, useAuthSite, useSitePageTitle } from '../auth-site.tsx';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { AuthPrompt } from '../components/auth-links/auth-links.tsx';
import { SignUpForm } from '../components/sign-up-form/sign-up-form.tsx';
import { isMarketplacePath } from '@/features/communities/paths.ts';
import { authPaths, destinationAfterSignIn } from '../paths.ts';
import type { AuthSearch } from '../search.ts';

/** The code in /appsumo/{code}, for the marketplace sign-up's first code field. */
const marketplaceCodeOf = (href: string | undefined): string => {
  const match = /^\/appsumo\/([^/?#]+)/.exec(href ?? '');
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
};

export function SignUpPage({ search }: { search: AuthSearch }) {
  const site = useAuthSite();
  const navigate = useNavigate();
  useSitePageTitle();
  const keep = search.redirect ? { redirect: search.redirect } : {};
  const marketplace =
    site.kind === 'owner' && isMarketplacePath((search.redirect ?? '').split(/[?#]/)[0] ?? '')
      ? { code: marketplaceCodeOf(search.redirect) }
      : undefined;

  return (
    <AuthCard title={signUpCaption(site)}>
      <SignUpForm
        invitation={search.invitation}
        marketplace={marketplace}
        onSignedIn={(user) =>
          void navigate({
            // Social sign-in may find an existing account: it goes where a password sign-in would.
            href: user
              ? destinationAfterSignIn(user, { redirect: search.redirect, previous: site.returnPage() })
              : authPaths.welcome,
            replace: true,
          })
        }
        links={
          <AuthPrompt question="Already have an account?">
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to={authPaths.signIn} search={keep} />}>
              Sign in
            </Anchor>
          </AuthPrompt>
        }
      />
    </AuthCard>
  );
}
