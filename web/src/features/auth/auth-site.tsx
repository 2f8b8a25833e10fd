// Which site the auth pages are on: a community (its name, "Register") or the owner app (Hearth, "Sign Up").
import { useDocumentTitle } from '@mantine/hooks';
import { createContext, use, type ReactNode } from 'react';

export interface AuthSite {
  kind: 'community' | 'owner';
  /** The community's name, or Hearth: page titles and texts. */
  name: string;
  /** The last page before the auth pages, for sign-in's "previous route". */
  returnPage: () => string | undefined;
}

const AuthSiteContext = createContext<AuthSite | null>(null);

export function AuthSiteProvider({ site, children }: { site: AuthSite; children: ReactNode }) {
  return <AuthSiteContext value={site}>{children}</AuthSiteContext>;
}

export function useAuthSite(): AuthSite {
  const site = use(AuthSiteContext);
  if (!site) throw new Error('useAuthSite needs an AuthSiteProvider');
  return site;
}

/** The sign-up button's caption differs by site (member-forum §2.2). */
export const signUpCaption = (site: AuthSite) => (site.kind === 'community' ? 'Register' : 'Sign Up');

/** Page title: the site's name unless the spec names the page. */
export function useSitePageTitle(title?: string) {
  const site = useAuthSite();
  useDocumentTitle(title ?? site.name);
}
