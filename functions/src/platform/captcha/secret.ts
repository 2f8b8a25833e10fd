// A plain-text secret from Secrets Manager by its ARN (the Turnstile secret, CAPTCHA_SECRET_ARN; the Stripe key and
// webhook secret): read once per container, on first use.
import { once } from '../aws/lazy.ts';

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
