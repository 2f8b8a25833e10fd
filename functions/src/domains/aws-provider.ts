// Placeholder until the AWS adapter (ACM + CloudFront) is merged: the Lambda entry loads it lazily.
import type { DomainProvider } from './provider.ts';

export async function awsDomainProvider(): Promise<DomainProvider> {
  throw new Error('not wired');
}
