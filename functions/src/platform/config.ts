// Runtime configuration from the environment, read once; the same names in Lambda and locally.
export interface PlatformConfig {
  stage: 'local' | 'aws';
  region: string;
  tableName: string;
  mediaBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  baseDomain: string;
  /** Local emulator endpoints; undefined in AWS. */
  dynamoEndpoint?: string;
  cognitoEndpoint?: string;
  s3Endpoint?: string;
  /** Public base URL under which media keys are served (CloudFront `/media`, locally the gateway). */
  mediaBaseUrl: string;
  dataDir?: string;
  eventBusName?: string;
  mailFrom: string;
  /** Identity providers configured on the user pool (SOCIAL_PROVIDERS=google,facebook); none locally. */
  socialProviders: string[];
  /**
   * Social sign-in (docs/auth.md): the pool's hosted UI domain (`https://<prefix>.auth.<region>.amazoncognito.com`)
   * and the one callback URL its app client allows (`https://app.<domain>/api/v1/auth/social/callback`). Without
   * both, social sign-in is not configured (the local platform) and its routes answer 501.
   */
  socialAuthDomain?: string;
  socialCallbackUrl?: string;
  /**
   * Cloudflare Turnstile (docs/auth.md, Captcha): the widget's site key, public and handed to the SPA by
   * GET /api/v1/auth/options, and its secret, either as a value (CAPTCHA_SECRET) or as the ARN of the Secrets Manager
   * secret holding it (CAPTCHA_SECRET_ARN, what CDK sets). With neither secret the captcha is off (the local platform).
   */
  captchaSiteKey?: string;
  captchaSecret?: string;
  captchaSecretArn?: string;
  /**
   * The value the edge (CloudFront's origin custom header, the local gateway) sends in `x-hearth-origin-secret`;
   * requests without it are refused (platform/http/edge-headers.ts). CDK sets it from a generated secret.
   */
  originSecret?: string;
  /** Running in the Lambda runtime (AWS_LAMBDA_FUNCTION_NAME is set), where a missing origin secret is a fault. */
  inLambda: boolean;
  /** The local gateway's port, for absolute links in e-mails sent from consumers (no request host there). */
  publicPort?: number;
  /** The WebSocket API's management (callback) URL live updates are posted to (LIVE_ENDPOINT); unset locally. */
  liveEndpoint?: string;
  /**
   * Web push (docs/architecture/notifications.md): the VAPID key pair either as values (VAPID_PUBLIC_KEY,
   * VAPID_PRIVATE_KEY: the local platform's, generated into `.data/vapid.json`) or as the ARN of the Secrets Manager
   * secret holding `{ "publicKey", "privateKey" }` (VAPID_SECRET_ARN, what CDK sets). With neither, push is off.
   */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSecretArn?: string;
  /** The contact push services see (`mailto:` or https URL); defaults to MAIL_FROM's address. */
  vapidSubject?: string;
  /**
   * Push endpoints on hosts that are not public (loopback, private ranges, local names, names that do not resolve)
   * are kept and sent to: PUSH_ALLOW_PRIVATE_ENDPOINTS=true, which only the local platform and its tests set (their
   * push services run on this machine or at names that never resolve). Off unless set, so in AWS (CDK never sets it)
   * only public push services are reached (docs/architecture/notifications.md, SSRF).
   */
  pushAllowPrivateEndpoints: boolean;
  /**
   * A deployment's own per-member write limits over the defaults (MEMBER_RATE_LIMITS, JSON such as
   * `{"post":{"perMember":20,"windowSeconds":600}}`; platform/rate-limit.ts `memberLimit`). Unset: the defaults.
   */
  memberRateLimits?: string;
  /** Requests per API key per minute (`API_KEY_RATE_LIMIT`, docs/architecture/users-api.md). Unset: the default. */
  apiKeyRateLimit?: string;
  /**
   * Stripe (docs/architecture/billing.md): the API key and the webhook signing secret, each either as a value
   * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: the local platform's fixed test values) or as the ARN of the Secrets
   * Manager secret holding it (STRIPE_SECRET_ARN, STRIPE_WEBHOOK_SECRET_ARN: what CDK sets). `stripeApiUrl` is the
   * local simulator's base URL (STRIPE_API_URL, `http://127.0.0.1:<port>`); unset, the SDK talks to api.stripe.com.
   * `stripeTrialCoupon` is the coupon behind the trial banner's promotion code (STRIPE_TRIAL_COUPON). The Connect
   * webhook endpoint (members' supporter subscriptions, payout accounts) has its own signing secret
   * (STRIPE_CONNECT_WEBHOOK_SECRET, or STRIPE_CONNECT_WEBHOOK_SECRET_ARN in AWS).
   */
  stripeSecretKey?: string;
  stripeSecretArn?: string;
  stripeWebhookSecret?: string;
  stripeWebhookSecretArn?: string;
  stripeConnectWebhookSecret?: string;
  stripeConnectWebhookSecretArn?: string;
  stripeApiUrl?: string;
  stripeTrialCoupon?: string;
  /**
   * The operator secret the lifetime codes' refund endpoint compares its `x-hearth-codes-secret` header with
   * (docs/architecture/billing.md, Lifetime codes): a value (CODES_SECRET, the local platform's fixed value) or the
   * ARN of the Secrets Manager secret holding it (CODES_SECRET_ARN). Neither: every refund request is refused.
   */
  codesSecret?: string;
  codesSecretArn?: string;
  /**
   * The AI writing assist (docs/architecture/ai-assist.md): HEARTH_AI names the provider (`echo`: the local dev
   * provider, only ever chosen by name; `bedrock`), AI_MODEL_ID the Bedrock model or inference profile (what CDK
   * sets; with it alone Bedrock is used). Neither: the AI routes answer 503. Another HEARTH_AI value fails the AI
   * request with a logged fault rather than guess (platform/ai/port.ts).
   */
  aiProvider?: string;
  aiModelId?: string;
  /**
   * The support chat's identity secret (getUserHash): a value (SUPPORT_HASH_SECRET, the local platform's fixed one)
   * or the ARN of the Secrets Manager secret holding it (SUPPORT_HASH_SECRET_ARN, what CDK sets).
   */
  supportHashSecret?: string;
  supportHashSecretArn?: string;
  /**
   * Webhook endpoints on loopback addresses (127.0.0.0/8, ::1) are sent to, their self-signed certificates accepted:
   * WEBHOOKS_ALLOW_LOOPBACK=true, honoured only on the local stage (its tests and a developer's receiver run on this
   * machine). Never in AWS, whatever the environment says (docs/architecture/webhooks.md, SSRF).
   */
  webhooksAllowLoopback: boolean;
}

let cached: PlatformConfig | undefined;

export function config(): PlatformConfig {
  if (cached) return cached;
  const env = process.env;
  cached = {
    stage: env.HEARTH_STAGE === 'local' ? 'local' : 'aws',
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME ?? 'hearth',
    mediaBucket: env.MEDIA_BUCKET ?? 'hearth-media',
    userPoolId: env.USER_POOL_ID ?? '',
    userPoolClientId: env.USER_POOL_CLIENT_ID ?? '',
    baseDomain: env.BASE_DOMAIN ?? 'localhost',
    dynamoEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    cognitoEndpoint: env.COGNITO_ENDPOINT || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    mediaBaseUrl: env.MEDIA_BASE_URL ?? '/media',
    dataDir: env.HEARTH_DATA_DIR || undefined,
    eventBusName: env.EVENT_BUS_NAME || undefined,
    mailFrom: env.MAIL_FROM ?? 'Hearth <no-reply@hearth.local>',
    socialProviders: (env.SOCIAL_PROVIDERS ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    socialAuthDomain: env.SOCIAL_AUTH_DOMAIN || undefined,
    socialCallbackUrl: env.SOCIAL_CALLBACK_URL || undefined,
    captchaSiteKey: env.CAPTCHA_SITE_KEY || undefined,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    captchaSecretArn: env.CAPTCHA_SECRET_ARN || undefined,
    originSecret: env.ORIGIN_SECRET || undefined,
    inLambda: Boolean(env.AWS_LAMBDA_FUNCTION_NAME),
    publicPort: env.PUBLIC_PORT ? Number(env.PUBLIC_PORT) : undefined,
    liveEndpoint: env.LIVE_ENDPOINT || undefined,
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSecretArn: env.VAPID_SECRET_ARN || undefined,
    vapidSubject: env.VAPID_SUBJECT || undefined,
    pushAllowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'true',
    webhooksAllowLoopback: env.HEARTH_STAGE === 'local' && env.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    memberRateLimits: env.MEMBER_RATE_LIMITS || undefined,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT || undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeSecretArn: env.STRIPE_SECRET_ARN || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeWebhookSecretArn: env.STRIPE_WEBHOOK_SECRET_ARN || undefined,
    stripeConnectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
    stripeConnectWebhookSecretArn: env.STRIPE_CONNECT_WEBHOOK_SECRET_ARN || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    stripeTrialCoupon: env.STRIPE_TRIAL_COUPON || undefined,
    codesSecret: env.CODES_SECRET || undefined,
    codesSecretArn: env.CODES_SECRET_ARN || undefined,
    aiProvider: env.HEARTH_AI || undefined,
    aiModelId: env.AI_MODEL_ID || undefined,
    supportHashSecret: env.SUPPORT_HASH_SECRET || undefined,
    supportHashSecretArn: env.SUPPORT_HASH_SECRET_ARN || undefined,
  };
  return cached;
}

/** Tests and the local platform set the environment before first use; this drops the cached copy. */
export function resetConfig(): void {
  cached = undefined;
}
