// The deployment's optional settings, read from CDK context (`-c key=value` or cdk.json) and checked up front so a
// half-given setting fails at synth with a clear message instead of half-deploying.
import { OWNER_APP_SUBDOMAIN } from '@hearth/shared/constants/hosts';
import { socialSignInCallback } from '@hearth/shared/contracts/auth';
import type { Node } from 'constructs';

/** The platform's own domain: the owner app at `app.<name>`, communities at `<sub>.<name>`. */
export interface SiteDomain {
  name: string;
  /** ACM certificate in us-east-1 covering `app.<name>` and `*.<name>` (CloudFront only reads us-east-1). */
  certificateArn: string;
  /** Route 53 hosted zone of `name`; without it the DNS records are left to the operator. */
  hostedZoneId?: string;
}

export interface SocialProvider {
  clientId: string;
  /** Secrets Manager ARN of the client secret; CloudFormation resolves it at deploy time, it never enters the template. */
  clientSecretArn: string;
}

/**
 * Google and Facebook sign-in go through the user pool's hosted UI, so they need a Cognito domain prefix; Cognito
 * calls back to the owner app host, so they need the platform's domain too (docs/auth.md, Social sign-in).
 */
export interface SocialSignIn {
  google?: SocialProvider;
  facebook?: SocialProvider;
  domainPrefix: string;
  /** The app client's one callback URL: `https://app.<domain>/api/v1/auth/social/callback`. */
  callbackUrl: string;
}

/** Cloudflare Turnstile on sign-up, sign-in and the recovery forms (docs/auth.md, Captcha). */
export interface Captcha {
  /** The widget's site key: public, handed to the SPA by GET /api/v1/auth/options. */
  siteKey: string;
  /** Secrets Manager ARN of the widget's secret key (a plain-text secret); the auth Lambda reads it at run time. */
  secretArn: string;
}

export interface DeployConfig {
  domain?: SiteDomain;
  stripeSecretArn?: string;
  /** Secrets Manager ARN of the Stripe webhook endpoint's signing secret (whsec_…); the billing Lambda reads it. */
  stripeWebhookSecretArn?: string;
  /** Secrets Manager ARN of the Stripe Connect webhook endpoint's signing secret; the billing Lambda reads it. */
  stripeConnectWebhookSecretArn?: string;
  /** The Stripe coupon id behind the trial banner's promotion code (not a secret). */
  stripeTrialCoupon?: string;
  /** Secrets Manager ARN of the lifetime codes' operator secret (refunds); the billing Lambda reads it. */
  codesSecretArn?: string;
  mailFrom?: string;
  social?: SocialSignIn;
  captcha?: Captcha;
}

/** Every context key this app reads. */
export const contextKeys = [
  'domainName',
  'hostedZoneId',
  'certificateArn',
  'stripeSecretArn',
  'stripeWebhookSecretArn',
  'stripeConnectWebhookSecretArn',
  'stripeTrialCoupon',
  'codesSecretArn',
  'mailFrom',
  'googleClientId',
  'googleClientSecretArn',
  'facebookAppId',
  'facebookAppSecretArn',
  'authDomainPrefix',
  'captchaSiteKey',
  'captchaSecretArn',
] as const;

export type ContextKey = (typeof contextKeys)[number];

const hostnamePattern = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const certificateArnPattern = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
const hostedZoneIdPattern = /^Z[A-Z0-9]{1,31}$/;
/** A complete secret ARN ends in `-` and six characters; partial ARNs would force a wildcard in every grant. */
const secretArnPattern = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+-[A-Za-z0-9]{6}$/;
const domainPrefixPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Turnstile site keys look like `0x4AAAAAAA…` (Cloudflare's test keys `1x00000000000000000000AA`). */
const captchaSiteKeyPattern = /^[A-Za-z0-9_-]{10,128}$/;

export class DeployConfigError extends Error {
  override name = 'DeployConfigError';
}

/** Reads and checks the settings from a context getter (the app's node in CDK, a plain map in tests). */
export function parseDeployConfig(get: (key: ContextKey) => unknown): DeployConfig {
  const read = (key: ContextKey): string | undefined => {
    const value = get(key);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw new DeployConfigError(`Context "${key}" must be a string.`);
    return value.trim() || undefined;
  };
  const check = (key: ContextKey, pattern: RegExp, what: string): string | undefined => {
    const value = read(key);
    if (value !== undefined && !pattern.test(value)) {
      throw new DeployConfigError(`Context "${key}" must be ${what} (got "${value}").`);
    }
    return value;
  };

  const config: DeployConfig = {};

  const domainName = check('domainName', hostnamePattern, 'a lower-case domain name such as hearth.example');
  const certificateArn = check('certificateArn', certificateArnPattern, 'an ACM certificate ARN in us-east-1');
  const hostedZoneId = check('hostedZoneId', hostedZoneIdPattern, 'a Route 53 hosted zone id (Z…)');
  if (domainName && !certificateArn) {
    throw new DeployConfigError(
      'Context "domainName" needs "certificateArn": CloudFront serves an alias only with a certificate.',
    );
  }
  if (!domainName && (certificateArn || hostedZoneId)) {
    throw new DeployConfigError('Contexts "certificateArn" and "hostedZoneId" only apply together with "domainName".');
  }
  if (domainName && certificateArn) {
    config.domain = { name: domainName, certificateArn, ...(hostedZoneId ? { hostedZoneId } : {}) };
  }

  const stripeSecretArn = check('stripeSecretArn', secretArnPattern, 'a complete Secrets Manager secret ARN');
  if (stripeSecretArn) config.stripeSecretArn = stripeSecretArn;
  const stripeWebhookSecretArn = check(
    'stripeWebhookSecretArn',
    secretArnPattern,
    'a complete Secrets Manager secret ARN',
  );
  if (stripeWebhookSecretArn) config.stripeWebhookSecretArn = stripeWebhookSecretArn;
  const stripeConnectWebhookSecretArn = check(
    'stripeConnectWebhookSecretArn',
    secretArnPattern,
    'a complete Secrets Manager secret ARN',
  );
  if (stripeConnectWebhookSecretArn) config.stripeConnectWebhookSecretArn = stripeConnectWebhookSecretArn;
  const stripeTrialCoupon = check('stripeTrialCoupon', /^[A-Za-z0-9_-]{1,200}$/, 'a Stripe coupon id');
  if (stripeTrialCoupon) config.stripeTrialCoupon = stripeTrialCoupon;
  const codesSecretArn = check('codesSecretArn', secretArnPattern, 'a complete Secrets Manager secret ARN');
  if (codesSecretArn) config.codesSecretArn = codesSecretArn;

  const mailFrom = read('mailFrom') ?? (domainName ? `Hearth <no-reply@${domainName}>` : undefined);
  if (mailFrom) {
    if (!mailFromDomain(mailFrom)) {
      throw new DeployConfigError(`Context "mailFrom" must be an address such as "Hearth <no-reply@hearth.example>".`);
    }
    config.mailFrom = mailFrom;
  }

  const provider = (idKey: ContextKey, secretKey: ContextKey): SocialProvider | undefined => {
    const clientId = read(idKey);
    const clientSecretArn = check(secretKey, secretArnPattern, 'a complete Secrets Manager secret ARN');
    if (!clientId && !clientSecretArn) return undefined;
    if (!clientId || !clientSecretArn) {
      throw new DeployConfigError(`Contexts "${idKey}" and "${secretKey}" must be given together.`);
    }
    return { clientId, clientSecretArn };
  };
  const google = provider('googleClientId', 'googleClientSecretArn');
  const facebook = provider('facebookAppId', 'facebookAppSecretArn');
  const domainPrefix = check('authDomainPrefix', domainPrefixPattern, 'a Cognito domain prefix (a-z, 0-9, -)');
  if (google || facebook) {
    if (!domainPrefix) {
      throw new DeployConfigError(
        'Social sign-in needs "authDomainPrefix" (the prefix of the Cognito hosted UI domain).',
      );
    }
    if (!config.domain) {
      throw new DeployConfigError(
        'Social sign-in needs "domainName": Cognito calls back to https://app.<domainName>' +
          `${socialSignInCallback.path}, and each community's session is set on its own host.`,
      );
    }
    config.social = {
      ...(google ? { google } : {}),
      ...(facebook ? { facebook } : {}),
      domainPrefix,
      callbackUrl: `https://${OWNER_APP_SUBDOMAIN}.${config.domain.name}${socialSignInCallback.path}`,
    };
  } else if (domainPrefix) {
    throw new DeployConfigError('"authDomainPrefix" only applies when a social provider is configured.');
  }

  const captchaSiteKey = check('captchaSiteKey', captchaSiteKeyPattern, 'a Turnstile site key such as 0x4AAAAAAA…');
  const captchaSecretArn = check('captchaSecretArn', secretArnPattern, 'a complete Secrets Manager secret ARN');
  if (captchaSiteKey && captchaSecretArn) {
    config.captcha = { siteKey: captchaSiteKey, secretArn: captchaSecretArn };
  } else if (captchaSiteKey || captchaSecretArn) {
    // Half a captcha would either show a widget nobody checks or check tokens no form can send.
    throw new DeployConfigError('Contexts "captchaSiteKey" and "captchaSecretArn" must be given together.');
  }

  return config;
}

/** The domain of a From address (`Name <user@domain>` or `user@domain`): the SES identity that sends it. */
export function mailFromDomain(mailFrom: string): string | undefined {
  const match = /@([a-z0-9.-]+\.[a-z]{2,63})>?\s*$/i.exec(mailFrom);
  return match?.[1]?.toLowerCase();
}

export function readDeployConfig(node: Node): DeployConfig {
  return parseDeployConfig((key) => node.tryGetContext(key));
}
