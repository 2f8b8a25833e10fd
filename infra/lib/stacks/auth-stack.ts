// The Cognito user pool and the SPA's app client, both shaped by functions' userPoolDef; optional Google and Facebook
// sign-in when their credentials are configured: the hosted UI domain, the providers, the client's OAuth code flow
// with its one callback on the owner app host, and the CUSTOM_AUTH triggers that sign the native account in.
import { userPoolDef } from '@hearth/functions/platform/auth/pool';
import { Duration, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { DeployConfig, SocialSignIn } from '../config.ts';
import { AuthChallengeTriggers } from '../constructs/auth-challenge-triggers.ts';

export interface AuthStackProps extends StackProps {
  config: DeployConfig;
  /** Holds social sign-in's one-time proofs; only read (by the verify trigger) when social sign-in is configured. */
  table: dynamodb.ITable;
}

/** What the auth Lambda needs to run social sign-in: the hosted UI's base URL and the client's callback URL. */
export interface SocialEndpoints {
  authDomainUrl: string;
  callbackUrl: string;
}

type AuthFlowName = (typeof userPoolDef.client.authFlows)[number];

/** Cognito's explicit auth flow names → the CDK switches; refresh is always on for a client with any flow. */
const authFlowSwitch: Record<AuthFlowName, keyof cognito.AuthFlow | null> = {
  ADMIN_USER_PASSWORD_AUTH: 'adminUserPassword',
  REFRESH_TOKEN_AUTH: null,
};

export function clientAuthFlows(flows: readonly AuthFlowName[] = userPoolDef.client.authFlows): cognito.AuthFlow {
  const result: { -readonly [K in keyof cognito.AuthFlow]: boolean } = {};
  for (const flow of flows) {
    const key = authFlowSwitch[flow];
    if (key) result[key] = true;
  }
  return result;
}

function signInAliases(usernameAttributes: readonly string[]): cognito.SignInAliases {
  // No username attributes means the pipe username itself is the sign-in name (and email is no alias).
  if (usernameAttributes.length === 0) return { username: true };
  return {
    username: false,
    email: usernameAttributes.includes('email'),
    phone: usernameAttributes.includes('phone_number'),
  };
}

function customAttributes(): Record<string, cognito.ICustomAttribute> {
  const result: Record<string, cognito.ICustomAttribute> = {};
  for (const [name, def] of Object.entries(userPoolDef.customAttributes)) {
    result[name] = new cognito.StringAttribute({ minLen: def.minLength, maxLen: def.maxLength, mutable: def.mutable });
  }
  return result;
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** Set when social sign-in is configured. */
  readonly social?: SocialEndpoints;
  readonly authChallengeTriggers?: AuthChallengeTriggers;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { passwordPolicy, client } = userPoolDef;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: signInAliases(userPoolDef.usernameAttributes),
      signInCaseSensitive: false,
      // Cognito sends no mail at all: nothing is auto-verified and there is no Cognito-driven account recovery; the
      // functions send their own signed links and then call the admin APIs.
      autoVerify: { email: false, phone: false },
      accountRecovery: cognito.AccountRecovery.NONE,
      customAttributes: customAttributes(),
      passwordPolicy: {
        minLength: passwordPolicy.minimumLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireNumbers,
        requireSymbols: passwordPolicy.requireSymbols,
      },
      mfa: cognito.Mfa.OFF,
      // Lite covers what the app uses (admin APIs, refresh tokens, revocation, federation) at the lowest MAU price.
      featurePlan: cognito.FeaturePlan.LITE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The password policy is the product spec's (members: at least 6 characters, no character classes; owner forms ask for 8), defined once in userPoolDef.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The product spec has no multi-factor sign-in; accounts are protected by captcha-checked sign-in and revocable tokens.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus tier (threat protection) is billed per active user; sign-up and sign-in go through the API, which checks a captcha first.',
      },
    );

    const social = props.config.social;
    const providers = this.socialProviders(social);

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: client.name,
      generateSecret: client.generateSecret,
      // Social sign-in signs the native account in through CUSTOM_AUTH (its triggers check a one-time proof).
      authFlows: { ...clientAuthFlows(), ...(social ? { custom: true } : {}) },
      accessTokenValidity: Duration.minutes(client.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(client.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(client.refreshTokenValidityDays),
      enableTokenRevocation: client.enableTokenRevocation,
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...providers.map((p) => cognito.UserPoolClientIdentityProvider.custom(p.providerName)),
      ],
      ...(social
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              // One fixed callback for every community: the owner app host relays to the site named in the state.
              callbackUrls: [social.callbackUrl],
            },
          }
        : // Without federation there is no OAuth: sign-in is ADMIN_USER_PASSWORD_AUTH from the API only.
          { disableOAuth: true }),
    });
    for (const provider of providers) this.userPoolClient.node.addDependency(provider);

    if (social) {
      const domain = this.userPool.addDomain('OAuthDomain', { cognitoDomain: { domainPrefix: social.domainPrefix } });
      this.social = { authDomainUrl: domain.baseUrl(), callbackUrl: social.callbackUrl };
      // Only with social sign-in: without it nothing starts CUSTOM_AUTH, and the pool stays free of triggers.
      this.authChallengeTriggers = new AuthChallengeTriggers(this, 'SocialSignInTriggers', {
        userPool: this.userPool,
        table: props.table,
      });
    }
  }

  /** Created only for the providers whose client id and secret ARN are configured; none otherwise. */
  private socialProviders(social: SocialSignIn | undefined): cognito.IUserPoolIdentityProvider[] {
    if (!social) return [];
    const providers: cognito.IUserPoolIdentityProvider[] = [];
    if (social.google) {
      providers.push(
        new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: social.google.clientId,
          clientSecretValue: SecretValue.secretsManager(social.google.clientSecretArn),
          scopes: ['openid', 'email', 'profile'],
          // email_verified is what the API checks before it trusts the address (docs/auth.md).
          attributeMapping: {
            email: cognito.ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        }),
      );
    }
    if (social.facebook) {
      providers.push(
        new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool: this.userPool,
          clientId: social.facebook.clientId,
          // The construct takes a string; this is still a CloudFormation dynamic reference, resolved at deploy time.
          clientSecret: SecretValue.secretsManager(social.facebook.clientSecretArn).unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: {
            email: cognito.ProviderAttribute.FACEBOOK_EMAIL,
            givenName: cognito.ProviderAttribute.FACEBOOK_FIRST_NAME,
            familyName: cognito.ProviderAttribute.FACEBOOK_LAST_NAME,
          },
        }),
      );
    }
    return providers;
  }
}
