// On-demand prices in us-east-1 (USD) the cost table uses, each with the page it was read from. Written from the
// pages as published on 2025-06-01 without network access at the time of writing: RE-CHECK every row against its
// page before quoting a number to an owner (PRICES_CHECKED says when they were last checked).
export const PRICES_AS_PUBLISHED = '2025-06-01';
/** When a person last compared the rows below with their pages; null: not yet. */
export const PRICES_CHECKED: string | null = null;

export interface Price {
  usd: number;
  per: string;
  source: string;
}

const DYNAMODB = 'https://aws.amazon.com/dynamodb/pricing/on-demand/';
const LAMBDA = 'https://aws.amazon.com/lambda/pricing/';
const CLOUDFRONT = 'https://aws.amazon.com/cloudfront/pricing/';
const EVENTBRIDGE = 'https://aws.amazon.com/eventbridge/pricing/';
const API_GATEWAY = 'https://aws.amazon.com/api-gateway/pricing/';
const S3 = 'https://aws.amazon.com/s3/pricing/';
const COGNITO = 'https://aws.amazon.com/cognito/pricing/';
const STRIPE = 'https://stripe.com/pricing';

export const prices = {
  /** Standard table class, on-demand (after the November 2024 price reduction). */
  dynamoWriteUnit: { usd: 0.625 / 1e6, per: 'write request unit', source: DYNAMODB },
  dynamoReadUnit: { usd: 0.125 / 1e6, per: 'read request unit', source: DYNAMODB },
  /** First 25 GB a month are free; not subtracted here. */
  dynamoStorageGbMonth: { usd: 0.25, per: 'GB-month', source: DYNAMODB },
  /** Arm64, first 7.5 billion GB-s a month tier. */
  lambdaGbSecond: { usd: 0.0000133334, per: 'GB-second (arm64)', source: LAMBDA },
  lambdaRequest: { usd: 0.2 / 1e6, per: 'request', source: LAMBDA },
  /** United States, Mexico and Canada edge locations; the always-free 10 M requests and 1 TB are not subtracted. */
  cloudFrontHttpsRequest: { usd: 0.01 / 10_000, per: 'HTTPS request', source: CLOUDFRONT },
  cloudFrontGbOut: { usd: 0.085, per: 'GB to the internet (first 10 TB)', source: CLOUDFRONT },
  eventBridgeEvent: { usd: 1 / 1e6, per: 'custom event published', source: EVENTBRIDGE },
  /** HTTP API, first 300 M requests a month (each 512 KB counted as one). */
  httpApiRequest: { usd: 1 / 1e6, per: 'HTTP API request', source: API_GATEWAY },
  /** WebSocket API, first billion messages (each 32 KB counted as one). */
  webSocketMessage: { usd: 1 / 1e6, per: 'WebSocket message', source: API_GATEWAY },
  webSocketConnectionMinute: { usd: 0.25 / 1e6, per: 'connection minute', source: API_GATEWAY },
  s3StorageGbMonth: { usd: 0.023, per: 'GB-month (Standard, first 50 TB)', source: S3 },
  /** Cognito user pools, Lite feature plan (infra/lib/stacks/auth-stack.ts): tiers by monthly active users. */
  cognitoLiteMau: {
    tiers: [
      { upTo: 10_000, usd: 0 },
      { upTo: 100_000, usd: 0.0055 },
      { upTo: 1_000_000, usd: 0.0046 },
      { upTo: 10_000_000, usd: 0.00325 },
      { upTo: Infinity, usd: 0.0025 },
    ],
    per: 'monthly active user',
    source: COGNITO,
  },
  /** A US card charge on Stripe's standard pricing. */
  stripeCard: { percent: 2.9, fixedUsd: 0.3, source: STRIPE },
} as const;

/** Cognito Lite's cost for `mau` monthly active users: each tier's price on the users within it. */
export function cognitoCost(mau: number): number {
  let cost = 0;
  let from = 0;
  for (const tier of prices.cognitoLiteMau.tiers) {
    const within = Math.max(0, Math.min(mau, tier.upTo) - from);
    cost += within * tier.usd;
    from = tier.upTo;
    if (mau <= from) break;
  }
  return cost;
}
