// The VAPID key pair push messages are signed with: from the environment (the local platform's, generated once into
// `.data/vapid.json`), or from the Secrets Manager secret CDK creates (VAPID_SECRET_ARN, read once per container).
// The secret is filled once by the operator (README.md, Deploying to AWS: `npx web-push generate-vapid-keys --json`); until then push
// is off and says so.
import { config } from '../config.ts';
import { once } from '../aws/lazy.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or https contact the push services may use. */
  subject: string;
}

/** The key pair's shape in the secret (what `web-push generate-vapid-keys --json` prints). */
export function parseVapidSecret(text: string | undefined): { publicKey: string; privateKey: string } | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string') return null;
    if (!/^[A-Za-z0-9_-]{87}$/.test(value.publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(value.privateKey)) return null;
    return { publicKey: value.publicKey, privateKey: value.privateKey };
  } catch {
    return null;
  }
}

/** The contact: VAPID_SUBJECT, else the MAIL_FROM address as a mailto: URL. */
function subject(): string {
  const c = config();
  if (c.vapidSubject) return c.vapidSubject;
  const address = /<([^>]+)>/.exec(c.mailFrom)?.[1] ?? c.mailFrom;
  return `mailto:${address.trim()}`;
}

const fromSecret = new Map<string, () => Promise<{ publicKey: string; privateKey: string } | null>>();

function secretLoader(arn: string) {
  let load = fromSecret.get(arn);
  if (!load) {
    load = once(async () => {
      const sdk = await import('@aws-sdk/client-secrets-manager');
      const client = new sdk.SecretsManagerClient({ region: arn.split(':')[3] });
      const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
      // A secret not yet filled with a key pair is "not configured", not a fault.
      return parseVapidSecret(SecretString);
    });
    fromSecret.set(arn, load);
  }
  return load;
}

/** The key pair, or null when push is not set up here. */
export async function vapidKeys(): Promise<VapidKeys | null> {
  const c = config();
  if (c.vapidPublicKey && c.vapidPrivateKey) {
    return { publicKey: c.vapidPublicKey, privateKey: c.vapidPrivateKey, subject: subject() };
  }
  if (!c.vapidSecretArn) return null;
  const pair = await secretLoader(c.vapidSecretArn)();
  return pair ? { ...pair, subject: subject() } : null;
}

/** A new key pair (the local platform's, once per data folder; in AWS the operator's one-time command does this). */
export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const { default: webpush } = await import('web-push');
  return webpush.generateVAPIDKeys();
}
