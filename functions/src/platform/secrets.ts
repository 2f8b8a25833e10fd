// A plain-text secret from Secrets Manager by its ARN (the Turnstile secret, the Stripe key and webhook secrets, the
// lifetime codes' operator secret, the support chat's identity secret): read once per container, on first use. Each
// is configured as a value (the local platform's) or as the ARN of its secret (what CDK sets).
import { once } from './aws/lazy.ts';

const loaders = new Map<string, () => Promise<string>>();

/** The secret's plain-text value; a failed read is retried on the next call rather than cached. */
export function secretFromArn(arn: string): () => Promise<string> {
  let load = loaders.get(arn);
  if (!load) {
    load = once(async () => {
      const sdk = await import('@aws-sdk/client-secrets-manager');
      // The ARN names the secret's region, which need not be the function's.
      const client = new sdk.SecretsManagerClient({ region: arn.split(':')[3] });
      const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
      const value = SecretString?.trim();
      if (!value) throw new Error(`The secret ${arn} has no string value.`);
      return value;
    });
    loaders.set(arn, load);
  }
  return load;
}

/** A configured value, or the secret its ARN names; undefined when neither is configured. */
export function configuredSecret(
  value: string | undefined,
  arn: string | undefined,
): (() => Promise<string>) | undefined {
  if (value) return async () => value;
  if (arn) return secretFromArn(arn);
  return undefined;
}
