// What every account path shares: the request it answers (tenant, host, client IP), the identity provider it talks to,
// the site it answers for, the account holding an address, the captcha and password rules, and the single-use links
// it mails. Cognito holds the credentials; DynamoDB holds the account (members) and its unique e-mail claim (auth).
import {
  EMAIL_CHANGE_LINK_TTL_SECONDS,
  PASSWORD_MIN_MEMBER,
  PASSWORD_MIN_OWNER,
  RESET_LINK_TTL_SECONDS,
  VERIFICATION_LINK_TTL_SECONDS,
} from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import { meetsPasswordGuidelines } from '@hearth/shared/rules/password';
import { getCommunity } from '../communities/config.ts';
import { siteOrigin } from '../communities/site-origin.ts';
import type { MemberItem } from '../members/model.ts';
import * as members from '../members/service.ts';
import { siteOrigin as hostOrigin } from '../platform/auth/cookies.ts';
import { verifyCaptcha } from '../platform/captcha/port.ts';
import { type Mail, sendMail } from '../platform/email/port.ts';
import { AppError } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type IdentityProvider, cognitoIdentityProvider } from './identity-provider.ts';
import { type LinkData, type LinkKind, createLink } from './links.ts';
import { changeEmailMail, resetPasswordMail, verificationMail } from './mail.ts';
import * as store from './store.ts';

/** Cognito usernames are at most 128 characters: `<communityId>|<email>` must fit. */
export const USERNAME_MAX = 128;

export interface Deps {
  idp: IdentityProvider;
}
export const defaultDeps: Deps = { idp: cognitoIdentityProvider };

export interface RequestContext {
  tenant: Tenant;
  host: string;
  ip: string;
}

export interface Site {
  name: string;
  memberApproval: boolean;
  memberWhitelist: string[];
  /**
   * Where the site's e-mailed links point: a community's site origin (its connected custom domain, else its
   * subdomain, whichever host the request came on); the owner app's own host.
   */
  origin: string;
}

export async function siteOf(tenant: Tenant): Promise<Site> {
  if (tenant.kind === 'app') {
    return { name: 'Hearth', memberApproval: false, memberWhitelist: [], origin: hostOrigin(tenant.host) };
  }
  const community = await getCommunity(tenant.communityId);
  return {
    name: community?.communityName ?? 'this community',
    memberApproval: community?.memberApproval ?? false,
    memberWhitelist: community?.memberWhitelist ?? [],
    origin: community ? siteOrigin(community) : hostOrigin(tenant.host),
  };
}

/** The member holding an e-mail here, or null: the account's e-mail claim (auth), then its member item (members). */
export async function memberByEmail(communityId: string, email: string): Promise<MemberItem | null> {
  const memberId = await store.getMemberIdByEmail(communityId, email);
  return memberId ? members.getMember(communityId, memberId) : null;
}

/** Which of these addresses already have an account here (invitations list them as members, and mail them not). */
export const accountsByEmail = (communityId: string, emails: string[]) =>
  store.getMemberIdsByEmail(communityId, emails);

const passwordMinFor = (tenant: Tenant) => (tenant.kind === 'app' ? PASSWORD_MIN_OWNER : PASSWORD_MIN_MEMBER);

export function assertPasswordRules(tenant: Tenant, password: string, field: string) {
  if (!meetsPasswordGuidelines(password, passwordMinFor(tenant))) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.validationFailed, { [field]: messages.passwordGuidelines });
  }
}

export async function assertHuman(token: string | undefined, ip: string) {
  if (!(await verifyCaptcha(token, ip))) throw new AppError(400, 'CAPTCHA_FAILED', messages.captchaFailed);
}

/** Whitelist entries are e-mail addresses or domains (member-forum §5); a match skips approval. */
export function isWhitelisted(email: string, whitelist: string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return whitelist.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e.includes('@') ? e === email : e === domain || domain.endsWith(`.${e}`);
  });
}

/** Each e-mailed link: the SPA page it opens, how long it works, and the mail that carries it. */
const links: Record<
  LinkKind,
  { path: string; ttlSeconds: number; mail: (to: string, site: string, url: string) => Mail }
> = {
  'verify-email': { path: '/verify-email', ttlSeconds: VERIFICATION_LINK_TTL_SECONDS, mail: verificationMail },
  'reset-password': { path: '/reset-password', ttlSeconds: RESET_LINK_TTL_SECONDS, mail: resetPasswordMail },
  'change-email': { path: '/confirm-email-change', ttlSeconds: EMAIL_CHANGE_LINK_TTL_SECONDS, mail: changeEmailMail },
};

/** Creates a single-use link and e-mails it to `to`, pointing at the site's origin (Site.origin). */
export async function mailLink(ctx: RequestContext, kind: LinkKind, to: string, data: LinkData, site?: Site) {
  const { path, ttlSeconds, mail } = links[kind];
  const token = await createLink(ctx.tenant.communityId, kind, data, ttlSeconds);
  const { name, origin } = site ?? (await siteOf(ctx.tenant));
  await sendMail(mail(to, name, `${origin}${path}?token=${encodeURIComponent(token)}`));
}
