// Route guards for `beforeLoad`: each reads the session through the query cache and redirects when the
// account does not belong on the page (docs/auth.md, "Account state × route → page").
import type { SessionUser } from '@hearth/shared/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { currentUser } from './api/get-session.ts';
import { accountStatePage, authPaths, destinationAfterSignIn, homeOf } from './paths.ts';

interface GuardInput {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}

/** Guests go to sign-in, which brings them back here afterwards. */
export async function requireSignedIn({ context, location }: GuardInput): Promise<{ user: SessionUser }> {
  const user = await currentUser(context.queryClient);
  if (!user) throw redirect({ to: authPaths.signIn, search: { redirect: location.href }, replace: true });
  return { user };
}

/** Sign-in, sign-up and forgot-password are for guests: a signed-in account is sent on. */
export async function redirectSignedIn({
  context,
  search,
}: {
  context: GuardInput['context'];
  search: { redirect?: string | undefined };
}) {
  const user = await currentUser(context.queryClient);
  if (user) throw redirect({ href: destinationAfterSignIn(user, { redirect: search.redirect }), replace: true });
}

/** A pending, denied or banned account sees only its own state page (community root guard). */
export async function confineToAccountState({ context, location }: GuardInput) {
  const user = await currentUser(context.queryClient);
  const statePage = user && accountStatePage(user);
  if (statePage && location.pathname !== statePage.split('?')[0]) throw redirect({ href: statePage, replace: true });
}

/** A state page is only for an account in that state; anyone else goes where they belong. */
export function requireAccountState(state: SessionUser['state']) {
  return async ({ context }: Pick<GuardInput, 'context'>) => {
    const user = await currentUser(context.queryClient);
    if (user?.state !== state) throw redirect({ href: user ? homeOf(user) : '/', replace: true });
    return { user };
  };
}
